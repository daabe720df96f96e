#!/usr/bin/env bash
# The first run of the playbook plugin in a package that never used it, as
# Benchmarks/RESULTS.md reports: swift-algorithms at a tag, the plugin added
# to its manifest as README says, then `swift package playbook test`
#   1. with an empty tool cache (the first package on a machine), and
#   2. in a second clone with the tool cache that run filled.
# Prints the seconds from the command to the verdict, and the verdict.
#
#   bash Benchmarks/first-run.sh [GIT-URL-OR-PATH [TAG]]
#
# The default source is the machine's mirror of swift-algorithms at 1.2.1.
# Packages are fetched from SwiftPM's cache as they would be for any user;
# the tool cache is a temporary XDG_CACHE_HOME, so nothing of yours is used.
set -eu
repo=$(cd "$(dirname "$0")/.." && pwd)
source=${1:-/opt/swift-packages/apple/swift-algorithms.git}
tag=${2:-1.2.1}
root=$(mktemp -d "${TMPDIR:-/tmp}/playbook-first-run.XXXXXX")
export XDG_CACHE_HOME=$root/cache
unset PLAYBOOK_TOOL_BUILD

run() {
    local case=$1 clone=$root/$1
    git clone -q "$source" "$clone"
    git -C "$clone" checkout -q "$tag"
    python3 - "$repo" "$clone/Package.swift" <<'PY'
import re, sys
repo, manifest = sys.argv[1], sys.argv[2]
text = open(manifest).read()
line = '.package(path: "%s/Playbook/PlaybookPlugin"),' % repo
if re.search(r'^\s*dependencies:\s*\[', text, re.M):
    text = re.sub(r'(^\s*dependencies:\s*\[)', lambda m: m.group(1) + '\n        ' + line, text, count=1, flags=re.M)
else:
    sys.exit("first-run.sh: %s has no dependencies: [ to add the plugin to" % manifest)
open(manifest, 'w').write(text)
PY
    local start end
    start=$(date +%s.%N)
    (cd "$clone" && swift package --allow-writing-to-package-directory playbook test >"$root/$case.log" 2>&1) || true
    end=$(date +%s.%N)
    printf '%s: %.0f s to the verdict (%s); load %s\n' "$case" "$(echo "$end - $start" | bc)" \
        "$(tail -1 "$root/$case.log")" "$(cut -d' ' -f1-3 /proc/loadavg)"
}

run empty-tool-cache
run tool-already-built
echo "logs: $root/*.log"
