#!/usr/bin/env python3
"""Tests .ci/make-test-steps.py on copies of the Makefile whose list of make
test's steps was made to disagree with the target."""

import os
import shutil
import tempfile
import unittest

from checker_testing import ROOT, CommandLineAssertions, load_checker

checker = load_checker("make-test-steps.py", "make_test_steps")


class MakeTestStepsTests(CommandLineAssertions, unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        shutil.copy(os.path.join(ROOT, "Makefile"), os.path.join(self.root, "Makefile"))

    def tearDown(self):
        shutil.rmtree(self.root)

    def edit(self, old, new):
        path = os.path.join(self.root, "Makefile")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))

    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_step_missing_from_the_list_fails_at_the_prerequisite(self):
        self.edit("#   check-locks      every lock in Sources/Rx taken through performLocked\n", "")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Makefile:\d+:\d+: error: 'check-locks' is a prerequisite of 'test:' but is not in the list")

    def test_a_listed_step_the_target_does_not_run_fails_at_its_line(self):
        self.edit("test: check-generated check-casts check-locks", "test: check-generated check-casts")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Makefile:\d+:5: error: 'check-locks' is listed as a step of make test but is not")

    def test_the_command_line_prints_the_findings_and_fails(self):
        self.edit("test: check-generated check-casts check-locks", "test: check-generated check-casts")
        self.assert_command_line("make-test-steps.py", self.root, checker.check(self.root), "make-test-steps: ")

    def test_steps_in_another_order_fail(self):
        self.edit("test: check-generated check-casts", "test: check-casts check-generated")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("not in the order", errors[0])


if __name__ == "__main__":
    unittest.main()
