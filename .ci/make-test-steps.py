#!/usr/bin/env python3
"""Fails when the Makefile's list of what `make test` runs disagrees with the
`test:` target's prerequisites.

The list is the comment block right above `test:`, one step a line
(`#   check-locks      what it checks`); CONTRIBUTING's make targets link to it
instead of listing the steps themselves. Its steps must be the target's
prerequisites, in the same order. Errors are reported in the compiler's
format (`Makefile:44:5: error: ...`).

Usage: .ci/make-test-steps.py [--root PATH]
"""

import os
import re
import sys

import checker

STEP = re.compile(r"^#   ([\w-]+)\s{2,}\S")


def check(root):
    """The errors of ROOT/Makefile's list of make test's steps."""
    with open(os.path.join(root, "Makefile"), encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    target = next((number for number, line in enumerate(lines) if line.startswith("test:")), None)
    if target is None:
        return [checker.error("Makefile", 1, 1, "no 'test:' target")]
    prerequisites = lines[target][len("test:"):].split()
    steps = []
    number = target - 1
    while number >= 0 and lines[number].startswith("#"):
        match = STEP.match(lines[number])
        if match:
            steps.insert(0, (match.group(1), number + 1))
        number -= 1
    if not steps:
        return [checker.error("Makefile", target + 1, 1, "no list of make test's steps above 'test:': write one "
                              "step a line, '#   step   what it does', in the order of the prerequisites")]
    errors = []
    listed = [name for name, _ in steps]
    for name, line in steps:
        if name not in prerequisites:
            errors.append(checker.error("Makefile", line, 5, f"'{name}' is listed as a step of make test but is not a "
                                        "prerequisite of 'test:': remove it from the list or add it to the target"))
    for index, name in enumerate(prerequisites):
        if name not in listed:
            column = lines[target].index(f" {name}") + 2
            errors.append(checker.error("Makefile", target + 1, column, f"'{name}' is a prerequisite of 'test:' but "
                                        f"is not in the list of steps above it: add a line '#   {name}   what it does'"))
    common = [name for name in listed if name in prerequisites]
    if not errors and common != prerequisites:
        errors.append(checker.error("Makefile", steps[0][1], 5, "the list of steps is not in the order of 'test:''s "
                                    f"prerequisites ({' '.join(prerequisites)}): reorder it"))
    return errors


if __name__ == "__main__":
    sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root),
                          "make-test-steps: the Makefile lists make test's steps as its test target runs them"))
