#!/usr/bin/env python3
"""Tests .ci/one-lock-idiom.py on copies of Sources/Rx with a bare lock added."""

import unittest

from checker_testing import ROOT, CommandLineAssertions, SourcesCopyTestCase, load_checker

checker = load_checker("one-lock-idiom.py", "one_lock_idiom")


class OneLockIdiomTests(CommandLineAssertions, SourcesCopyTestCase):
    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_bare_lock_pair_fails_naming_file_line_and_column(self):
        self.edit("Observables/Create.swift", "    override func _receiveNext(_ element: Element) {\n",
                  "    override func _receiveNext(_ element: Element) {\n        lock.lock(); defer { lock.unlock() }\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 2, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Create\.swift:\d+:13: error: 'lock\(\)' outside")
        self.assertIn("'unlock()'", errors[1])

    def test_the_command_line_prints_the_findings_and_fails(self):
        self.edit("Observables/Create.swift", "    override func _receiveNext(_ element: Element) {\n",
                  "    override func _receiveNext(_ element: Element) {\n        lock.lock(); defer { lock.unlock() }\n")
        findings = checker.check(self.root)
        self.assertEqual(len(findings), 2, findings)
        self.assert_command_line("one-lock-idiom.py", self.root, findings, "one-lock-idiom: ")

    def test_an_nslock_fails(self):
        self.edit("Observables/Create.swift", "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n",
                  "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n    private let other = NSLock()\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("'NSLock'", errors[0])

    def test_a_synchronization_mutex_fails(self):
        self.edit("Observables/Create.swift", "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n",
                  "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n    private let guarded = Mutex<Int>(0)\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Create\.swift:\d+:\d+: error: 'Mutex' in Sources/Rx")

    def test_a_lock_word_outside_the_locks_and_creates_sink_fails(self):
        self.edit("Observables/Map.swift", "    private let transform: Transform\n",
                  "    private let transform: Transform\n    private let word = ReentrantLockWord()\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Map\.swift:\d+:\d+: error: 'ReentrantLockWord' outside")

    def test_comments_strings_and_the_lock_itself_are_ignored(self):
        self.edit("Observables/Create.swift", "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n",
                  "    required override init(observer: Receiver<Element>) { super.init(observer: observer) }\n    // lock.lock()\n    let text = \"lock.unlock()\"\n")
        self.assertEqual(checker.check(self.root), [])


if __name__ == "__main__":
    unittest.main()
