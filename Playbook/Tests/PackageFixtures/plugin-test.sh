#!/usr/bin/env bash
# The SwiftPM plugin on a package that is not Rx: Tests/PackageFixtures/Shapes
# depends on this repository by path and runs `swift package playbook ...`
# as any package would. Its examples must pass: Docs/ chapters, the DocC
# catalog Sources/Shapes/Shapes.docc and the doc comments in Sources/Shapes;
# each example of Mistakes/ (a chapter, a marble example without Rx, a DocC
# article, a doc comment) must fail at its own path:line with a non-zero exit;
# `build` must write a site. Run from the repository root (`make test-plugin`).
# SCRATCH (default .build/plugin-fixture) is SwiftPM's build folder for the
# fixture: it holds the playbook tool built for the plugin, kept between runs.
set -u
fixture=Tests/PackageFixtures/Shapes
scratch=${SCRATCH:-.build/plugin-fixture}
swift=${SWIFT:-swift}
log=$scratch/plugin-test.log
mkdir -p "$scratch"
failures=0

fail() {
    echo "plugin-test: error: $*" >&2
    failures=$((failures + 1))
}

# The fixture resolves the same versions of this package's dependencies.
if [ -f Package.resolved ]; then cp Package.resolved "$fixture/Package.resolved"; fi

plugin() {
    "$swift" package --package-path "$fixture" --scratch-path "$scratch" --allow-writing-to-package-directory playbook "$@" \
        > "$log" 2>&1
}

# 1. The correct examples pass: 4 in Docs/, 1 in the DocC catalog, 2 in doc comments.
if plugin test Docs Sources; then
    grep -q '^7 passed, 0 failed, 0 skipped$' "$log" || fail "playbook test Docs Sources did not report 7 passed, 0 failed (see $log)"
else
    fail "swift package playbook test Docs Sources exited with status $?:"; cat "$log" >&2
fi
cp "$log" "$scratch/plugin-test-docs.log"

# One example, its output streamed (libraries and harness built by step 1).
if plugin run Docs/02-circles.md --example 2; then
    grep -q '^area 3.14, perimeter 6.28$' "$log" || fail "playbook run Docs/02-circles.md --example 2 did not print the circle's summary (see $log)"
else
    fail "swift package playbook run Docs/02-circles.md --example 2 exited with status $?:"; cat "$log" >&2
fi

# 2. The wrong ones fail, each at its own line, and the command fails.
if plugin test Mistakes; then
    fail "swift package playbook test Mistakes succeeded; its four examples must fail"
fi
for expected in \
    '^Mistakes/wrong-area.md:12:1: error: output differs from the expected block' \
    '^Mistakes/marble-without-rx.md:6:1: error: example does not compile' \
    'marble examples are built with Rx and RxTesting' \
    '^Mistakes/Wrong.docc/Wrong.md:12:1: error: output differs from the expected block' \
    '^Mistakes/Sources/Shapes/Misdocumented.swift:9:5: error: output differs from the expected block' \
    '^0 passed, 4 failed, 0 skipped$'; do
    grep -q -e "$expected" "$log" || fail "playbook test Mistakes: no line matching '$expected' in its output:"
done
[ "$failures" -eq 0 ] || cat "$log" >&2
cp "$log" "$scratch/plugin-test-mistakes.log"

# 3. The site of the correct chapters (results cached by step 1).
site=$scratch/shapes-site
rm -rf "$site"
if plugin build Docs --output "$PWD/$site"; then
    [ -f "$site/index.html" ] && [ -f "$site/Docs/01-rectangles.html" ] || fail "playbook build Docs wrote no $site/index.html and Docs/01-rectangles.html"
else
    fail "swift package playbook build Docs exited with status $?:"; cat "$log" >&2
fi

if [ "$failures" -ne 0 ]; then
    echo "plugin-test: $failures check(s) failed" >&2
    exit 1
fi
echo "plugin-test: Docs passed, Mistakes failed at their lines, the site was written"
