#!/usr/bin/env python3
"""Expands the arity templates in this folder into Rx's "+arity" Swift files.

    python3 Scripts/generate-arity/generate.py           # rewrite the files (make generate)
    python3 Scripts/generate-arity/generate.py --check   # fail if a file drifted (make check-generated)

A template is the Swift file as it will appear, with two additions (a subset
of the Swift project's gyb):

    % for n in arities:           a line whose first non-blank character is `%`
    %   if n == 2:                is a Python statement; `% end` closes the
    %   else:                     block a `for`/`if`/`while` opened, `% else:` and
    %   end                       `% elif ...:` continue it, `%#` is a comment
    ${expression}                 is replaced by the expression's value

Templates see `arities` (2 to 8) and `each(n, pattern, separator=", ")`,
which writes `pattern` once for each source 1...n, `{i}` replaced by the
source's number and `{i0}` by its zero-based index, joined by `separator`:
`each(3, "O{i}: ObservableType")` is `O1: ObservableType, O2: ObservableType,
O3: ObservableType`.

Every generated file starts with a line naming its template; the rest is the
template's output. Errors in a template are reported in the compiler's format
(`Scripts/generate-arity/X.swift.template:12:5: error: ...`) and write nothing.
"""

import argparse
import difflib
import os
import sys
import tempfile
import traceback

TEMPLATE_FOLDER = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(TEMPLATE_FOLDER))

# Each template and the file it generates, relative to the repository.
OUTPUTS = {
    "CombineLatest+arity.swift.template": "Sources/Rx/Observables/CombineLatest+arity.swift",
    "CombineLatest+typed.swift.template": "Sources/Rx/Observables/CombineLatest+typed.swift",
    "Zip+arity.swift.template": "Sources/Rx/Observables/Zip+arity.swift",
    "Zip+typed.swift.template": "Sources/Rx/Observables/Zip+typed.swift",
    "Infallible+CombineLatest+arity.swift.template":
        "Sources/Rx/Traits/Infallible/Infallible+CombineLatest+arity.swift",
    "Infallible+Zip+arity.swift.template": "Sources/Rx/Traits/Infallible/Infallible+Zip+arity.swift",
    "PrimitiveSequence+Zip+arity.swift.template":
        "Sources/Rx/Traits/PrimitiveSequence/PrimitiveSequence+Zip+arity.swift",
    "SharedSequence+Operators+arity.swift.template":
        "Sources/Rx/Traits/SharedSequence/SharedSequence+Operators+arity.swift",
}

ARITIES = list(range(2, 9))

HEADER = "// Generated from {template}: do not edit; run `make generate`.\n"


class TemplateError(Exception):
    """A mistake in a template, located at a line and column of it."""

    def __init__(self, path, line, column, message):
        super().__init__(f"{path}:{line}:{column}: error: {message}")


def each(n, pattern, separator=", "):
    """`pattern` for each source 1...n ({i}: its number, {i0}: its index), joined by `separator`."""
    return separator.join(pattern.replace("{i0}", str(i - 1)).replace("{i}", str(i)) for i in range(1, n + 1))


def split_substitutions(text, path, line):
    """Splits a text line into literal strings and ("expr", source, column) parts."""
    parts = []
    position = 0
    while True:
        start = text.find("${", position)
        if start < 0:
            parts.append(text[position:])
            return parts
        parts.append(text[position:start])
        depth, quote, index = 1, None, start + 2
        while index < len(text) and depth > 0:
            character = text[index]
            if quote:
                if character == "\\":
                    index += 1
                elif character == quote:
                    quote = None
            elif character in "\"'":
                quote = character
            elif character == "{":
                depth += 1
            elif character == "}":
                depth -= 1
            index += 1
        if depth > 0:
            raise TemplateError(path, line, start + 1, "`${` has no matching `}` on this line")
        expression = text[start + 2:index - 1].strip()
        if not expression:
            raise TemplateError(path, line, start + 1, "`${}` is empty; write an expression between the braces")
        parts.append(("expr", expression, start + 1))
        position = index


def translate(text, path):
    """Turns a template into Python source that appends its output to `_output`.

    Returns the source and, for each of its lines, the template line it comes from.
    """
    code, origin = [], []
    open_blocks = []  # (template line, statement) of each `%` line that opened a block

    def add(statement, line):
        code.append("    " * len(open_blocks) + statement)
        origin.append(line)

    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for line, content in enumerate(lines, 1):
        stripped = content.lstrip()
        if stripped.startswith("%"):
            statement = stripped[1:].strip()
            column = len(content) - len(stripped) + 1
            if statement == "" or statement.startswith("#"):
                continue
            if statement == "end":
                if not open_blocks:
                    raise TemplateError(path, line, column, "`% end` closes no block (no open `% for` or `% if`)")
                open_blocks.pop()
                continue
            if statement.split()[0].rstrip(":") in ("else", "elif", "except", "finally"):
                if not open_blocks:
                    raise TemplateError(path, line, column, f"`% {statement}` continues no block")
                opener = open_blocks.pop()
                add(statement, line)
                open_blocks.append(opener)
                continue
            add(statement, line)
            if statement.endswith(":"):
                open_blocks.append((line, statement))
        else:
            pieces = []
            for part in split_substitutions(content, path, line):
                if isinstance(part, tuple):
                    pieces.append(f"str({part[1]})")
                elif part:
                    pieces.append(repr(part))
            pieces.append(repr("\n"))
            add("_output.append(" + " + ".join(pieces) + ")", line)
    if open_blocks:
        line, statement = open_blocks[-1]
        raise TemplateError(path, line, 1, f"`% {statement}` is never closed; add a `% end` line")
    return "\n".join(code) + "\n", origin


def expand(text, path):
    """The output of the template `text` (read from `path`, named in errors)."""
    code, origin = translate(text, path)
    try:
        compiled = compile(code, path, "exec")
    except SyntaxError as error:
        line = origin[error.lineno - 1] if error.lineno and error.lineno <= len(origin) else 1
        raise TemplateError(path, line, 1, f"Python syntax: {error.msg}") from None
    output = []
    try:
        exec(compiled, {"arities": list(ARITIES), "each": each, "_output": output})
    except Exception as error:
        frames = [frame for frame in traceback.extract_tb(error.__traceback__) if frame.filename == path]
        line = origin[frames[-1].lineno - 1] if frames else 1
        raise TemplateError(path, line, 1, f"{type(error).__name__}: {error}") from None
    return "".join(output)


def generate(template_name):
    """The full text of the file generated from `template_name`: header, then the template's output."""
    path = os.path.join("Scripts", "generate-arity", template_name)
    with open(os.path.join(REPOSITORY, path), encoding="utf-8") as file:
        text = file.read()
    return HEADER.format(template=path) + expand(text, path)


def write_atomically(path, text):
    """Replaces `path` with `text` through a temporary file, so no reader sees half a file."""
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=".generate-")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise


def check_templates_match_table():
    """Fails when a template file has no entry in OUTPUTS or an entry names a missing template."""
    found = {name for name in os.listdir(TEMPLATE_FOLDER) if name.endswith(".template")}
    for name in sorted(found - OUTPUTS.keys()):
        raise TemplateError(os.path.join("Scripts", "generate-arity", name), 1, 1,
                            "this template generates nothing: add it to OUTPUTS in generate.py")
    for name in sorted(OUTPUTS.keys() - found):
        raise TemplateError(os.path.join("Scripts", "generate-arity", name), 1, 1,
                            "template not found, but OUTPUTS in generate.py lists it")


def first_difference(expected, actual):
    """The 1-based number of the first line where the two texts differ."""
    expected_lines, actual_lines = expected.split("\n"), actual.split("\n")
    for number, (left, right) in enumerate(zip(expected_lines, actual_lines), 1):
        if left != right:
            return number
    return min(len(expected_lines), len(actual_lines))


def main(arguments):
    parser = argparse.ArgumentParser(description="Generates Rx's +arity Swift files from their templates.")
    parser.add_argument("--check", action="store_true",
                        help="generate into a temporary folder and fail if any committed file differs")
    options = parser.parse_args(arguments)
    try:
        check_templates_match_table()
        generated = {name: generate(name) for name in sorted(OUTPUTS)}
    except (TemplateError, OSError) as error:
        print(error, file=sys.stderr)
        return 1

    if not options.check:
        for name, text in generated.items():
            target = os.path.join(REPOSITORY, OUTPUTS[name])
            try:
                with open(target, encoding="utf-8") as file:
                    if file.read() == text:
                        continue
            except FileNotFoundError:
                pass
            write_atomically(target, text)
            print(f"generate: wrote {OUTPUTS[name]}")
        return 0

    drifted = 0
    with tempfile.TemporaryDirectory(prefix="generate-arity-") as scratch:
        for name, text in generated.items():
            fresh = os.path.join(scratch, OUTPUTS[name])
            write_atomically(fresh, text)
            with open(fresh, encoding="utf-8") as file:
                text = file.read()
            try:
                with open(os.path.join(REPOSITORY, OUTPUTS[name]), encoding="utf-8") as file:
                    committed = file.read()
            except FileNotFoundError:
                print(f"{OUTPUTS[name]}:1:1: error: missing; it is generated from Scripts/generate-arity/{name}:"
                      " run `make generate`", file=sys.stderr)
                drifted += 1
                continue
            if committed == text:
                continue
            drifted += 1
            print(f"{OUTPUTS[name]}:{first_difference(text, committed)}:1: error: differs from what "
                  f"Scripts/generate-arity/{name} generates; the file is generated: change the template "
                  "instead and run `make generate`", file=sys.stderr)
            diff = list(difflib.unified_diff(text.splitlines(), committed.splitlines(),
                                             f"generated from {name}", OUTPUTS[name], lineterm=""))
            for line in diff[:40]:
                print("    " + line, file=sys.stderr)
            if len(diff) > 40:
                print(f"    ... ({len(diff) - 40} more lines of difference)", file=sys.stderr)
    if drifted:
        print(f"check-generated: {drifted} generated file(s) differ from their templates; move any hand edit "
              "into the template in Scripts/generate-arity/, then run `make generate`", file=sys.stderr)
        return 1
    print(f"check-generated: the {len(generated)} +arity files match their templates")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
