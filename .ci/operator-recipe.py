#!/usr/bin/env python3
"""Checks CONTRIBUTING.md's table of operator shapes against Sources/Rx.

The table ("Adding an operator to Rx", header `| kind of operator | producer
| sink | copy |`) names, for each kind of operator, the producer and sink
bases (in backquotes) and the operator file to copy (a link). This check
fails when

- a named base is declared nowhere in Sources/Rx (a class or a protocol);
- the file to copy does not exist;
- the file declares no type on a named base: no class of the file has it in
  its inheritance clause (a `final` base, which no class can inherit from,
  such as `OneSourceProducer`, must instead be named in the file's code: the
  operator makes one).

Every error is reported in the compiler's format at the name in the table
(`CONTRIBUTING.md:12:45: error: ...`), saying what to do. Comments and string
literals of the Swift files are ignored.

Usage: .ci/operator-recipe.py [--root PATH]
"""

import collections
import os
import re
import sys

import checker
from swift_source import strip_comments_and_strings

DOCUMENT = "CONTRIBUTING.md"
HEADER = ["kind of operator", "producer", "sink", "copy"]

Row = collections.namedtuple("Row", "line producers sinks template")
# producers, sinks: [(name, column)]; template: (path, column) or None.

_NAME = re.compile(r"`(\w+)`")
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
_DECLARATION = re.compile(r"\b(?:(final)\s+)?(?:(?:public|internal|private|fileprivate|open)\s+)?"
                          r"(?:(final)\s+)?(class|protocol)\s+(\w+)")
_CLASS = re.compile(r"\bclass\s+(\w+)")
# Where an inheritance clause ends: the body, or the generic `where` clause.
_CLAUSE_END = re.compile(r"\{|\bwhere\b")


def _cells(line):
    """The cells of a markdown table row, each as (text, column of its first character, 1-based)."""
    stripped = line.rstrip()
    start = line.index("|")
    cells = []
    position = start + 1
    while position < len(stripped):
        end = stripped.find("|", position)
        if end < 0:
            end = len(stripped)
        cells.append((stripped[position:end], position + 1))
        position = end + 1
    return cells


def read_table(path):
    """The rows of the operator table of the markdown file at `path`, and the errors of reading it."""
    name = os.path.basename(path)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    header = next((number for number, line in enumerate(lines) if line.strip().startswith("|")
                   and [text.strip().lower() for text, _ in _cells(line)] == HEADER), None)
    if header is None:
        return [], [checker.error(name, 1, 1, f"no operator table (a header row '| {' | '.join(HEADER)} |'): "
                                  "put the table of operator shapes back in \"Adding an operator to Rx\"")]
    rows, errors = [], []
    for number in range(header + 2, len(lines)):
        line = lines[number]
        if not line.strip().startswith("|"):
            break
        cells = _cells(line)
        if len(cells) != len(HEADER):
            errors.append(checker.error(name, number + 1, 1, f"the row has {len(cells)} cells, the table "
                                        f"{len(HEADER)}: write kind, producer, sink and the file to copy"))
            continue
        (_, kind_column), (producer, producer_column), (sink, sink_column), (copy, copy_column) = cells
        producers = [(m.group(1), producer_column + m.start(1)) for m in _NAME.finditer(producer)]
        sinks = [(m.group(1), sink_column + m.start(1)) for m in _NAME.finditer(sink)]
        link = _LINK.search(copy)
        template = (link.group(1), copy_column + link.start(1)) if link else None
        for names, cell, column in ((producers, "producer", producer_column), (sinks, "sink", sink_column)):
            if not names:
                errors.append(checker.error(name, number + 1, column, f"the row names no {cell} base: "
                                            "write the base class (or protocol) in backquotes, as `ForwardingSink`"))
        if template is None:
            errors.append(checker.error(name, number + 1, copy_column, "the row names no file to copy: write a link "
                                        "to the operator file, as [Take.swift](Sources/Rx/Observables/Take.swift)"))
        rows.append(Row(number + 1, producers, sinks, template))
    return rows, errors


def _swift_files(root):
    for directory, _, files in os.walk(os.path.join(root, "Sources", "Rx")):
        for file in sorted(files):
            if file.endswith(".swift"):
                yield os.path.join(directory, file)


def _code(path):
    with open(path, encoding="utf-8") as handle:
        return strip_comments_and_strings(handle.read())


def declared_bases(root):
    """Every class and protocol declared in Sources/Rx: name -> whether it is a final class."""
    declared = {}
    for path in _swift_files(root):
        for match in _DECLARATION.finditer(_code(path)):
            declared[match.group(4)] = match.group(3) == "class" and bool(match.group(1) or match.group(2))
    return declared


def _skip_generic_parameters(code, index):
    """The index after the `<...>` that starts at `index` (nested brackets followed)."""
    depth = 0
    while index < len(code):
        if code[index] == "<":
            depth += 1
        elif code[index] == ">" and code[index - 1] != "-":
            depth -= 1
            if depth == 0:
                return index + 1
        index += 1
    return index


def _top_level_parts(clause):
    """`clause` split at its commas and `&`s outside angle brackets."""
    parts, depth, start = [], 0, 0
    for index, character in enumerate(clause):
        if character == "<":
            depth += 1
        elif character == ">" and clause[index - 1] != "-":
            depth -= 1
        elif depth == 0 and character in ",&":
            parts.append(clause[start:index])
            start = index + 1
    parts.append(clause[start:])
    return parts


def inherited_names(code):
    """The names in the inheritance clauses of the classes declared in `code` (generic arguments left out)."""
    names = set()
    for match in _CLASS.finditer(code):
        index = match.end()
        while index < len(code) and code[index].isspace():
            index += 1
        if index < len(code) and code[index] == "<":
            index = _skip_generic_parameters(code, index)
        while index < len(code) and code[index].isspace():
            index += 1
        if index >= len(code) or code[index] != ":":
            continue
        end = _CLAUSE_END.search(code, index + 1)
        clause = code[index + 1:end.start() if end else len(code)]
        for part in _top_level_parts(clause):
            head = re.match(r"\s*([\w.]+)", part)
            if head:
                names.add(head.group(1).split(".")[-1])
    return names


def check(root, document=DOCUMENT):
    """The errors of the operator table of ROOT/DOCUMENT against ROOT/Sources/Rx."""
    rows, errors = read_table(os.path.join(root, document))
    declared = declared_bases(root)
    known = ", ".join(sorted(name for name in declared if re.search(r"(Producer|Sink|Receiver)$", name)))
    for row in rows:
        bases = row.producers + row.sinks
        for name, column in bases:
            if name not in declared:
                errors.append(checker.error(document, row.line, column, f"'{name}' is declared nowhere in Sources/Rx: "
                                            f"name the base the file to copy uses (one of {known})"))
        if row.template is None:
            continue
        path, column = row.template
        full = os.path.join(root, path)
        if not os.path.isfile(full):
            errors.append(checker.error(document, row.line, column, f"{path} does not exist: link an operator file "
                                        "of this shape (see the bases of this row) or remove the row"))
            continue
        code = _code(full)
        inherited = inherited_names(code)
        for name, name_column in bases:
            if name not in declared:
                continue
            if declared[name]:
                if not re.search(rf"\b{name}\b", code):
                    errors.append(checker.error(document, row.line, name_column, f"{path} never uses '{name}' "
                                                "(a final class, used by making one): link a file whose operator "
                                                "does, or change the row to the shape the file has"))
            elif name not in inherited:
                used = ", ".join(sorted(inherited)) or "nothing"
                errors.append(checker.error(document, row.line, name_column, f"{path} declares no type on '{name}': "
                                            "link a file whose operator has this shape, or change the row to the "
                                            f"bases the file uses (it declares types on {used})"))
    return errors


def summary(root):
    """What a passing check prints."""
    rows, _ = read_table(os.path.join(root, DOCUMENT))
    return f"operator-recipe: the {len(rows)} operator files of {DOCUMENT}'s table declare types on their bases"


if __name__ == "__main__":
    sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root), lambda arguments: summary(arguments.root)))
