#!/usr/bin/env python3
"""Checks Rx's declarations against RxSwift 6's public API list.

Every `- [static ]Context.name(labels:)` line of RX-API.md is looked up among
the declarations of Rx, RxTesting and RxBlocking by context (the enclosing
type, protocol or extension), name, argument labels and `static`. The
declarations are read by playbook with swift-syntax (`playbook declarations`,
the reader of the operator pages too); this script only compares.

Usage: .ci/rx-api-audit.py [--api PATH] [--known PATH] [--playbook PATH | --declarations JSON] [--verbose]

Prints the entries that have no matching declaration. Entries listed in the
known-absent file (`.ci/rx-api-known-absent.txt`, one API line per line, a
`# reason` after it) are reported as "documented absent" and do not fail the
check; any other missing entry makes the script exit with status 1.
Declarations compiled only under `#if canImport(ObjectiveC)`-style conditions
are reported as "Apple platforms only".
"""

import argparse
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_DIRS = ["Sources/Rx", "Sources/RxTesting", "Sources/RxBlocking"]
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# `#if` conditions false on Linux.
APPLE_ONLY = re.compile(r"canImport\((ObjectiveC|UIKit|AppKit|Darwin)\)|os\((macOS|iOS|tvOS|watchOS|visionOS)\)|_runtime\(_ObjC\)")


def read_declarations(printed):
    """The declarations and conformances in what `playbook declarations` printed,
    as the comparison uses them."""
    declarations = []
    for found in printed["declarations"]:
        parameters = found["parameters"]
        declarations.append({
            "context": found.get("context"),
            "name": found["name"],
            "labels": tuple(parameter["label"] for parameter in parameters),
            "generator_labels": generator_labels(", ".join(parameter["text"] for parameter in parameters)),
            "params": [(parameter["label"], parameter["mayBeLeftOut"]) for parameter in parameters],
            "enclosing": found["enclosing"],
            "static": found["isStatic"],
            "public": found["isPublic"],
            # Under a condition one of whose terms, not negated, holds only on Apple platforms.
            "apple_only": any(APPLE_ONLY.search(term) and not term.startswith("!(")
                              for condition in found["conditions"] for term in condition.split(" && ")),
            "where": f"{found['file']}:{found['line']}",
        })
    conformances = {name: set(protocols) for name, protocols in printed["conformances"].items()}
    return declarations, conformances


def run_playbook(playbook):
    """What `playbook declarations` prints for SOURCE_DIRS, read from the repository's root."""
    if not os.path.exists(playbook):
        raise SystemExit(f"rx-api-audit: error: no playbook at {playbook}; build it (make build) or give --playbook PATH")
    done = subprocess.run([playbook, "declarations", *SOURCE_DIRS], cwd=ROOT, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"rx-api-audit: error: {playbook} declarations failed ({done.returncode}): {done.stderr.strip()}")
    return json.loads(done.stdout)


def generator_labels(params):
    """The labels RX-API.md's generator derived from a parameter list.

    It split parameters at commas outside brackets but counted the `>` of `->`
    as a closing bracket, so after a closure parameter the remaining
    parameters merge into one (`subscribe(onNext:)` for
    `subscribe(onNext:onError:onCompleted:onDisposed:)`) or split inside a
    type (`distinctUntilChanged(_:K):)`). Simulating the bug lets such lines
    match the declaration they came from.
    """
    parts, depth, current = [], 0, []
    for ch in params:
        if ch in "([<":
            depth += 1
        elif ch in ")]>":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(ch)
    if "".join(current).strip():
        parts.append("".join(current))
    labels = []
    for part in parts:
        words = re.sub(r"@\w+", "", part.split(":", 1)[0]).split()
        if words:
            labels.append(words[0].strip("`"))
    return tuple(labels)


API_LINE = re.compile(r"^- (?P<static>static )?(?P<context>[A-Za-z_][A-Za-z0-9_]*)\.(?P<name>`?[^(`]+`?)\((?P<labels>.*)\)(?P<rest>[^)]*)$")


def parse_api(path):
    entries = []
    with open(path, encoding="utf-8") as file:
        lines = file.readlines()
    for raw in lines:
        line = raw.rstrip("\n")
        m = API_LINE.match(line)
        if not m:
            continue
        labels = [label for label in m.group("labels").split(":") if label != ""]
        entries.append({
            "line": line[2:],
            "static": bool(m.group("static")),
            "context": None if m.group("context") == "None" else m.group("context"),
            "name": m.group("name").strip("`"),
            "labels": tuple(labels),
            "deprecated": "deprecated" in m.group("rest"),
        })
    return entries


def load_known(path):
    known = {}
    if not os.path.exists(path):
        return known
    with open(path, encoding="utf-8") as file:
        lines = file.readlines()
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        entry, _, reason = line.partition("#")
        known[entry.strip()] = reason.strip()
    return known


def labels_match(wanted, decl):
    """Whether a call written with the labels `wanted` reaches `decl`.

    Exact labels; labels after leaving out parameters that have default values
    (`subscribe(onNext:)` calls `subscribe(onNext:onError:onCompleted:onDisposed:)`);
    or the labels RX-API.md's generator derived from the declaration, where a
    label that is not an identifier (`K)`, the debris of a split closure type)
    matches any such debris.
    """
    if wanted == decl["labels"]:
        return True
    if callable_with(list(wanted), decl["params"]):
        return True
    derived = decl["generator_labels"]
    if len(derived) == len(wanted):
        return all(w == d or not IDENT.match(w) and w != "_" and not IDENT.match(d) and d != "_"
                   for w, d in zip(wanted, derived))
    return False


def callable_with(wanted, params):
    if not params:
        return not wanted
    (label, defaulted), rest = params[0], params[1:]
    if wanted and wanted[0] == label and callable_with(wanted[1:], rest):
        return True
    return defaulted and callable_with(wanted, rest)


def main():
    parser = argparse.ArgumentParser()
    # shared/ sits beside the repository (CI clones main next to it).
    parser.add_argument("--api", default=os.environ.get("RX_API", os.path.join(os.path.dirname(ROOT), "shared", "RX-API.md")))
    parser.add_argument("--known", default=os.path.join(ROOT, ".ci/rx-api-known-absent.txt"))
    parser.add_argument("--playbook", default=os.path.join(ROOT, "Playbook/.build/debug/playbook"),
                        help="the playbook that reads the declarations")
    parser.add_argument("--declarations", help="what `playbook declarations` printed, instead of running it")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    if args.declarations:
        with open(args.declarations, encoding="utf-8") as printed:
            declarations, conformances = read_declarations(json.load(printed))
    else:
        declarations, conformances = read_declarations(run_playbook(args.playbook))

    def supertypes(context):
        """`context` and every protocol it conforms to, transitively."""
        seen, todo = set(), [context]
        while todo:
            current = todo.pop()
            if current not in seen:
                seen.add(current)
                todo.extend(conformances.get(current, ()))
        return seen

    by_name = {}
    for decl in declarations:
        by_name.setdefault(decl["name"], []).append(decl)

    if not os.path.exists(args.api):
        print(f"rx-api-audit: no API list at {args.api} (give --api PATH or set RX_API)", file=sys.stderr)
        return 2
    known = load_known(args.known)
    entries = parse_api(args.api)
    stale = set(known) - {entry["line"] for entry in entries}
    results = {"declared": [], "internal": [], "apple-only": [], "synthesised": [],
               "documented": [], "elsewhere": [], "missing": []}
    for entry in entries:
        candidates = [d for d in by_name.get(entry["name"], []) if labels_match(entry["labels"], d)]
        # A member of the type itself, of a type it is nested in (RX-API.md
        # names the outer type), or of a protocol it conforms to.
        accepted = supertypes(entry["context"]) if entry["context"] else {None}
        here = [d for d in candidates if d["static"] == entry["static"]
                and (d["context"] in accepted or entry["context"] in d["enclosing"])]
        # The entry's own type's declaration first, then its protocols'.
        here.sort(key=lambda d: d["context"] != entry["context"])
        public = [d for d in here if d["public"]]
        if public and not all(d["apple_only"] for d in public):
            results["declared"].append((entry, public[0]["where"]))
        elif public:
            results["apple-only"].append((entry, public[0]["where"]))
        elif here:
            # RX-API.md also lists some of RxSwift's internal members.
            results["internal"].append((entry, here[0]["where"]))
        elif entry["name"] in ("==", "hash") and entry["context"] and \
                {"Equatable", "Hashable"} & supertypes(entry["context"]):
            results["synthesised"].append((entry, "Equatable/Hashable conformance"))
        elif entry["line"] in known:
            # (Checked after the sources: an entry that gains a declaration
            # counts as declared, and should leave the known-absent file.)
            results["documented"].append((entry, known[entry["line"]]))
        elif candidates:
            places = ", ".join(f"{'static ' if d['static'] else ''}{d['context']} at {d['where']}" for d in candidates[:3])
            results["elsewhere"].append((entry, places))
        else:
            results["missing"].append((entry, ""))

    counts = ", ".join(f"{len(items)} {kind}" for kind, items in results.items())
    print(f"RX-API.md: {len(entries)} entries: {counts}.")
    titles = {
        "internal": "Declared, not public (RxSwift's internal members that RX-API.md lists)",
        "apple-only": "Declared for Apple platforms only (#if canImport(ObjectiveC) and the like)",
        "synthesised": "Synthesised by the compiler",
        "documented": "Absent, with the reason (.ci/rx-api-known-absent.txt)",
        "elsewhere": "Declared with these labels, but in another context or with another `static`",
        "missing": "Missing",
    }
    for kind, title in titles.items():
        items = results[kind]
        if items and (args.verbose or kind in ("apple-only", "documented", "elsewhere", "missing")):
            print(f"\n{title}:")
            for entry, detail in items:
                print(f"  {entry['line']}" + (f"  -> {detail}" if detail else ""))
    if args.verbose:
        print("\nDeclared:")
        for entry, where in results["declared"]:
            print(f"  {entry['line']}  -> {where}")
    stale |= {entry["line"] for kind in ("declared", "internal", "apple-only", "synthesised")
              for entry, _ in results[kind] if entry["line"] in known}
    if stale:
        print("\nIn the known-absent file but declared, or not in RX-API.md (remove them):")
        for line in sorted(stale):
            print(f"  {line}")
    return 1 if results["missing"] or results["elsewhere"] or stale else 0


if __name__ == "__main__":
    sys.exit(main())
