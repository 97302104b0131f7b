#!/bin/sh
# Interestingness test: the module (the last argument) still has a `for`
# loop. Exit status 1 means interesting.
for module; do :; done
if grep -q "= for \\| for %" "$module"; then exit 1; fi
exit 0
