#!/usr/bin/env python3
"""Tests .ci/operator-recipe.py on copies of Sources/Rx and CONTRIBUTING.md
whose table or operator files were made to disagree."""

import os
import shutil
import unittest

from checker_testing import ROOT, CommandLineAssertions, SourcesCopyTestCase, load_checker

checker = load_checker("operator-recipe.py", "operator_recipe")

TAKE_ROW = ("| one source; the sink is built from the operator's arguments alone (take, skip, scan, reduce, "
            "toArray, elementAt, takeLast, skipWhile, defaultIfEmpty) | `OneSourceProducer` | `ForwardingSink`, "
            "`OneSourceSink` | [Take.swift](Sources/Rx/Observables/Take.swift) |")


class OperatorRecipeTests(CommandLineAssertions, SourcesCopyTestCase):
    def setUp(self):
        super().setUp()
        shutil.copy(os.path.join(ROOT, "CONTRIBUTING.md"), os.path.join(self.root, "CONTRIBUTING.md"))

    def edit_contributing(self, old, new):
        path = os.path.join(self.root, "CONTRIBUTING.md")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))

    def row_line(self):
        with open(os.path.join(self.root, "CONTRIBUTING.md"), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        return next(number for number, line in enumerate(lines, 1) if "[Take.swift]" in line)

    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_the_table_is_read_with_every_row(self):
        rows, errors = checker.read_table(os.path.join(ROOT, "CONTRIBUTING.md"))
        self.assertEqual(errors, [])
        self.assertGreaterEqual(len(rows), 7)
        take = next(row for row in rows if row.template[0].endswith("Take.swift"))
        self.assertEqual([name for name, _ in take.producers], ["OneSourceProducer"])
        self.assertEqual([name for name, _ in take.sinks], ["ForwardingSink", "OneSourceSink"])

    def test_a_row_that_lies_about_the_sink_fails_at_the_name(self):
        # Take's sink is a ForwardingSink, not an EventForwardingSink.
        self.edit_contributing("| `OneSourceProducer` | `ForwardingSink`, `OneSourceSink` | [Take.swift]",
                               "| `OneSourceProducer` | `EventForwardingSink`, `OneSourceSink` | [Take.swift]")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        line = self.row_line()
        column = TAKE_ROW.index("`ForwardingSink`") + 1 + 3 + 1  # the row is indented 3; the name after its backtick
        self.assertTrue(errors[0].startswith(f"CONTRIBUTING.md:{line}:{column}: error: "), errors[0])
        self.assertIn("Sources/Rx/Observables/Take.swift declares no type on 'EventForwardingSink'", errors[0])
        self.assertIn("it declares types on ForwardingSink, OneSourceSink", errors[0])

    def test_a_base_that_does_not_exist_fails(self):
        self.edit_contributing("| `ReceiverProducer` | `EventForwardingSink` |", "| `ReceiverProducer` | `EventSink` |")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^CONTRIBUTING\.md:\d+:\d+: error: 'EventSink' is declared nowhere in Sources/Rx")
        self.assertIn("ReceiverProducer", errors[0])  # the message lists the bases that do exist

    def test_a_template_file_that_went_away_fails(self):
        os.remove(os.path.join(self.root, "Sources", "Rx", "Observables", "Debounce.swift"))
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^CONTRIBUTING\.md:\d+:\d+: error: Sources/Rx/Observables/Debounce\.swift does not exist")

    def test_the_command_line_prints_the_findings_and_fails(self):
        self.edit_contributing("| `ReceiverProducer` | `EventForwardingSink` |", "| `ReceiverProducer` | `EventSink` |")
        os.remove(os.path.join(self.root, "Sources", "Rx", "Observables", "Debounce.swift"))
        findings = checker.check(self.root)
        self.assertEqual(len(findings), 2, findings)
        self.assert_command_line("operator-recipe.py", self.root, findings, "operator-recipe: the ")

    def test_a_template_whose_sink_changed_base_fails(self):
        self.edit("Observables/Deferred.swift", ": PassThroughSink<Observer>", ": Sink<Observer>, ObserverType")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("Sources/Rx/Observables/Deferred.swift declares no type on 'PassThroughSink'", errors[0])

    def test_a_final_base_must_be_named_in_the_templates_code(self):
        # OneSourceProducer is final: the template uses it by making one.
        self.edit("Observables/Take.swift", "return OneSourceProducer<Element, Element, TakeCountSink<Element>>(",
                  "// OneSourceProducer\n        return Producer<Element>(")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("Sources/Rx/Observables/Take.swift never uses 'OneSourceProducer'", errors[0])

    def test_a_missing_table_fails(self):
        self.edit_contributing("| kind of operator | producer | sink | copy |", "| kind | base | copy |")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^CONTRIBUTING\.md:1:1: error: no operator table")

    def test_a_row_without_a_file_to_copy_fails(self):
        self.edit_contributing("| [Take.swift](Sources/Rx/Observables/Take.swift) |", "| Take.swift |")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], rf"^CONTRIBUTING\.md:{self.row_line_of('| Take.swift |')}:\d+: error: the row names no file to copy")

    def row_line_of(self, text):
        with open(os.path.join(self.root, "CONTRIBUTING.md"), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        return next(number for number, line in enumerate(lines, 1) if text in line)


if __name__ == "__main__":
    unittest.main()
