#!/usr/bin/env bash
# make test-shards: the sharded flow of the CI workflow in the manual
# (Playbook/Manual/04-shards-merge-cache.md), on this machine. One whole run, then SHARDS shards of the same
# paths as SHARDS processes at once (one work folder, one cache folder that
# persists from run to run as a CI cache step carries it), their JSON reports
# joined by playbook merge, which also records the durations in the cache
# for the next split. Fails unless the merged report has the single run's
# examples, verdicts, failures, summary and exit status.
#
# Usage: Scripts/test-shards.sh [PLAYBOOK-BINARY] [PATH...]
#   SHARDS=N (default 3); FRESH=1 empties the shards' cache first (everything runs).
set -uo pipefail
cd "$(dirname "$0")/.."
PLAYBOOK=${1:-Playbook/.build/debug/playbook}
shift || true
PATHS=("$@")
[ ${#PATHS[@]} -gt 0 ] || PATHS=(Docs Playgrounds Sources)
SHARDS=${SHARDS:-3}
OUT=.build/playbook-shards
CACHE=$OUT/cache
mkdir -p "$OUT"
rm -f "$OUT"/shard-*.json "$OUT"/shard-*.log
[ "${FRESH:-0}" = 1 ] && rm -rf "$CACHE"
now() { date +%s.%N; }

start=$(now)
"$PLAYBOOK" test "${PATHS[@]}" --format json > "$OUT/single.json" 2> "$OUT/single.log"
single_status=$?
single_wall=$(awk -v a="$(now)" -v b="$start" 'BEGIN { print a - b }')

start=$(now)
pids=()
for index in $(seq 1 "$SHARDS"); do
  "$PLAYBOOK" test "${PATHS[@]}" --shard "$index/$SHARDS" --cache-path "$CACHE" --format json \
    > "$OUT/shard-$index.json" 2> "$OUT/shard-$index.log" &
  pids+=($!)
done
for index in "${!pids[@]}"; do
  wait "${pids[$index]}"
  status=$?
  if [ "$status" -gt 1 ]; then
    echo "test-shards: shard $((index + 1))/$SHARDS ended with status $status:" >&2
    tail -n 20 "$OUT/shard-$((index + 1)).log" >&2
    exit 1
  fi
done
reports=()
for index in $(seq 1 "$SHARDS"); do reports+=("$OUT/shard-$index.json"); done
"$PLAYBOOK" merge "${reports[@]}" --format json --cache-path "$CACHE" --junit-path "$OUT/junit.xml" > "$OUT/merged.json" 2> "$OUT/merge.log"
merged_status=$?
sharded_wall=$(awk -v a="$(now)" -v b="$start" 'BEGIN { print a - b }')
if [ "$merged_status" -gt 1 ] || [ ! -s "$OUT/merged.json" ]; then
  echo "test-shards: playbook merge failed (status $merged_status):" >&2; cat "$OUT/merge.log" >&2; exit 1
fi

python3 - "$OUT/single.json" "$OUT/merged.json" "$single_status" "$merged_status" "$SHARDS" "$single_wall" "$sharded_wall" <<'PYTHON'
import json, sys
single_file, merged_file, single_status, merged_status, shards, single_wall, sharded_wall = sys.argv[1:]

def verdicts(path):
    """The report without what differs from run to run: durations and what came from a cache."""
    with open(path) as file:
        report = json.load(file)
    for key in ("seconds", "cached"):
        report.pop(key, None)
    for entry in report["examples"]:
        entry.pop("seconds", None)
        entry.pop("cached", None)
    return report

single, merged = verdicts(single_file), verdicts(merged_file)
problems = []
if single_status != merged_status:
    problems.append(f"exit status: single run {single_status}, merged {merged_status}")
for key in sorted(set(single) | set(merged)):
    if key != "examples" and single.get(key) != merged.get(key):
        problems.append(f"{key}: single run {single.get(key)!r}, merged {merged.get(key)!r}")
names = [entry["name"] for entry in single["examples"]]
merged_names = [entry["name"] for entry in merged["examples"]]
if names != merged_names:
    problems.append(f"examples: the single run has {len(names)}, the merge {len(merged_names)} (or in another order)")
else:
    for one, other in zip(single["examples"], merged["examples"]):
        if one != other:
            problems.append(f"{one['name']}: single run {one}, merged {other}")
if problems:
    print("test-shards: the merged report differs from the single run's:", file=sys.stderr)
    for problem in problems[:20]:
        print("  " + problem, file=sys.stderr)
    sys.exit(1)
summary = f"{merged['passed']} passed, {merged['failed']} failed, {merged['skipped']} skipped"
print(f"test-shards: {shards} shards merged into the single run's report ({summary}, exit status {merged_status});"
      f" wall {float(sharded_wall):.1f} s for the shards and merge, {float(single_wall):.1f} s for the single run")
PYTHON
