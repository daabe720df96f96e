#!/usr/bin/env bash
# make bench-docs: how fast `playbook test` verifies generated examples and
# this repository's documentation, all in one run, side by side.
#
#   cold     no cached results, every example file compiled anew (the Rx
#            libraries already built in the harness's scratch path), for 150
#            and for LARGE (default 600) generated examples: the difference
#            over the difference in count is the cost of one more example
#   warm     nothing changed: every result comes from the cache
#   one edit one example's code and expected output changed
#   separate the same examples compiled as one executable each (swiftc per
#            example against the same prebuilt libraries); a subset of SUBSET
#            examples is built and the time scaled to 150
#   docs     Docs and Playgrounds cold (their own work folder), against their
#            slowest example (from the run's JSON report), then the same split
#            into SHARDS shards run as SHARDS processes at once and merged
#
# Usage: Benchmarks/playbook-docs.sh [PLAYBOOK-BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PLAYBOOK=${1:-$ROOT/.build/release/playbook}
CHAPTERS=15 PER_CHAPTER=10 SUBSET=${SUBSET:-15} LARGE=${LARGE:-600} SHARDS=${SHARDS:-2}
TOTAL=$((CHAPTERS * PER_CHAPTER))
BENCH=$ROOT/.build/playbook-bench
WORK=$BENCH/work
DOCS=$BENCH/Docs
SEPARATE=$BENCH/separate


example_code() { # chapter example value
  cat <<SWIFT
\`\`\`swift
import Rx
let bag = DisposeBag()
struct Item$2 { let value: Int }
func describe(_ item: Item$2) -> String { "chapter $1 example $2: \\(item.value)" }
Observable.from([$3, $3 + 1])
    .subscribe(onNext: { print(describe(Item$2(value: \$0))) })
    .disposed(by: bag)
\`\`\`
SWIFT
}

generate_chapter() { # chapter [folder]
  local chapter=$1 folder=${2:-$DOCS}
  {
    echo "# Chapter $chapter"
    for example in $(seq 1 $PER_CHAPTER); do
      local value=$((chapter * 100 + example))
      echo
      example_code "$chapter" "$example" "$value"
      echo
      echo '```output'
      echo "chapter $chapter example $example: $value"
      echo "chapter $chapter example $example: $((value + 1))"
      echo '```'
    done
  } > "$folder/chapter-$(printf %02d "$chapter").md"
}

# Prints "WALL CPU": wall-clock seconds and the user+system CPU seconds of
# playbook and everything it started (CPU time says more on a busy machine).
TIMEFORMAT='%R %U %S'
run_playbook() { # label, extra arguments...
  run_on "$DOCS" "$TOTAL" "$@"
}
run_on() { # docs folder, example count, label, extra arguments...
  local folder=$1 count=$2 label=$3; shift 3
  local times
  times=$( { time "$PLAYBOOK" test "$folder" --package-path "$ROOT" --work-path "$WORK" --cache-path "$WORK/cache" "$@" > "$BENCH/$label.log" 2>&1; } 2>&1 ) || {
    echo "bench-docs: playbook test ($label) failed:" >&2; cat "$BENCH/$label.log" >&2; exit 1; }
  grep -q "^$count passed, 0 failed, 0 skipped$" "$BENCH/$label.log" || {
    echo "bench-docs: unexpected result ($label):" >&2; tail -n 3 "$BENCH/$label.log" >&2; exit 1; }
  echo "$times" | awk '{ printf "%.2f %.2f", $1, $2 + $3 }'
}
wall() { echo "${1% *}"; }
cpu() { echo "${1#* }"; }

rm -rf "$DOCS" && mkdir -p "$DOCS"
for chapter in $(seq 1 $CHAPTERS); do generate_chapter "$chapter"; done

echo "bench-docs: $TOTAL examples in $CHAPTERS chapters under $DOCS"
echo "bench-docs: preparing (builds the Rx libraries in $WORK once)..."
run_playbook prepare > /dev/null

rm -rf "$WORK/harness"
COLD=$(run_playbook cold --no-cache)
# LARGE examples (the same chapters, more of them), cold: with the 150 above, the cost of one more example.
LARGE_DOCS=$BENCH/Large
rm -rf "$LARGE_DOCS" && mkdir -p "$LARGE_DOCS"
for chapter in $(seq 1 $((LARGE / PER_CHAPTER))); do generate_chapter "$chapter" "$LARGE_DOCS"; done
run_on "$LARGE_DOCS" "$LARGE" prepare-large > /dev/null
rm -rf "$WORK/harness"
LARGE_COLD=$(run_on "$LARGE_DOCS" "$LARGE" cold-large --no-cache)
WARM=$(run_playbook warm)
# A value no earlier run of this benchmark edited in: the cache outlives a run
# and would answer an edit it has seen (0.08 s, not what an edit costs).
EDITED=$((1000 + RANDOM % 9000))
sed -i "s/Observable.from(\\[105, 105 + 1\\])/Observable.from([$EDITED, $EDITED + 1])/; s/example 5: 105\$/example 5: $EDITED/; s/example 5: 106\$/example 5: $((EDITED + 1))/" "$DOCS/chapter-01.md"
EDIT=$(run_playbook edit)

# The same examples, one executable each: each of SUBSET examples compiled
# and linked on its own by swiftc against the same prebuilt libraries that
# playbook uses (so neither side pays for building the libraries), the time
# scaled to TOTAL.
LIBRARIES=$WORK/libraries/.build/debug
rm -rf "$SEPARATE" && mkdir -p "$SEPARATE"
for index in $(seq 1 "$SUBSET"); do
  chapter=$(( (index - 1) / PER_CHAPTER + 1 )) example=$(( (index - 1) % PER_CHAPTER + 1 ))
  mkdir -p "$SEPARATE/example$index"
  example_code "$chapter" "$example" "$((chapter * 100 + example))" | sed '1d;$d' > "$SEPARATE/example$index/main.swift"
done
compile_separately() {
  for index in $(seq 1 "$SUBSET"); do
    swiftc -Onone -swift-version 5 -suppress-warnings -I "$LIBRARIES/Modules" "$SEPARATE/example$index/main.swift" \
      -L "$LIBRARIES" -lPlaybookLibraries -Xlinker -rpath -Xlinker "$LIBRARIES" -o "$SEPARATE/example$index/example" || return 1
  done
}
{ time compile_separately > "$BENCH/separate.log" 2>&1; } 2> "$BENCH/separate.time" || {
  echo "bench-docs: compiling the separate executables failed:" >&2; tail -20 "$BENCH/separate.log" >&2; exit 1; }
SEPARATE_TIMES=$(cat "$BENCH/separate.time")
"$SEPARATE/example1/example" | grep -q "chapter 1 example 1: 101" || { echo "bench-docs: a separate executable printed the wrong output" >&2; exit 1; }
SCALED=$(echo "$SEPARATE_TIMES" | awk -v n="$SUBSET" -v total="$TOTAL" '{ printf "%.1f %.1f", $1 / n * total, ($2 + $3) / n * total }')
ratio() { awk -v s="$1" -v c="$2" 'BEGIN { printf "%.0f", s / c }'; }
per_example() { awk -v large="$1" -v small="$2" -v n="$((LARGE - TOTAL))" 'BEGIN { printf "%.1f", (large - small) / n * 1000 }'; }
fixed() { awk -v large="$1" -v small="$2" -v n="$((LARGE - TOTAL))" -v count="$TOTAL" 'BEGIN { printf "%.2f", small - (large - small) / n * count }'; }

# This repository's Docs and Playgrounds, cold, in a work folder of their own
# (their libraries are built once, by the first run; the durations it records
# in the cache order the cold runs, longest first).
DOCS_WORK=$BENCH/work-docs
REAL=("$ROOT/Docs" "$ROOT/Playgrounds")
docs_run() { # label, extra arguments...
  local label=$1; shift
  local start end status
  start=$(date +%s.%N)
  "$PLAYBOOK" test "${REAL[@]}" --package-path "$ROOT" --work-path "$DOCS_WORK" "$@" > "$BENCH/$label.json" 2> "$BENCH/$label.log"
  status=$?
  end=$(date +%s.%N)
  [ "$status" = 0 ] || { echo "bench-docs: playbook test ($label) failed:" >&2; tail -n 20 "$BENCH/$label.log" >&2; exit 1; }
  awk -v a="$end" -v b="$start" 'BEGIN { printf "%.2f", a - b }'
}
slowest() { python3 -c 'import json, sys; print("%.2f" % max((e.get("seconds") or 0) for e in json.load(open(sys.argv[1]))["examples"]))' "$1"; }
docs_run docs-prepare --format json > /dev/null
rm -rf "$DOCS_WORK/harness"
DOCS_COLD=$(docs_run docs-cold --no-cache --format json)
DOCS_SLOWEST=$(slowest "$BENCH/docs-cold.json")
# The same split into SHARDS processes at once on this machine, each cold, then merged.
rm -rf "$DOCS_WORK"/shard-*/harness
SHARD_START=$(date +%s.%N)
pids=()
for index in $(seq 1 "$SHARDS"); do
  "$PLAYBOOK" test "${REAL[@]}" --package-path "$ROOT" --work-path "$DOCS_WORK" --no-cache --shard "$index/$SHARDS" --format json \
    > "$BENCH/docs-shard-$index.json" 2> "$BENCH/docs-shard-$index.log" &
  pids+=($!)
done
for pid in "${pids[@]}"; do wait "$pid" || { echo "bench-docs: a shard failed:" >&2; tail -n 20 "$BENCH"/docs-shard-*.log >&2; exit 1; }; done
"$PLAYBOOK" merge "$BENCH"/docs-shard-*.json > "$BENCH/docs-merged.txt" || { echo "bench-docs: the merge failed" >&2; exit 1; }
SHARDED=$(awk -v a="$(date +%s.%N)" -v b="$SHARD_START" 'BEGIN { printf "%.2f", a - b }')
if [ "$(tail -n 1 "$BENCH/docs-merged.txt")" != "$(python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); print("%d passed, %d failed, %d skipped" % (r["passed"], r["failed"], r["skipped"]))' "$BENCH/docs-cold.json")" ]; then
  echo "bench-docs: the merged shards' summary differs from the single run's" >&2; exit 1
fi

echo
echo "bench-docs: load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf "%-40s %9s %9s\n" "" "wall (s)" "CPU (s)"
printf "%-40s %9s %9s   goal <= 10 s\n" "cold (no cache, libraries built)" "$(wall "$COLD")" "$(cpu "$COLD")"
printf "%-40s %9s %9s\n" "cold, $LARGE examples" "$(wall "$LARGE_COLD")" "$(cpu "$LARGE_COLD")"
printf "%-40s %9s %9s   goal <= 4 ms (wall)\n" "per example, ms ($TOTAL to $LARGE)" \
  "$(per_example "$(wall "$LARGE_COLD")" "$(wall "$COLD")")" "$(per_example "$(cpu "$LARGE_COLD")" "$(cpu "$COLD")")"
printf "%-40s %9s %9s\n" "fixed cost of a cold run" "$(fixed "$(wall "$LARGE_COLD")" "$(wall "$COLD")")" "$(fixed "$(cpu "$LARGE_COLD")" "$(cpu "$COLD")")"
printf "%-40s %9s %9s   goal <= 0.5 s\n" "warm (nothing changed)" "$(wall "$WARM")" "$(cpu "$WARM")"
printf "%-40s %9s %9s   goal <= 2 s\n" "one example edited" "$(wall "$EDIT")" "$(cpu "$EDIT")"
printf "%-40s %9s %9s   %s built, scaled to %s\n" "one executable per example" "$(wall "$SCALED")" "$(cpu "$SCALED")" "$SUBSET" "$TOTAL"
printf "%-40s %9s %9s   goal >= 25x (CPU)\n" "ratio (one executable each / cold)" \
  "$(ratio "$(wall "$SCALED")" "$(wall "$COLD")")x" "$(ratio "$(cpu "$SCALED")" "$(cpu "$COLD")")x"
echo
printf "%-40s %9s   goal <= %s s (slowest example %s s + 2 s)\n" "Docs and Playgrounds, cold" "$DOCS_COLD" \
  "$(awk -v s="$DOCS_SLOWEST" 'BEGIN { printf "%.2f", s + 2 }')" "$DOCS_SLOWEST"
printf "%-40s %9s   %s processes at once, each cold, then merged\n" "the same in $SHARDS shards" "$SHARDED" "$SHARDS"
