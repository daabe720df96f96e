#!/usr/bin/env python3
"""Tests of the template expansion in generate.py (run by `make check-generated`)."""

import os
import sys
import unittest

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import generate  # noqa: E402


def expand(text):
    return generate.expand(text, "T.swift.template")


class EachTests(unittest.TestCase):
    def test_numbers_and_indices_each_source(self):
        self.assertEqual(generate.each(3, "values[{i0}] as! O{i}.Element"),
                         "values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element")

    def test_separator_and_braces_that_are_not_placeholders(self):
        self.assertEqual(generate.each(2, "{ x{i} }", separator=" + "), "{ x1 } + { x2 }")


class ExpansionTests(unittest.TestCase):
    def test_text_without_markup_is_copied(self):
        self.assertEqual(expand("let a = \"\\($0)\"\n{ $1 }\n"), "let a = \"\\($0)\"\n{ $1 }\n")

    def test_loop_condition_and_substitution(self):
        template = (
            "% for n in [2, 3]:\n"
            "f<${each(n, \"O{i}\")}>()\n"
            "%   if n == 2:\n"
            "// two\n"
            "%   elif n == 9:\n"
            "// nine\n"
            "%   else:\n"
            "// ${n}: ${\"{\" + str(n) + \"}\"}\n"
            "%   end\n"
            "% end\n"
        )
        self.assertEqual(expand(template), "f<O1, O2>()\n// two\nf<O1, O2, O3>()\n// 3: {3}\n")

    def test_comment_lines_and_assignments_write_nothing(self):
        self.assertEqual(expand("%# a note\n% typed = [2]\n${typed}\n"), "[2]\n")

    def test_arities_are_two_to_eight(self):
        self.assertEqual(expand("${arities[0]} to ${arities[-1]}\n"), "2 to 8\n")


class ErrorTests(unittest.TestCase):
    def assertError(self, template, message):
        with self.assertRaises(generate.TemplateError) as raised:
            expand(template)
        self.assertEqual(str(raised.exception), message)

    def test_unclosed_substitution(self):
        self.assertError("ok\nf(${each(n, \"{i}\")\n", "T.swift.template:2:3: error: `${` has no matching `}` on this line")

    def test_empty_substitution(self):
        self.assertError("a ${ } b\n", "T.swift.template:1:3: error: `${}` is empty; write an expression between the braces")

    def test_end_without_block(self):
        self.assertError("x\n  % end\n", "T.swift.template:2:3: error: `% end` closes no block (no open `% for` or `% if`)")

    def test_else_without_block(self):
        self.assertError("% else:\n", "T.swift.template:1:1: error: `% else:` continues no block")

    def test_block_never_closed(self):
        self.assertError("% for n in arities:\n%   if n == 2:\nx\n% end\n",
                         "T.swift.template:1:1: error: `% for n in arities:` is never closed; add a `% end` line")

    def test_python_syntax_error_names_its_line(self):
        self.assertError("a\n% for n in:\nb\n% end\n", "T.swift.template:2:1: error: Python syntax: invalid syntax")

    def test_failing_expression_names_its_line(self):
        self.assertError("% for n in arities:\nline\n${m}\n% end\n",
                         "T.swift.template:3:1: error: NameError: name 'm' is not defined")


class DriftTests(unittest.TestCase):
    def test_first_difference_is_the_first_differing_line(self):
        self.assertEqual(generate.first_difference("a\nb\nc\n", "a\nB\nc\n"), 2)
        self.assertEqual(generate.first_difference("a\nb\n", "a\nb\nc\n"), 3)

    def test_every_template_has_an_output_and_generates_its_header(self):
        generate.check_templates_match_table()
        for name in generate.OUTPUTS:
            first_line = generate.generate(name).split("\n", 1)[0]
            self.assertEqual(first_line, f"// Generated from Scripts/generate-arity/{name}: do not edit; "
                                         "run `make generate`.")


if __name__ == "__main__":
    unittest.main()
