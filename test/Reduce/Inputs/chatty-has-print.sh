#!/bin/sh
# Interestingness test that prints on standard output (as most scripts do):
# the module still prints something. Exit status 1 means interesting.
echo "chatty script output"
for module; do :; done
if grep -q "print_tko" "$module"; then exit 1; fi
exit 0
