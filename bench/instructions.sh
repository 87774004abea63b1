#!/bin/sh
# Instructions executed by seeded random four-player games (valgrind's cachegrind):
# unlike wall-clock figures these barely vary between runs, so they compare two commits
# to within a fraction of a percent.   usage: sh bench/instructions.sh [GAMES]
set -e
GAMES=${1:-20}
# the interpreter itself: under pyenv, `python` is a shell script valgrind would measure instead
PY=$(python3 -c 'import sys; print(sys.executable)')
run() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$PY" -c "
import sys
sys.path.insert(0, 'bench')
from playouts import playout, HEADLINE
for i in range($1):
    playout({'map': 'autumn', 'factions': HEADLINE.split(',')}, 1 + i)
" 2>&1 | sed -n 's/.*I *refs: *//p' | tr -d ','
}
base=$(run 0)
total=$(run "$GAMES")
if [ -z "$base" ] || [ -z "$total" ]; then
    echo "no instruction count: is valgrind installed and python the project's?" >&2
    exit 1
fi
echo "games: $GAMES"
echo "instructions_M: $(( (total - base) / 1000000 ))"
