#!/usr/bin/env python3
"""Tests .ci/one-lock-idiom.py on copies of Sources/Rx with a bare lock added."""

import importlib.util
import os
import shutil
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
spec = importlib.util.spec_from_file_location("one_lock_idiom", os.path.join(HERE, "one-lock-idiom.py"))
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)


class OneLockIdiomTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        shutil.copytree(os.path.join(ROOT, "Sources", "Rx"), os.path.join(self.root, "Sources", "Rx"))

    def tearDown(self):
        shutil.rmtree(self.root)

    def edit(self, relative, old, new):
        path = os.path.join(self.root, "Sources", "Rx", relative)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))

    def test_the_repository_passes(self):
        self.assertEqual(checker.check(ROOT), [])

    def test_a_bare_lock_pair_fails_naming_file_line_and_column(self):
        self.edit("Observables/Create.swift", "    func on(_ event: Event<Element>) {\n",
                  "    func on(_ event: Event<Element>) {\n        lock.lock(); defer { lock.unlock() }\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 2, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Create\.swift:\d+:13: error: 'lock\(\)' outside")
        self.assertIn("'unlock()'", errors[1])

    def test_an_nslock_fails(self):
        self.edit("Observables/Create.swift", "    private var stopped = false\n",
                  "    private var stopped = false\n    private let other = NSLock()\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertIn("'NSLock'", errors[0])

    def test_a_synchronization_mutex_fails(self):
        self.edit("Observables/Create.swift", "    private var stopped = false\n",
                  "    private var stopped = false\n    private let guarded = Mutex<Int>(0)\n")
        errors = checker.check(self.root)
        self.assertEqual(len(errors), 1, errors)
        self.assertRegex(errors[0], r"^Sources/Rx/Observables/Create\.swift:\d+:\d+: error: 'Mutex' in Sources/Rx")

    def test_comments_strings_and_the_lock_itself_are_ignored(self):
        self.edit("Observables/Create.swift", "    private var stopped = false\n",
                  "    private var stopped = false\n    // lock.lock()\n    let text = \"lock.unlock()\"\n")
        self.assertEqual(checker.check(self.root), [])


if __name__ == "__main__":
    unittest.main()
