#!/usr/bin/env python3
"""Checks Rx's declarations against RxSwift 6's public API list.

Every `- [static ]Context.name(labels:)` line of RX-API.md is looked up in the
Swift sources of Rx, RxTesting and RxBlocking by context (the enclosing type,
protocol or extension), name, argument labels and `static`. The sources are
scanned with a small lexer (comments and string literals removed, braces
tracked, parameter lists split at top-level commas), enough for the
declaration style of this repository.

Usage: .ci/rx-api-audit.py [--api PATH] [--known PATH] [--verbose]

Prints the entries that have no matching declaration. Entries listed in the
known-absent file (`.ci/rx-api-known-absent.txt`, one API line per line, a
`# reason` after it) are reported as "documented absent" and do not fail the
check; any other missing entry makes the script exit with status 1.
Declarations compiled only under `#if canImport(ObjectiveC)`-style conditions
are reported as "Apple platforms only".
"""

import argparse
import os
import re
import sys

from swift_source import strip_comments_and_strings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_DIRS = ["Sources/Rx", "Sources/RxTesting", "Sources/RxBlocking"]
TYPE_KEYWORDS = {"extension", "struct", "class", "protocol", "enum", "actor"}
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
OPERATOR_CHARS = set("/=-+!*%<>&|^~?.")
# `#if` conditions false on Linux.
APPLE_ONLY = re.compile(r"canImport\((ObjectiveC|UIKit|AppKit|Darwin)\)|os\((macOS|iOS|tvOS|watchOS|visionOS)\)|_runtime\(_ObjC\)")


def split_top_level(text, sep=","):
    parts, depth, current, i = [], 0, [], 0
    while i < len(text):
        c = text[i]
        if text.startswith("->", i):
            current.append("->")
            i += 2
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(current))
            current = []
        else:
            current.append(c)
        i += 1
    if "".join(current).strip():
        parts.append("".join(current))
    return parts


def matching_paren(text, start):
    """Index of the parenthesis closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def labels_of(params, is_operator):
    labels = []
    for param in split_top_level(params):
        head = param.split(":", 1)[0].strip()
        head = re.sub(r"@\w+(\([^)]*\))?", "", head).strip()
        words = head.split()
        if not words:
            continue
        if is_operator:
            labels.append(words[-1])
        else:
            labels.append(words[0])
    return [label.strip("`") for label in labels]


DECL = re.compile(
    r"(?P<mods>(?:\b(?:public|open|internal|fileprivate|private|static|class|final|override|"
    r"mutating|nonmutating|convenience|required|@\w+(?:\([^)]*\))?|@discardableResult)\s+)*)"
    r"(?:(?P<func>\bfunc)\s+(?P<name>`?[A-Za-z_][A-Za-z0-9_]*`?|[/=\-+!*%<>&|^~?.]+)"
    r"|(?P<init>\binit)[?!]?)\s*(?P<generics><[^{(]*?>)?\s*\(")


def record_conformances(name, rest, conformances):
    """Adds the protocols of `struct Name<...>: A, B where ...` to conformances[name]."""
    rest = rest.strip()
    if rest.startswith("<"):
        depth = 0
        for j, ch in enumerate(rest):
            depth += {"<": 1, ">": -1}.get(ch, 0)
            if depth == 0:
                rest = rest[j + 1:].strip()
                break
    if not rest.startswith(":"):
        return
    clause = re.split(r"\bwhere\b", rest[1:])[0]
    for part in split_top_level(clause):
        protocol = re.sub(r"<.*", "", part).strip().split(".")[-1]
        if IDENT.match(protocol):
            conformances.setdefault(name, set()).add(protocol)


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


def scan_file(path, declarations, conformances):
    with open(path, encoding="utf-8") as source:
        text = strip_comments_and_strings(source.read())
    # Stack entries: (type name or None, is_type_scope).
    scopes = []
    conditions = []  # stack of `#if` conditions
    i, n, header_start = 0, len(text), 0
    line_starts = [0]
    while i < n:
        c = text[i]
        if c == "#" and (i == 0 or text[i - 1] in " \t\n"):
            m = re.match(r"#(if|elseif|else|endif)\b([^\n]*)", text[i:])
            if m:
                kind, cond = m.group(1), m.group(2).strip()
                if kind == "if":
                    conditions.append(cond)
                elif kind == "elseif":
                    conditions[-1] = "!(" + conditions[-1] + ") && " + cond
                elif kind == "else":
                    conditions[-1] = "!(" + conditions[-1] + ")"
                elif kind == "endif" and conditions:
                    conditions.pop()
                i += m.end()
                header_start = i
                continue
        if c == "{":
            header = text[header_start:i]
            matches = list(TYPE_HEADER.finditer(header))
            in_type = all(scope[1] for scope in scopes)
            if matches and in_type:
                m = matches[-1]
                mods = m.group("mods") or ""
                name = m.group("name").split(".")[-1]
                scopes.append((name, m.group("kind"), bool(re.search(r"\b(public|open)\b", mods))))
                record_conformances(name, header[m.end():], conformances)
            else:
                scopes.append((None, None, False))
            header_start = i + 1
        elif c == "}":
            if scopes:
                scopes.pop()
            header_start = i + 1
        elif c == ";":
            header_start = i + 1
        else:
            m = DECL.match(text, i) if (c.isalpha() or c == "@") and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")) else None
            if m:
                in_type_scope = all(scope[1] for scope in scopes)
                if in_type_scope:
                    context = scopes[-1][0] if scopes else None
                    kind = scopes[-1][1] if scopes else None
                    implicitly_public = kind in ("protocol", "extension") and scopes[-1][2]
                    mods = m.group("mods") or ""
                    is_static = bool(re.search(r"\b(static|class)\b", mods))
                    name = "init" if m.group("init") else m.group("name").strip("`")
                    open_paren = m.end() - 1
                    close = matching_paren(text, open_paren)
                    params = text[open_paren + 1:close]
                    is_operator = all(ch in OPERATOR_CHARS for ch in name)
                    labels = labels_of(params, is_operator)
                    line = text.count("\n", 0, i) + 1
                    declarations.append({
                        "context": context,
                        "name": name,
                        "labels": tuple(labels),
                        "generator_labels": generator_labels(params),
                        "params": [(label, "=" in param or "..." in param)
                                   for label, param in zip(labels, split_top_level(params))],
                        "enclosing": [scope[0] for scope in scopes],
                        "static": is_static,
                        "public": implicitly_public or bool(re.search(r"\b(public|open)\b", mods)),
                        "apple_only": any(APPLE_ONLY.search(cond) and not cond.startswith("!(") for cond in conditions),
                        "where": f"{os.path.relpath(path, ROOT)}:{line}",
                    })
                # Skip the header; the body's brace is handled by the main loop.
                i = m.end()
                continue
        i += 1


TYPE_HEADER = re.compile(
    r"(?:^|\n)[ \t]*(?P<mods>(?:(?:public|open|internal|fileprivate|private|final|indirect|@\w+(?:\([^)\n]*\))?)\s+)*)"
    r"(?P<kind>extension|struct|class|protocol|enum|actor)\s+(?P<name>[A-Za-z_][A-Za-z0-9_.]*)")
API_LINE = re.compile(r"^- (?P<static>static )?(?P<context>[A-Za-z_][A-Za-z0-9_]*)\.(?P<name>`?[^(`]+`?)\((?P<labels>.*)\)(?P<rest>[^)]*)$")


def parse_api(path):
    entries = []
    for raw in open(path, encoding="utf-8"):
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
    for raw in open(path, encoding="utf-8"):
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
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    declarations, conformances = [], {}
    for directory in SOURCE_DIRS:
        for base, _, files in os.walk(os.path.join(ROOT, directory)):
            for name in sorted(files):
                if name.endswith(".swift"):
                    scan_file(os.path.join(base, name), declarations, conformances)

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
