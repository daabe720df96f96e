#!/usr/bin/env bash
# Instructions and allocations per operation of each SubscribeCost scenario
# (build, subscribe, dispose a chain), counted by valgrind: each scenario runs
# LOW and HIGH times, and the difference of the counts divided by HIGH - LOW
# is one operation's cost, without the start-up of the process.
#
# Usage: Benchmarks/subscribe-cost.sh PATH-TO-SubscribeCost [SCENARIO...]
set -euo pipefail
binary=${1:?usage: subscribe-cost.sh PATH-TO-SubscribeCost [SCENARIO...]}
shift
command -v valgrind >/dev/null || { echo "subscribe-cost.sh: error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(map-filter-6 flatMap-just flatMapLatest-just combineLatest-4 zip-4 subject-subscribe range-map-filter-1000 plain-loop-1000 subject-send combineLatest-2-send zip-2-send zip-4-send switchLatest-send share-replay-10-send ui-pipeline-10-send dispose-bag-1000)
low=100 high=1100
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

instructions() { # scenario count
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" "$1" "$2" >/dev/null 2>"$work/log" ||
        { cat "$work/log" >&2; exit 1; }
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log"
}
allocations() { # scenario count
    valgrind --tool=memcheck "$binary" "$1" "$2" >/dev/null 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
    sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' "$work/log" | tr -d ,
}

printf '%-22s %14s %14s\n' scenario instructions/op mallocs/op
for scenario in "${scenarios[@]}"; do
    i_low=$(instructions "$scenario" $low); i_high=$(instructions "$scenario" $high)
    a_low=$(allocations "$scenario" $low); a_high=$(allocations "$scenario" $high)
    awk -v s="$scenario" -v il="$i_low" -v ih="$i_high" -v al="$a_low" -v ah="$a_high" -v n=$((high - low)) \
        'BEGIN { printf "%-22s %14.0f %14.2f\n", s, (ih - il) / n, (ah - al) / n }'
done
