#!/usr/bin/env python3
"""Tests .ci/no-dynamic-casts.py on copies of Sources/Rx with a cast added or removed."""

import unittest

from checker_testing import ROOT, CommandLineAssertions, SourcesCopyTestCase, load_checker, run_checker

checker = load_checker("no-dynamic-casts.py", "no_dynamic_casts")


class NoDynamicCastsTests(CommandLineAssertions, SourcesCopyTestCase):
    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_cast_in_a_sink_fails_naming_file_line_and_column(self):
        # The cast that Sink.init had before issue 14.
        self.edit("Core/Sink.swift", "        self.observer = observer\n",
                  "        self.observer = observer\n        _ = observer as? any Disposable\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Core/Sink\.swift:\d+:22: error: dynamic cast 'as\?'")

    def test_the_command_line_prints_the_findings_and_fails(self):
        self.edit("Core/Sink.swift", "        self.observer = observer\n",
                  "        self.observer = observer\n        _ = observer as? any Disposable\n")
        findings = checker.check(self.root)
        self.assertEqual(len(findings), 1, findings)
        self.assert_command_line("no-dynamic-casts.py", self.root, findings, "no-dynamic-casts: ")

    def test_list_prints_every_allowed_cast_with_its_reason(self):
        status, out, err = run_checker("no-dynamic-casts.py", "--list")
        self.assertEqual((status, err), (0, ""), err)
        allowed = [line for line in out.splitlines() if ": allowed '" in line]
        self.assertIn("Sources/Rx/Observables/RetryWhen.swift", "\n".join(allowed))
        self.assertGreaterEqual(len(allowed), 8, out)

    def test_is_and_force_casts_are_found(self):
        self.edit("Observables/Map.swift", "extension ObservableType {", "func probe(_ value: Any) -> Bool { value is Int }\n"
                  "func force(_ value: Any) -> Int { value as! Int }\nextension ObservableType {")
        errors = checker.check(self.root)
        self.assertEqual([error.split(": error: ")[1][:17] for error in errors],
                         ["dynamic cast 'is'", "dynamic cast 'as!"])

    def test_comments_and_strings_are_not_casts(self):
        self.edit("Observables/Map.swift", "extension ObservableType {", "// x as? Int\n/* y is Int */\nlet text = \"z as! Int\"\nextension ObservableType {")
        self.assertEqual(checker.check(self.root), [])

    def test_a_cast_inside_a_string_interpolation_is_code(self):
        self.edit("Observables/Map.swift", "extension ObservableType {",
                  "func probe(_ v: Any) -> String { \"(\\(v as? Int ?? 0))\" + #\"x as? \"Int\" \\(y)\"# }\n"
                  "extension ObservableType {")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Map\.swift:1:40: error: dynamic cast 'as\?'")

    def test_an_allowed_cast_in_another_file_fails(self):
        self.edit("Observables/Filter.swift", "extension ObservableType {",
                  "func probe(_ s: Any) -> Bool { s is CurrentThreadScheduler }\nextension ObservableType {")
        self.assertEqual(len(checker.check(self.root)), 1)

    def test_an_entry_matching_fewer_casts_than_it_says_fails(self):
        self.edit("Observables/RetryWhen.swift", "error as? Failure", "error as Any as AnyObject")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("RetryWhen.swift", errors[0])
        self.assertIn("lower its count or remove it", errors[0])


if __name__ == "__main__":
    unittest.main()
