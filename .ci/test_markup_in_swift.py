#!/usr/bin/env python3
"""Tests .ci/markup-in-swift.py on small Swift texts with markup in strings."""

import unittest

from checker_testing import ROOT, load_checker

checker = load_checker("markup-in-swift.py", "markup_in_swift")

Q = '"""'


class MarkupInSwiftTests(unittest.TestCase):
    def errors(self, text):
        return checker.check_text("Sources/X.swift", text)

    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_multi_line_literal_with_markup_fails_at_its_opening(self):
        text = f'let a = 1\nlet page = {Q}\n    <div class="x">\n    <p>\\(text)</p>\n    </div>\n    {Q}\n'
        errors = self.errors(text)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/X\.swift:2:12: error: HTML or SVG markup over 3 lines in a Swift string literal: "
                                    r"move it into a template in Playbook/Sources/Playbook/Site/Resources/templates/")

    def test_escaped_line_breaks_between_tags_fail(self):
        errors = self.errors('html += "<div class=\\"a\\">\\n<h2>\\(title)</h2>\\n"\n')
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/X\.swift:1:9: error: HTML or SVG markup over 2 lines")

    def test_a_chain_of_literals_over_lines_fails(self):
        text = 'static let controls =\n    "<div class=\\"c\\">"\n    + "<button type=\\"button\\">A</button>"\n    + "</div>\\n"\n'
        errors = self.errors(text)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/X\.swift:2:5: error: HTML or SVG markup over 3 lines")

    def test_raw_strings_and_strings_inside_interpolations_are_read(self):
        raw = self.errors(f'let svg = #{Q}\n<svg viewBox="0 0 1 1">\n<circle r="1"/></svg>\n{Q}#\n')
        self.assertEqual(len(raw), 1, raw)
        self.assertRegex(raw[0], r"^Sources/X\.swift:1:11: error: HTML or SVG markup over 2 lines")
        nested = self.errors('let s = "a\\(f("<p>x</p>\\n<p>y</p>"))b"\n')
        self.assertEqual(len(nested), 1, nested)
        self.assertRegex(nested[0], r"^Sources/X\.swift:1:15: error:")

    def test_one_line_fragments_and_other_angle_brackets_pass(self):
        text = (
            'let k = "<span class=\\"\\(name)\\">\\(html)</span>"\n'
            'let line = "<span class=\\"line\\">\\(code)\\n</span>"\n'
            'let item = "<li><a href=\\"\\(href)\\">\\(title)</a></li>\\n"\n'
            'let types = "Set<Int>\\nDictionary<String, [Int]>\\nArray<T>"\n'
            f'let usage = {Q}\n    playbook run <path>\n    --title <text>\n    {Q}\n'
            '// "<div>\\n<p>" in a comment\n'
            '/* <div class="a">\n<p>b</p> */\n'
        )
        self.assertEqual(self.errors(text), [])

    def test_the_tests_are_not_checked(self):
        files = checker.tracked_swift_files(ROOT)
        self.assertIn("Playbook/Sources/Playbook/Site/ExampleRenderer.swift", files)
        self.assertFalse([path for path in files if "/Tests/" in "/" + path], "a test file is checked")


if __name__ == "__main__":
    unittest.main()
