#!/usr/bin/env bash
# Instructions and allocations per operation of each SubscribeCost scenario
# (build, subscribe, dispose a chain), counted by valgrind: each scenario runs
# LOW and HIGH times, and the difference of the counts divided by HIGH - LOW
# is one operation's cost, without the start-up of the process. The last
# column counts the run-time exclusivity checks (calls of swift_beginAccess,
# Benchmarks/count-calls.awk) per operation: state guarded by a lock or flag
# is declared @exclusivity(unchecked) (Sources/Rx/LOCKS.md), so a path that
# still registers accesses shows here.
#
# The refcounts column counts the retains and releases of objects per
# operation (Benchmarks/refcount-counter.c, loaded in front of the Swift
# runtime in a run without valgrind): each is one instruction to callgrind
# but an atomic operation to the processor, often what CPU time follows
# where instructions do not.
#
# The `-10k-` scenarios of Scaling.swift handle 10,000 subscribers, sources or items
# per operation: they run 1 and 3 times instead.
#
# Usage: Benchmarks/subscribe-cost.sh PATH-TO-SubscribeCost [SCENARIO...]
set -euo pipefail
binary=${1:?usage: subscribe-cost.sh PATH-TO-SubscribeCost [SCENARIO...]}
shift
command -v valgrind >/dev/null || { echo "subscribe-cost.sh: error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
scenarios=("$@")
[ ${#scenarios[@]} -gt 0 ] || scenarios=(map-filter-6 map-do-subscribe flatMap-just flatMap-subject flatMapLatest-just flatMapLatest-subject combineLatest-4 zip-4 subject-subscribe range-map-filter-1000 from-map-filter-1000 range-int32-map-filter-1000 range-flatMap-just-1000 range-flatMap-just-x5-1000 plain-loop-1000 subject-send combineLatest-2-send zip-2-send zip-4-send switchLatest-send switchLatest-switch observeOn-send share-replay-10-send ui-pipeline-10-send dispose-bag-1000
    replay-4-send replay-unbounded-send replay-4-subscribe behavior-subscribe share-replay-subscribe takeLast-10-of-1000 toArray-1000
    concat-4-just merge-max-2-of-8 refCount-subscribe single-map-subscribe
    subscribers-10k-dispose-oldest subscribers-10k-dispose-newest amb-10k-subscribe amb-1000-send
    virtual-time-10k-items oc-map-filter-6 oc-flatMap-just oc-flatMapLatest-just oc-subject-subscribe oc-dispose-bag-1000
    op-map op-compactMap op-scan op-distinctUntilChanged op-take op-skip op-takeWhile op-skipWhile op-startWith
    op-enumerated op-do op-catchAndReturn op-materialize op-withLatestFrom op-takeUntil op-share op-reduce op-takeLast
    op-withUnretained op-observeOn op-skipUntil op-ifEmptySwitchTo
    op-debounce op-throttle op-delay op-sample op-subscribeOn op-concat op-amb op-retry op-timeout)
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
compiler=$(command -v clang || command -v cc) ||
    { echo "subscribe-cost.sh: error: no C compiler for refcount-counter.c (clang comes with Swift)" >&2; exit 1; }
"$compiler" -O2 -shared -fPIC -o "$work/refcount-counter.so" "$here/refcount-counter.c" -ldl

instructions() { # scenario count: prints the instructions and the run-time exclusivity checks
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$binary" "$1" "$2" >/dev/null 2>"$work/log" ||
        { cat "$work/log" >&2; exit 1; }
    echo "$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log") $(awk -f "$here/count-calls.awk" "$work/out")"
}
refcounts() { # scenario count: prints the retains and releases of objects
    rm -f "$work/refcounts"
    REFCOUNT_COUNTER_FILE="$work/refcounts" LD_PRELOAD="$work/refcount-counter.so" "$binary" "$1" "$2" >/dev/null ||
        { echo "subscribe-cost.sh: error: scenario '$1' failed under refcount-counter.so" >&2; exit 1; }
    [ -s "$work/refcounts" ] ||
        { echo "subscribe-cost.sh: error: refcount-counter.so wrote no counts for '$1'" >&2; exit 1; }
    awk '{ print $1 + $2 }' "$work/refcounts"
}
allocations() { # scenario count
    valgrind --tool=memcheck "$binary" "$1" "$2" >/dev/null 2>"$work/log" || { cat "$work/log" >&2; exit 1; }
    sed -n 's/.*total heap usage: \([0-9,]*\) allocs.*/\1/p' "$work/log" | tr -d ,
}

printf '%-31s %14s %14s %18s %14s\n' scenario instructions/op mallocs/op exclusivity-checks/op refcounts/op
for scenario in "${scenarios[@]}"; do
    case $scenario in *-10k-*) low=1 high=3 ;; *) low=100 high=1100 ;; esac
    # `instructions` runs in a subshell, whose exit does not stop this loop:
    # a run that failed leaves `read` nothing to read.
    read -r i_low x_low < <(instructions "$scenario" $low) &&
        read -r i_high x_high < <(instructions "$scenario" $high) ||
        { echo "subscribe-cost.sh: error: scenario '$scenario' did not run (valgrind's log is above)" >&2; exit 1; }
    a_low=$(allocations "$scenario" $low); a_high=$(allocations "$scenario" $high)
    r_low=$(refcounts "$scenario" $low) && r_high=$(refcounts "$scenario" $high) || exit 1
    awk -v s="$scenario" -v il="$i_low" -v ih="$i_high" -v al="$a_low" -v ah="$a_high" \
        -v xl="$x_low" -v xh="$x_high" -v rl="$r_low" -v rh="$r_high" -v n=$((high - low)) \
        'BEGIN { printf "%-31s %14.0f %14.2f %18.2f %14.2f\n", s, (ih - il) / n, (ah - al) / n, (xh - xl) / n, (rh - rl) / n }'
done
