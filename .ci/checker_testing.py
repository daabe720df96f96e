"""What the tests of the Sources/Rx checks in .ci/ share: loading a checker
script as a module, a test case that works on a copy of Sources/Rx, and the
assertion that a checker's command line (.ci/checker.py's main) reports its
findings as make sees them.

Used by test_no_dynamic_casts.py, test_one_lock_idiom.py, test_operator_recipe.py,
test_make_test_steps.py, test_markup_in_swift.py and test_swift_file_length.py;
test_setup_script.py takes ROOT from here."""

import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def load_checker(script, name):
    """The checker .ci/SCRIPT (a file name with dashes) as a module."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(HERE, script))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run_checker(script, *arguments):
    """Runs .ci/SCRIPT as make does: (exit status, stdout, stderr)."""
    result = subprocess.run([sys.executable, "-B", os.path.join(HERE, script), *arguments],
                            capture_output=True, text=True, check=False)
    return result.returncode, result.stdout, result.stderr


class CommandLineAssertions:
    """For a unittest.TestCase of a checker: its command line on a passing
    and on a failing repository."""

    def assert_command_line(self, script, failing_root, expected_findings, summary_start):
        status, out, err = run_checker(script, "--root", ROOT)
        self.assertEqual((status, err), (0, ""), err)
        self.assertEqual(len(out.splitlines()), 1, out)
        self.assertTrue(out.startswith(summary_start), out)
        status, out, err = run_checker(script, "--root", failing_root)
        self.assertEqual((status, out), (1, ""), out)
        self.assertEqual(err.splitlines(), expected_findings)
        for finding in expected_findings:
            self.assertRegex(finding, r"^[^:\s]+:\d+:\d+: error: \S")


class SourcesCopyTestCase(unittest.TestCase):
    """Each test gets `self.root`, a folder holding a copy of Sources/Rx, and
    `edit` to change one of its files."""

    def setUp(self):
        self.root = tempfile.mkdtemp()
        shutil.copytree(os.path.join(ROOT, "Sources", "Rx"), os.path.join(self.root, "Sources", "Rx"))

    def tearDown(self):
        shutil.rmtree(self.root)

    def edit(self, relative, old, new):
        """Replaces the first `old` in Sources/Rx/RELATIVE of the copy (which must contain it) with `new`."""
        path = os.path.join(self.root, "Sources", "Rx", relative)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new, 1))
