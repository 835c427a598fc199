#!/bin/sh
# Rebuild the PTX of the part-C kernel corpus: regen.sh c (see there).
exec sh "$(dirname "$0")/regen.sh" c
