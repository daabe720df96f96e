#!/usr/bin/env bash
# make bench-docs-instructions: the instructions a cold `playbook test` spends
# per example, counted by callgrind over playbook and every process it starts
# (the swiftc driver, the frontends, the linker, the harness servers and the
# forked examples), against compiling and running one executable per example.
#
#   playbook   cold runs (no cached results, every example compiled anew, the
#              Rx libraries already built) of SMALL and LARGE generated
#              examples (default 20 and 60, the examples of make bench-docs):
#              the difference of the counts over the difference in count is
#              one more example's cost, without the run's fixed cost
#   separate   SUBSET (default 3) of the same examples, each compiled and
#              linked by swiftc against the same prebuilt libraries and run
#
# Instruction counts do not depend on the machine's load, so they show what
# a change does where the wall and CPU times of make bench-docs are noisy.
# Under callgrind everything runs some 50 times slower: a few minutes.
#
# Usage: Benchmarks/playbook-instructions.sh [PLAYBOOK-BINARY]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PLAYBOOK=${1:-$ROOT/.build/release/playbook}
SMALL=${SMALL:-20} LARGE=${LARGE:-60} SUBSET=${SUBSET:-3} PER_CHAPTER=10
command -v valgrind >/dev/null || { echo "bench-docs-instructions: error: valgrind is missing (apt-get install valgrind)" >&2; exit 1; }
[ $((SMALL % PER_CHAPTER)) = 0 ] && [ $((LARGE % PER_CHAPTER)) = 0 ] && [ "$LARGE" -gt "$SMALL" ] ||
  { echo "bench-docs-instructions: error: SMALL and LARGE must be multiples of $PER_CHAPTER, LARGE > SMALL" >&2; exit 1; }
BENCH=$ROOT/.build/playbook-instructions
WORK=$BENCH/work
rm -rf "$BENCH" && mkdir -p "$BENCH"
# Valgrind 3.19 cannot read the DWARF 5 of a release build (playbook's, the
# swift driver's): count copies without it, the driver in a toolchain folder
# of links to the real one, first in PATH (the frontend, the linker and the
# libraries are the real ones).
objcopy --strip-debug "$PLAYBOOK" "$BENCH/playbook"
PLAYBOOK=$BENCH/playbook
REAL_BIN=$(dirname "$(readlink -f "$(command -v swiftc)")")
TOOLCHAIN=$BENCH/toolchain/usr
mkdir -p "$TOOLCHAIN/bin"
ln -s "$REAL_BIN/../lib" "$TOOLCHAIN/lib"
for tool in "$REAL_BIN"/*; do ln -s "$tool" "$TOOLCHAIN/bin/$(basename "$tool")"; done
rm "$TOOLCHAIN/bin/swift-driver"
objcopy --strip-debug "$REAL_BIN/swift-driver" "$TOOLCHAIN/bin/swift-driver"
ln -sf swift-driver "$TOOLCHAIN/bin/swiftc" && ln -sf swift-driver "$TOOLCHAIN/bin/swift"
export PATH=$TOOLCHAIN/bin:$PATH

example_code() { # chapter example value: the example of make bench-docs
  cat <<SWIFT
import Rx
let bag = DisposeBag()
struct Item$2 { let value: Int }
func describe(_ item: Item$2) -> String { "chapter $1 example $2: \\(item.value)" }
Observable.from([$3, $3 + 1])
    .subscribe(onNext: { print(describe(Item$2(value: \$0))) })
    .disposed(by: bag)
SWIFT
}

generate() { # folder count
  local folder=$1 count=$2 chapter example value
  mkdir -p "$folder"
  for chapter in $(seq 1 $((count / PER_CHAPTER))); do
    {
      echo "# Chapter $chapter"
      for example in $(seq 1 $PER_CHAPTER); do
        value=$((chapter * 100 + example))
        printf '\n```swift\n'
        example_code "$chapter" "$example" "$value"
        printf '```\n\n```output\nchapter %s example %s: %s\nchapter %s example %s: %s\n```\n' \
          "$chapter" "$example" "$value" "$chapter" "$example" "$((value + 1))"
      done
    } > "$folder/chapter-$(printf %02d "$chapter").md"
  done
}

# The instructions of every process a command started, from callgrind's
# files (one per process; a forked child writes its own).
total_instructions() { # folder of callgrind files
  awk '/^(summary|totals):/ { if (!seen[FILENAME]++) sum += $2 } END { printf "%.0f", sum }' "$1"/callgrind.*
}

counted_run() { # label count
  local label=$1 count=$2 out=$BENCH/$1
  mkdir -p "$out"
  rm -rf "$WORK/harness"
  # Valgrind needs room beyond the examples' default 2G data limit, and time.
  # A forked example inherits its harness server's counts: they are zeroed
  # at its first call of its own (setsid, which only forked examples call).
  # A cache of its own: no duration recorded by an earlier run (under
  # callgrind, or on a loaded machine) decides what this one starts early.
  valgrind --tool=callgrind --trace-children=yes --zero-before=setsid --callgrind-out-file="$out/callgrind.%p" \
    "$PLAYBOOK" test "$BENCH/docs-$count" --package-path "$ROOT" --work-path "$WORK" --no-cache --cache-path "$out/cache" \
    --memory 64G --timeout 600 --cpu 600 > "$BENCH/$label.log" 2> "$BENCH/$label.valgrind.log" || {
    echo "bench-docs-instructions: playbook test ($label) failed:" >&2; tail -n 20 "$BENCH/$label.log" "$BENCH/$label.valgrind.log" >&2; exit 1; }
  grep -q "^$count passed, 0 failed, 0 skipped$" "$BENCH/$label.log" || {
    echo "bench-docs-instructions: unexpected result ($label):" >&2; tail -n 3 "$BENCH/$label.log" >&2; exit 1; }
  total_instructions "$out"
}

generate "$BENCH/docs-$SMALL" "$SMALL"
generate "$BENCH/docs-$LARGE" "$LARGE"
echo "bench-docs-instructions: preparing (builds the Rx libraries in $WORK once)..."
"$PLAYBOOK" test "$BENCH/docs-$LARGE" --package-path "$ROOT" --work-path "$WORK" --no-cache > "$BENCH/prepare.log" 2>&1 || {
  echo "bench-docs-instructions: playbook test (prepare) failed:" >&2; tail -n 20 "$BENCH/prepare.log" >&2; exit 1; }

echo "bench-docs-instructions: callgrind on cold runs of $SMALL and $LARGE examples..."
SMALL_COUNT=$(counted_run "cold-$SMALL" "$SMALL")
LARGE_COUNT=$(counted_run "cold-$LARGE" "$LARGE")

echo "bench-docs-instructions: callgrind on $SUBSET examples compiled and run one executable each..."
LIBRARIES=$WORK/libraries/.build/debug
mkdir -p "$BENCH/separate-out"
for index in $(seq 1 "$SUBSET"); do
  mkdir -p "$BENCH/separate/example$index"
  example_code 1 "$index" "$((100 + index))" > "$BENCH/separate/example$index/main.swift"
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$BENCH/separate-out/callgrind.%p" \
    swiftc -Onone -swift-version 5 -suppress-warnings -I "$LIBRARIES/Modules" "$BENCH/separate/example$index/main.swift" \
    -L "$LIBRARIES" -lPlaybookLibraries -Xlinker -rpath -Xlinker "$LIBRARIES" -o "$BENCH/separate/example$index/example" \
    > "$BENCH/separate.log" 2>&1 || { echo "bench-docs-instructions: swiftc failed:" >&2; tail -n 20 "$BENCH/separate.log" >&2; exit 1; }
  valgrind --tool=callgrind --callgrind-out-file="$BENCH/separate-out/callgrind.run$index" "$BENCH/separate/example$index/example" \
    > "$BENCH/separate/example$index/output" 2>> "$BENCH/separate.log"
  grep -q "chapter 1 example $index: $((100 + index))" "$BENCH/separate/example$index/output" ||
    { echo "bench-docs-instructions: a separate executable printed the wrong output" >&2; exit 1; }
done
SEPARATE_COUNT=$(total_instructions "$BENCH/separate-out")

# Where one more example's instructions go: each program's share of the difference.
by_program() { # folder of callgrind files
  awk '/^cmd:/ && !named[FILENAME]++ { split($2, path, "/"); program[FILENAME] = path[length(path)] }
       /^(summary|totals):/ && !seen[FILENAME]++ { sum[program[FILENAME]] += $2 }
       END { for (name in sum) printf "%s %.0f\n", name, sum[name] }' "$1"/callgrind.*
}
echo
printf '%-44s %16s\n' "one more example, by program" "instructions"
join -a 1 -a 2 -e 0 -o 0,1.2,2.2 <(by_program "$BENCH/cold-$SMALL" | sort) <(by_program "$BENCH/cold-$LARGE" | sort) |
  awk -v n="$((LARGE - SMALL))" '{ printf "  %-42s %16.0f\n", $1, ($3 - $2) / n }' | sort -k2 -n -r
echo

awk -v small="$SMALL_COUNT" -v large="$LARGE_COUNT" -v ns="$SMALL" -v nl="$LARGE" -v separate="$SEPARATE_COUNT" -v subset="$SUBSET" 'BEGIN {
  per = (large - small) / (nl - ns); fixed = small - per * ns; one = separate / subset
  printf "%-44s %16s\n", "", "instructions"
  printf "%-44s %16.0f\n", "cold run, " ns " examples", small
  printf "%-44s %16.0f\n", "cold run, " nl " examples", large
  printf "%-44s %16.0f\n", "per example (" ns " to " nl ")", per
  printf "%-44s %16.0f\n", "fixed cost of a cold run", fixed
  printf "%-44s %16.0f   %d compiled and run\n", "one executable per example, each", one, subset
  printf "%-44s %15.0fx\n", "ratio, one more example (separate / playbook)", one / per
  printf "%-44s %15.0fx\n", "ratio at " nl " examples, fixed cost included", one * nl / large
}'
