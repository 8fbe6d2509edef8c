#!/bin/bash
# Instructions per battle of a scenario, counted by valgrind's callgrind (not seconds: load does not
# move them; repeat counts of one build differ by 2–4 %, from the JIT's timing). Runs N1 and then N2
# battles in one thread (bench/icount-driver.ts) and prints (count(N2) − count(N1)) / (N2 − N1).
#   npm run build --silent && bench/icount.sh SCENARIO [N1 N2 [CHUNK]]
# e.g. bench/icount.sh configs/scenarios/titanium-three-vs-three.yaml 20000 60000   (about 80 s)
#      bench/icount.sh configs/games/titanium-three-players.yaml 2000 6000 2000     (whole games)
set -euo pipefail
cd "$(dirname "$0")/.."
scenario=${1:?usage: bench/icount.sh SCENARIO [N1 N2 [CHUNK]]}; n1=${2:-20000}; n2=${3:-60000}; chunk=${4:-10000}
command -v valgrind >/dev/null || { echo "bench/icount.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null node dist/bench/icount-driver.js "$scenario" "$1" "$chunk" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
a=$(count "$n1"); b=$(count "$n2")
echo "$scenario: $(( (b - a) / (n2 - n1) )) instructions per battle ($n1 battles: $a, $n2: $b)"
