#!/bin/sh
# Instructions per decision of seeded random games of one named setup of bench/playouts.py
# (valgrind's cachegrind; start-up subtracted): compares setups, e.g. the six-player Underworld
# mix against the headline, independently of the machine's load.
#   usage: sh bench/instructions_per_decision.sh [HEADLINE|SIX|UNDERWORLD|MARAUDER|TWO] [GAMES]
set -e
SETUP=${1:-HEADLINE}
GAMES=${2:-10}
# the interpreter itself: under pyenv, `python` is a shell script valgrind would measure instead
PY=$(python3 -c 'import sys; print(sys.executable)')
run() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null \
        "$PY" -c "
import sys
sys.path.insert(0, 'bench')
from playouts import playout, $SETUP
n = 0
for i in range($1):
    n += playout({'map': 'autumn', 'factions': $SETUP.split(',')}, 1 + i)[0]
print('decisions', n)
" 2>&1 | sed -n 's/.*I *refs: *//p; s/^decisions //p' | tr -d ',' | tr '\n' ' '
}
set -- $(run 0)
base=$2
set -- $(run "$GAMES")
decisions=$1
total=$2
if [ -z "$base" ] || [ -z "$total" ]; then
    echo "no instruction count: is valgrind installed and python the project's?" >&2
    exit 1
fi
echo "setup: $SETUP games: $GAMES decisions: $decisions"
echo "instructions_per_decision: $(( (total - base) / decisions ))"
