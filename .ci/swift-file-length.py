#!/usr/bin/env python3
"""Fails when a Swift file is over 400 lines (CONTRIBUTING, "Style and checks").

A file over the rule is split by behaviour, as `Type+Aspect.swift` (a test
file by what its tests cover; a test helper more than one file uses goes to
the target's Helpers/). Checked: the Swift files git tracks, sources and
tests, but for the generated ones (their first line says "Generated from
Scripts/generate-arity/": their templates are what is edited) and the tests'
fixtures (playbook's inputs, whatever their length). A file over the rule is
reported at its line 401 in the compiler's format
(`Tests/RxTests/XTests.swift:401:1: error: ...`).

Usage: .ci/swift-file-length.py [--root PATH]
"""

import os
import re
import sys

import checker

LIMIT = 400
FIXTURES = re.compile(r"^Playbook/Tests/(PlaybookTests/(Fixtures|SiteFixtures)|PackageFixtures)/")
GENERATED = "// Generated from Scripts/generate-arity/"


def tracked_swift_files(root):
    """The Swift files git tracks under ROOT, but for the tests' fixtures."""
    return [path for path in checker.tracked_files(root, "*.swift") if not FIXTURES.match(path)]


def check(root, files=None):
    """The error lines (empty when no file checked is over LIMIT lines)."""
    errors = []
    for relative in files if files is not None else tracked_swift_files(root):
        with open(os.path.join(root, relative), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        if len(lines) <= LIMIT or lines[0].startswith(GENERATED):
            continue
        aspect = "by what its tests cover" if re.search(r"(^|/)Tests/", relative) else "by behaviour"
        errors.append(
            f"{relative}:{LIMIT + 1}:1: error: {len(lines)} lines, over the {LIMIT}-line rule: split the file {aspect} "
            f"into files of at most {LIMIT} lines, as `Type+Aspect.swift` (CONTRIBUTING, \"Style and checks\")")
    return errors




if __name__ == "__main__":
    sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root), lambda arguments: f"swift-file-length: the {len(tracked_swift_files(arguments.root))} Swift files checked have at most {LIMIT} lines each"))
