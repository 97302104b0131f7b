#!/bin/sh
# Interestingness test that dies of a signal instead of answering.
kill -SEGV $$
