"""What the tests of the Sources/Rx checks in .ci/ share: loading a checker
script as a module, and a test case that works on a copy of Sources/Rx.

Used by test_no_dynamic_casts.py, test_one_lock_idiom.py, test_operator_recipe.py,
test_make_test_steps.py, test_markup_in_swift.py and test_swift_file_length.py."""

import importlib.util
import os
import shutil
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
