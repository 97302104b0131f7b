#!/bin/sh
# Interestingness test that never finds its input interesting.
exit 0
