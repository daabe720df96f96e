#!/usr/bin/env python3
"""Fails when Sources/Rx takes a lock other than through `performLocked { }`.

Rx has one lock idiom (Sources/Rx/LOCKS.md): `lock.performLocked { ... }`
reads and changes state under the lock and returns what to act on, so that
every disposal, subscription, replay and call into foreign code after it is
visibly outside the lock. A bare `lock()` / `unlock()` pair (or a `defer`)
hides where the lock ends; an `NSLock` or `NSRecursiveLock` bypasses
`RecursiveLock`'s disposals after unlocking; Synchronization's `Mutex` locks
inside the uninstrumented standard library, where the thread sanitizer cannot
see it (it reported every access under one as a race), so state that nothing
is called under takes a `PlainLock`. Only Core/Locks.swift, which implements
the locks, calls `lock()` and `unlock()`; the lock words under them
(`LockWord`, `ReentrantLockWord`, `Parker`) appear only there.

Every match is reported in the compiler's format
(`Sources/Rx/X.swift:12:9: error: ...`). Comments and string literals are
ignored.

Usage: .ci/one-lock-idiom.py [--root PATH]
"""

import os
import re
import sys

import checker
from swift_source import strip_comments_and_strings

# The lock's own implementation.
EXEMPT = {os.path.join("Core", "Locks.swift")}
PATTERN = re.compile(r"\.\s*(lock|unlock)\s*\(\s*\)|\b(NSLock|NSRecursiveLock|Mutex|LockWord|ReentrantLockWord|Parker)\b")
# The lock words under the locks: only Core/Locks.swift uses them (a sink that
# is its own lock subclasses `LockingForwardingSink`).
WORDS = {"LockWord", "ReentrantLockWord", "Parker"}


def check(root):
    """Returns the error lines (empty when every lock is taken through performLocked)."""
    errors = []
    base = os.path.join(root, "Sources", "Rx")
    for directory, _, files in sorted(os.walk(base)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            relative = os.path.relpath(path, base)
            shown = os.path.join("Sources", "Rx", relative)
            if relative in EXEMPT:
                continue
            with open(path, encoding="utf-8") as handle:
                code = strip_comments_and_strings(handle.read())
            for number, line in enumerate(code.split("\n"), 1):
                for match in PATTERN.finditer(line):
                    what = f"{match.group(1)}()" if match.group(1) else match.group(2)
                    if what in WORDS:
                        advice = (f"'{what}' outside Core/Locks.swift: take a `RecursiveLock` or a `PlainLock` with "
                                  "`performLocked { ... }`, or subclass `LockingForwardingSink` (Sources/Rx/LOCKS.md)")
                    elif what == "Mutex":
                        advice = ("'Mutex' in Sources/Rx: the thread sanitizer cannot see it; take a `PlainLock` "
                                  "(Core/Locks.swift) with `performLocked { ... }` (Sources/Rx/LOCKS.md)")
                    else:
                        advice = (f"'{what}' outside Core/Locks.swift: take the lock with `lock.performLocked {{ ... }}`, "
                                  "return what to act on, and act after it returns (Sources/Rx/LOCKS.md, "
                                  "\"How to follow it\")")
                    errors.append(checker.error(shown, number, match.start() + 1, advice))
    return errors


if __name__ == "__main__":
    sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root),
                          "one-lock-idiom: every lock in Sources/Rx is taken through performLocked"))
