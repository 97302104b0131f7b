#!/bin/sh
# Interestingness test: the module (the last argument) still prints
# something. Exit status 1 means interesting.
for module; do :; done
if grep -q "print_tko" "$module"; then exit 1; fi
exit 0
