#!/bin/sh
# Interestingness test: the module (the last argument) still has an `xori`
# on a 2-d tile of at least 4 rows. Exit status 1 means interesting.
for module; do :; done
if grep -Eq 'xori .*: tile<([4-9]|[1-9][0-9]+)x[0-9]' "$module"; then exit 1; fi
exit 0
