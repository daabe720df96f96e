#!/usr/bin/env python3
"""Fails when Sources/Rx has a dynamic cast that the allow-list below does not name.

A dynamic cast (`as?`, `as!`, `is`) to an existential or generic type makes the
Swift runtime look up a protocol conformance or generic metadata, thousands of
instructions where it is done per subscription or per element. Rx's subscribe
and element paths have none (issue 14): a sink hands elements downstream
through `ObserverType._receiveNext`, not through a cast. This check keeps it so.

Every cast in Sources/Rx must match an entry of ALLOWED: a file, a piece of the
line's code, how many casts of that file match it, and why the cast is not on a
subscribe or element path (or, for the entries marked "pending", which work
removes it). A cast no entry accounts for fails the check, in the compiler's
format (`Sources/Rx/X.swift:12:30: error: ...`); so does an entry that matches
fewer casts than it says (the list must stay exact).

Usage: .ci/no-dynamic-casts.py [--root PATH] [--list]
  --root PATH  the repository to check (default: this script's repository)
  --list       print every cast found, allowed or not, with its reason
"""

import os
import re
import sys

import checker
from swift_source import strip_comments_and_strings

# (file under Sources/Rx, a piece of the line's code, count, reason)
ALLOWED = [
    ("Foundation/URLSession+Rx.swift", "response as? HTTPURLResponse", 1,
     "Foundation hands a URLResponse; once per HTTP response, not an operator path"),
    ("Foundation/URLSession+RequestLogging.swift", "response as? HTTPURLResponse", 1,
     "request logging (Logging.URLRequests), once per response when logging is on"),
    ("Foundation/NSObject+KVO.swift", "value as? Element", 1,
     "KVO delivers Any (Objective-C platforms only; not compiled on Linux)"),
    ("Foundation/NSObject+KVO.swift", "value is NSNull", 1,
     "KVO delivers NSNull for nil (Objective-C platforms only)"),
    ("Schedulers/RecursiveScheduler.swift", "self is CurrentThreadScheduler", 1,
     "a check against one final, non-generic class (no conformance lookup), once per scheduleRecursive"),
    ("Observables/Sequence.swift", "scheduler is CurrentThreadScheduler", 1,
     "a check against one final, non-generic class, once per subscription: picks the trampoline loop"),
    ("Observables/Range.swift", "scheduler is CurrentThreadScheduler", 1,
     "a check against one final, non-generic class, once per subscription: picks the trampoline loop"),
    ("Observables/ObserveOn.swift", "scheduler as? SerialDispatchQueueScheduler", 1,
     "a check against one non-generic class, once when the operator is built (not per subscription)"),
    ("Observables/RetryWhen.swift", "error as? Failure", 1,
     "the error path, once per failure: retryWhen's trigger takes errors of the type the caller names"),
    ("Observables/AsyncSequence+Rx.swift", "catch is CancellationError", 1,
     "the error path of the async-sequence bridge, once per cancelled task"),
]

CAST = re.compile(r"\b(as[?!])|\b(is)\s+(?=[A-Za-z_(\[])")


def find_casts(root):
    """Yields (relative path, line number, column, cast, line code) for every cast in Sources/Rx."""
    base = os.path.join(root, "Sources", "Rx")
    for directory, _, files in sorted(os.walk(base)):
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            with open(path, encoding="utf-8") as handle:
                code = strip_comments_and_strings(handle.read())
            for number, line in enumerate(code.split("\n"), 1):
                for match in CAST.finditer(line):
                    cast = match.group(1) or match.group(2)
                    yield os.path.relpath(path, base), number, match.start() + 1, cast, line.strip()


def check(root, list_all=False):
    """Returns the error lines (empty when every cast is accounted for)."""
    remaining = {index: entry[2] for index, entry in enumerate(ALLOWED)}
    errors = []
    for relative, number, column, cast, line in find_casts(root):
        shown = os.path.join("Sources", "Rx", relative)
        for index, (file, piece, _, reason) in enumerate(ALLOWED):
            if file == relative and piece in line and remaining[index] > 0:
                remaining[index] -= 1
                if list_all:
                    print(f"{shown}:{number}:{column}: allowed '{cast}': {reason}")
                break
        else:
            errors.append(checker.error(shown, number, column, f"dynamic cast '{cast}' in `{line}`: "
                                        "Rx's subscribe and element paths have no dynamic casts (issue 14); use a "
                                        "protocol requirement or a typed path, or, if this is on neither path, add "
                                        "it with its reason to ALLOWED in .ci/no-dynamic-casts.py"))
    for index, left in remaining.items():
        if left > 0:
            file, piece, count, _ = ALLOWED[index]
            errors.append(f".ci/no-dynamic-casts.py: error: the entry for Sources/Rx/{file} ('{piece}') allows "
                          f"{count} casts but {count - left} remain; lower its count or remove it")
    return errors


def _options(parser):
    parser.add_argument("--list", action="store_true", help="print every cast found, allowed or not, with its reason")


if __name__ == "__main__":
    sys.exit(checker.main(
        __doc__, lambda arguments: check(arguments.root, arguments.list),
        "no-dynamic-casts: every cast in Sources/Rx is in the allow-list, none on a subscribe or element path",
        options=_options))
