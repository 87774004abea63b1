#!/bin/sh
# Instructions executed by seeded random four-player games (valgrind's cachegrind):
# unlike wall-clock figures these barely vary between runs, so they compare two commits
# to within a fraction of a percent.   usage: sh bench/instructions.sh [GAMES]
# Both runs first play one warm-up game (seed 0), so what happens once per process -- a
# module imported or compiled at the first game, a deck or map read -- cancels out: the
# figure is the steady cost of GAMES games, whether or not .pyc files exist.
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
playout({'map': 'autumn', 'factions': HEADLINE.split(',')}, 0)
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
