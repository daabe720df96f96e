#!/usr/bin/env python3
"""Fails when a Swift string literal holds HTML or SVG markup over more than
one line.

The site's markup lives in templates (Playbook/Sources/Playbook/Site/Resources/:
page.html, and templates/ for the parts of a page, which SiteTemplates names);
Swift keeps one-line fragments only, such as the `<span class="k">...</span>`
the highlighter wraps around a keyword. A literal breaks the rule when two or
more of its lines hold a tag: the lines of a multi-line literal (`\"\"\"`),
the lines an escaped `\\n` separates, and the literals of a chain joined by
`+` across lines (one string, written over several lines) all count; one
element whose text breaks across lines is one fragment. A tag is an HTML or
SVG element's (`<div class="x">`, `</div>`, `<br>`, `<circle .../>`),
`<!DOCTYPE` or `<!--`; other angle brackets (`Set<Int>`, `<path>` in a usage
line) are not markup. XML of other kinds (a JUnit report, an Xcode
workspace) is not checked.

Checked: the Swift files git tracks, but for the tests (the markup a test
expects is what it checks, and its fixtures are playbook's inputs). Every
literal that breaks the rule is reported in the compiler's format
(`Playbook/Sources/Playbook/Site/X.swift:12:9: error: ...`).

Usage: .ci/markup-in-swift.py [--root PATH]
"""

import os
import re
import sys

import checker
from swift_source import string_literals


# The tests: their fixtures are inputs of playbook's tests, and the markup a
# test expects is what it checks, not a template.
TESTS = re.compile(r"(^|/)Tests/")

HTML_ELEMENTS = """a abbr address area article aside audio b base bdi bdo blockquote body br button canvas
caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset
figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd
label legend li link main map mark menu meta meter nav noscript object ol optgroup option output p
picture pre progress q rp rt ruby s samp script search section select slot small source span strong
style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var
video wbr"""
SVG_ELEMENTS = """svg g defs symbol use line polyline polygon path rect circle ellipse text tspan textPath
marker pattern clipPath mask linearGradient radialGradient stop filter foreignObject image desc"""
ELEMENTS = {name.lower() for name in (HTML_ELEMENTS + " " + SVG_ELEMENTS).split()}
PLACEHOLDERS = set("""a b data i image input label line map mark mask option output path pattern q s search select
source stop symbol text time title u use var""".split())

# An opening tag (with attributes, closed at once, or bare), a closing tag, or
# a doctype or comment. A bare `<name>` whose name is also a usual placeholder
# of a usage line (`<path>`, `<text>`) is not a tag.
OPENING = re.compile(r"<([A-Za-z][A-Za-z0-9]*)(\s+[A-Za-z:@\\\-][^<>]*?)?\s*/?>")
CLOSING = re.compile(r"</([A-Za-z][A-Za-z0-9]*)\s*>")
SPECIAL = re.compile(r"<!(DOCTYPE|doctype|--)")
# Between two literals of one chain: a `+`, blanks and line breaks only.
JOINED = re.compile(r"\s*\+\s*\Z")


def tags(line):
    """The HTML and SVG tags of a line of a literal's text, as ("open" or "close", name) in order."""
    found = [(match.start(), "open", match.group(1).lower()) for match in SPECIAL.finditer(line)]
    found += [(match.start(), "close", match.group(1).lower()) for match in CLOSING.finditer(line)
              if match.group(1).lower() in ELEMENTS]
    for match in OPENING.finditer(line):
        name = match.group(1).lower()
        if name in ELEMENTS and (match.group(2) or match.group(0).endswith("/>") or name not in PLACEHOLDERS):
            found.append((match.start(), "open", name))
    return [(kind, name) for _, kind, name in sorted(found)]


def tagged_lines(lines):
    """How many of the lines hold a tag; none when they hold one element
    whose text alone breaks across lines (`<span class="line">...\n</span>`)."""
    per_line = [tags(line) for line in lines]
    every = [tag for found in per_line for tag in found]
    opened = {name for kind, name in every if kind == "open"}
    if len([tag for tag in every if tag[0] == "open"]) == 1 and all(name in opened for _, name in every):
        return 0
    return sum(1 for found in per_line if found)


def decoded_lines(parts, hashes):
    """The literal's text as lines: its own line breaks and its escaped `\\n`s
    split it; an interpolation stands as `\\(...)`."""
    escape = "\\" + "#" * hashes
    text = "".join("\\(...)" if part is None else part for part in parts)
    text = text.replace(escape + "n", "\n").replace(escape + "r", "").replace(escape + '"', '"')
    return text.split("\n")


def chains(text):
    """The literals of the text grouped into chains (literals joined by `+`), each as [(start, end, hashes, parts)]."""
    literals = sorted(string_literals(text), key=lambda literal: literal[0])
    grouped = []
    for literal in literals:
        if grouped and JOINED.match(text, grouped[-1][-1][1], literal[0]) and grouped[-1][-1][1] <= literal[0]:
            grouped[-1].append(literal)
        else:
            grouped.append([literal])
    return grouped


def position(text, offset):
    """(line, column) of an offset, both counted from 1."""
    line = text.count("\n", 0, offset) + 1
    return line, offset - (text.rfind("\n", 0, offset) + 1) + 1


def check_text(relative, text):
    """The errors of one Swift file's text."""
    errors = []
    for chain in chains(text):
        lines = [line for (_, _, hashes, parts) in chain for line in decoded_lines(parts, hashes)]
        tagged = tagged_lines(lines)
        if tagged < 2:
            continue
        line, column = position(text, chain[0][0])
        errors.append(
            f"{relative}:{line}:{column}: error: HTML or SVG markup over {tagged} lines in a Swift string literal: "
            "move it into a template in Playbook/Sources/Playbook/Site/Resources/templates/, name it in "
            "Site/SiteTemplates.swift and fill its {{slots}} with escaped values; one-line fragments may stay")
    return errors


def tracked_swift_files(root):
    """The Swift files git tracks under ROOT, but for the tests and their fixtures."""
    return [path for path in checker.tracked_files(root, "*.swift") if not TESTS.search(path)]


def check(root, files=None):
    """The error lines (empty when no literal holds markup over more than one line)."""
    errors = []
    for relative in files if files is not None else tracked_swift_files(root):
        with open(os.path.join(root, relative), encoding="utf-8") as handle:
            errors += check_text(relative, handle.read())
    return errors




if __name__ == "__main__":
    sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root), lambda arguments: f"markup-in-swift: no string literal of the {len(tracked_swift_files(arguments.root))} Swift sources holds HTML or SVG over more than one line"))
