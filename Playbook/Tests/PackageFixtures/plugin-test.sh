#!/usr/bin/env bash
# The SwiftPM plugin on packages that are not this repository's, each adding
# the plugin package (Playbook/PlaybookPlugin) as any package would and
# running `swift package playbook ...`:
#
#   Shapes      its Docs, DocC catalog and doc comments pass; each example of
#               its Mistakes fails at its own path:line; `build` writes a site.
#   RxClient    depends on a package with targets named RxSwift, RxRelay,
#               RxCocoa, RxBlocking and RxTest (this repository's root): its
#               README's plain and marble examples pass, the marble helpers
#               built on that package's RxSwift and RxTest; its dependency
#               graph holds nothing of playbook's (swift package show-dependencies).
#   OwnPlaybook declares a target named Playbook and depends on
#               swift-argument-parser, as playbook does: its README passes.
#   RealDocs    a README written as real ones are (no output blocks, blocks
#               building on earlier ones, trailing-comment results, manifest
#               snippets, pseudo-code, a signature listing) and a dependency
#               with a C target (swift-numerics): verified with no
#               configuration, its one planted mistake fails at its line.
#
# Run from the repository root (`make test-plugin`). PLAYBOOK_TOOL_BUILD (by
# default Playbook/.build, where `make build` put the tool) is where the
# plugin builds the tool; SCRATCH (default .build/plugin-fixtures) holds each
# fixture's SwiftPM build folder, kept between runs.
set -u
fixtures=Playbook/Tests/PackageFixtures
scratch=${SCRATCH:-.build/plugin-fixtures}
swift=${SWIFT:-swift}
export PLAYBOOK_TOOL_BUILD=${PLAYBOOK_TOOL_BUILD:-$PWD/Playbook/.build}
mkdir -p "$scratch"
failures=0

fail() {
    echo "plugin-test: error: $*" >&2
    failures=$((failures + 1))
}

# plugin FIXTURE ARGUMENTS...: swift package playbook ARGUMENTS in the fixture; output in $log.
plugin() {
    local fixture=$1
    shift
    log=$scratch/$fixture.log
    "$swift" package --package-path "$fixtures/$fixture" --scratch-path "$scratch/$fixture" --allow-writing-to-package-directory \
        playbook "$@" > "$log" 2>&1
}

# expect LINE-PATTERN...: each pattern matches a line of $log.
expect() {
    for pattern in "$@"; do
        grep -q -e "$pattern" "$log" || fail "no line matching '$pattern' in $log"
    done
}

# Shapes 1. The correct examples pass: 4 in Docs/, 1 in the DocC catalog, 2 in doc comments.
if plugin Shapes test Docs Sources; then
    expect '^7 passed, 0 failed, 0 skipped$'
else
    fail "swift package playbook test Docs Sources (Shapes) exited with status $?:"; cat "$log" >&2
fi

# One example, its output streamed (libraries and harness built by the step above).
if plugin Shapes run Docs/02-circles.md --example 2; then
    expect '^area 3.14, perimeter 6.28$'
else
    fail "swift package playbook run Docs/02-circles.md --example 2 (Shapes) exited with status $?:"; cat "$log" >&2
fi

# Shapes 2. The wrong ones fail, each at its own line, and the command fails.
if plugin Shapes test Mistakes; then
    fail "swift package playbook test Mistakes (Shapes) succeeded; its four examples must fail"
fi
expect \
    '^Mistakes/wrong-area.md:12:1: error: output differs from the expected block' \
    '^Mistakes/marble-without-rx.md:6:1: error: example does not compile' \
    'marble examples are built with RxSwift and RxTest' \
    '^Mistakes/Wrong.docc/Wrong.md:12:1: error: output differs from the expected block' \
    '^Mistakes/Sources/Shapes/Misdocumented.swift:9:5: error: output differs from the expected block' \
    '^0 passed, 4 failed, 0 skipped$'

# Shapes 3. The site of the correct chapters (results cached by step 1).
site=$scratch/shapes-site
rm -rf "$site"
if plugin Shapes build Docs --output "$PWD/$site"; then
    [ -f "$site/index.html" ] && [ -f "$site/Docs/01-rectangles.html" ] || fail "playbook build Docs (Shapes) wrote no $site/index.html and Docs/01-rectangles.html"
else
    fail "swift package playbook build Docs (Shapes) exited with status $?:"; cat "$log" >&2
fi

# RxClient: plain and marble examples against the package's own RxSwift and RxTest.
if plugin RxClient test README.md; then
    expect '^4 passed, 0 failed, 0 skipped$'
else
    fail "swift package playbook test README.md (RxClient) exited with status $?:"; cat "$log" >&2
fi
log=$scratch/RxClient-dependencies.log
"$swift" package --package-path "$fixtures/RxClient" --scratch-path "$scratch/RxClient" show-dependencies > "$log" 2>&1 ||
    fail "swift package show-dependencies (RxClient) failed: see $log"
if grep -q -i -e 'swift-syntax' -e 'flyingfox' -e 'swift-argument-parser' "$log"; then
    fail "RxClient's dependency graph holds one of playbook's own dependencies:"; cat "$log" >&2
fi

# OwnPlaybook: a target named Playbook and swift-argument-parser in the documented graph.
if plugin OwnPlaybook test README.md; then
    expect '^2 passed, 0 failed, 0 skipped$'
else
    fail "swift package playbook test README.md (OwnPlaybook) exited with status $?:"; cat "$log" >&2
fi

# RealDocs: zero configuration; the correct examples pass, the planted one fails at its line.
if plugin RealDocs test README.md; then
    fail "swift package playbook test README.md (RealDocs) succeeded; its planted mistakes (README.md:61, :84) must fail"
fi
expect \
    '^README.md:61:1: error: output differs from the expected block' \
    "^README.md:84:1: error: example does not compile" \
    "^ *README.md:85:8: error: no such module 'Statistic'" \
    "skipped: 2 declarations without bodies, 1 an import of a module nothing here provides, 1 not Swift that parses" \
    '^5 passed, 2 failed, 4 skipped$'

if [ "$failures" -ne 0 ]; then
    echo "plugin-test: $failures check(s) failed" >&2
    exit 1
fi
echo "plugin-test: Shapes, RxClient, OwnPlaybook and RealDocs verified through the plugin as expected"
