#!/bin/sh
# Rebuild the PTX of the part-B kernel corpus: regen.sh b (see there).
exec sh "$(dirname "$0")/regen.sh" b
