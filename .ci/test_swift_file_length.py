#!/usr/bin/env python3
"""Tests .ci/swift-file-length.py on small folders of Swift files."""

import os
import shutil
import tempfile
import unittest

from checker_testing import ROOT, load_checker

checker = load_checker("swift-file-length.py", "swift_file_length")


class SwiftFileLengthTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.root)

    def write(self, relative, lines, first="import Foundation"):
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write("".join(f"{first if number == 1 else 'let x' + str(number) + ' = 1'}\n" for number in range(1, lines + 1)))
        return relative

    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_file_of_401_lines_fails_at_line_401(self):
        files = [self.write("Sources/Rx/Long.swift", 401), self.write("Tests/RxTests/LongTests.swift", 450)]
        errors = checker.check(self.root, files)
        self.assertEqual(len(errors), 2, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Long\.swift:401:1: error: 401 lines, over the 400-line rule: split the "
                                    r"file by behaviour into files of at most 400 lines")
        self.assertRegex(errors[1], r"^Tests/RxTests/LongTests\.swift:401:1: error: 450 lines, .* split the file by what "
                                    r"its tests cover")

    def test_400_lines_and_generated_files_pass(self):
        files = [self.write("Sources/Rx/Full.swift", 400),
                 self.write("Sources/Rx/Zip+arity.swift", 900, first="// Generated from Scripts/generate-arity/zip.swift.template")]
        self.assertEqual(checker.check(self.root, files), [])

    def test_fixtures_are_not_checked(self):
        files = checker.tracked_swift_files(ROOT)
        self.assertIn("Tests/RxTests/ConcatTests.swift", files)
        self.assertFalse([path for path in files if "Fixtures/" in path], "a fixture is checked")


if __name__ == "__main__":
    unittest.main()
