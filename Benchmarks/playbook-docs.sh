#!/usr/bin/env bash
# make bench-docs: how fast `playbook test` verifies 150 generated examples.
#
#   cold     no cached results, every example file compiled anew (the Rx
#            libraries already built in the harness's scratch path)
#   warm     nothing changed: every result comes from the cache
#   one edit one example's code and expected output changed
#   separate the same examples compiled as one executable each (swiftc per
#            example against the same prebuilt libraries); a subset of SUBSET
#            examples is built and the time scaled to 150
#
# Usage: Benchmarks/playbook-docs.sh [PLAYBOOK-BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PLAYBOOK=${1:-$ROOT/.build/release/playbook}
CHAPTERS=15 PER_CHAPTER=10 SUBSET=${SUBSET:-15}
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

generate_chapter() { # chapter
  local chapter=$1
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
  } > "$DOCS/chapter-$(printf %02d "$chapter").md"
}

# Prints "WALL CPU": wall-clock seconds and the user+system CPU seconds of
# playbook and everything it started (CPU time says more on a busy machine).
TIMEFORMAT='%R %U %S'
run_playbook() { # label, extra arguments...
  local label=$1; shift
  local times
  times=$( { time "$PLAYBOOK" test "$DOCS" --package-path "$ROOT" --work-path "$WORK" "$@" > "$BENCH/$label.log" 2>&1; } 2>&1 ) || {
    echo "bench-docs: playbook test ($label) failed:" >&2; cat "$BENCH/$label.log" >&2; exit 1; }
  grep -q "^$TOTAL passed, 0 failed, 0 skipped$" "$BENCH/$label.log" || {
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

rm -rf "$WORK/harness" "$WORK/results.json"
COLD=$(run_playbook cold --no-cache)
WARM=$(run_playbook warm)
sed -i 's/Observable.from(\[105, 105 + 1\])/Observable.from([905, 905 + 1])/; s/example 5: 105$/example 5: 905/; s/example 5: 106$/example 5: 906/' "$DOCS/chapter-01.md"
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

echo
echo "bench-docs: load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
printf "%-40s %9s %9s\n" "" "wall (s)" "CPU (s)"
printf "%-40s %9s %9s   goal <= 10 s\n" "cold (no cache, libraries built)" "$(wall "$COLD")" "$(cpu "$COLD")"
printf "%-40s %9s %9s   goal <= 0.5 s\n" "warm (nothing changed)" "$(wall "$WARM")" "$(cpu "$WARM")"
printf "%-40s %9s %9s   goal <= 2 s\n" "one example edited" "$(wall "$EDIT")" "$(cpu "$EDIT")"
printf "%-40s %9s %9s   %s built, scaled to %s\n" "one executable per example" "$(wall "$SCALED")" "$(cpu "$SCALED")" "$SUBSET" "$TOTAL"
printf "%-40s %9s %9s   goal >= 20x\n" "ratio (one executable each / cold)" \
  "$(ratio "$(wall "$SCALED")" "$(wall "$COLD")")x" "$(ratio "$(cpu "$SCALED")" "$(cpu "$COLD")")x"
