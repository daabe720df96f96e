"""Swift source text for the checks in .ci/: comments and string literals
blanked, everything else (code inside string interpolations included) kept at
its line and column.

Used by no-dynamic-casts.py (a cast inside `"\\(x as? T)"` is code and must be
found), one-lock-idiom.py and operator-recipe.py; `string_literals` gives
markup-in-swift.py the literals themselves. It reads no declarations: Rx's
declarations are read by playbook with swift-syntax (`playbook
declarations`, which rx-api-audit.py runs)."""

import re

_RAW_OPENING = re.compile(r'(#*)"')


def strip_comments_and_strings(text):
    """The text with comments and the literal parts of strings replaced by
    spaces (newlines kept): nested block comments, multi-line strings, raw
    strings (`#"..."#`) and interpolations (`\\( code )`, kept as code, with
    strings of their own) are followed as Swift reads them."""
    return _scan(text, [])


def string_literals(text):
    """Every string literal of the text, outermost first where they nest:
    (offset of its opening delimiter, offset after its closing one, hashes,
    its parts as written between the delimiters, each interpolation left out
    and marked by a part of its own, None). Strings inside an interpolation
    are literals of their own."""
    literals = []
    _scan(text, literals)
    return literals


def _scan(text, literals):
    """strip_comments_and_strings, appending each literal to `literals` as it goes."""
    out = list(text)
    n = len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    def code(i, in_interpolation):
        """Scans code from i; in an interpolation, up to and past its closing parenthesis."""
        depth = 0
        while i < n:
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                level, j = 1, i + 2
                while j < n and level:
                    if text.startswith("/*", j):
                        level, j = level + 1, j + 2
                    elif text.startswith("*/", j):
                        level, j = level - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif text[i] in '"#' and _RAW_OPENING.match(text, i):
                i = string(i)
            elif text[i] == "(":
                depth += 1
                i += 1
            elif text[i] == ")":
                if in_interpolation and depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return i

    def string(i):
        """Blanks the literal at i (its quotes and interpolations kept); returns the index after it."""
        hashes = len(_RAW_OPENING.match(text, i).group(1))
        found = (i, None, hashes, [])
        literals.append(found)
        index = len(literals) - 1
        quote = i + hashes
        delimiter = '"""' if text.startswith('"""', quote) else '"'
        closing = delimiter + "#" * hashes
        escape = "\\" + "#" * hashes
        j = quote + len(delimiter)
        literal = j
        while j < n:
            if text.startswith(closing, j):
                found[3].append(text[literal:j])
                blank(literal, j)
                literals[index] = (i, j + len(closing), hashes, found[3])
                return j + len(closing)
            if text.startswith(escape, j):
                after = j + len(escape)
                if after < n and text[after] == "(":
                    found[3].extend([text[literal:j], None])
                    blank(literal, j)
                    j = code(after + 1, True)
                    literal = j
                else:
                    j = after + 1
                continue
            if delimiter == '"' and text[j] == "\n":  # unterminated: the line ends it
                break
            j += 1
        found[3].append(text[literal:j])
        blank(literal, j)
        literals[index] = (i, j, hashes, found[3])
        return j

    code(0, False)
    return "".join(out)
