"""Tests of .ci/rx-api-audit.py's comparison of RX-API.md with the declarations
that `playbook declarations` prints (its reading of Swift is playbook's, tested
by Playbook's SourceDeclarationsTests).

    python3 -B .ci/test_rx_api_audit.py
"""

import contextlib
import importlib.util
import io
import json
import os
import shutil
import sys
import tempfile
import unittest
import unittest.mock

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("rx_api_audit", os.path.join(HERE, "rx-api-audit.py"))
audit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(audit)


def declaration(context, name, labels, public=True, static=False, defaulted=(), conditions=()):
    """A declaration as `playbook declarations` prints it."""
    return {
        "name": name, "context": context, "contextKind": "extension", "enclosing": [context] if context else [],
        "parameters": [{"label": label, "mayBeLeftOut": label in defaulted, "text": f"{label} value: Int"} for label in labels],
        "isStatic": static, "isPublic": public, "conditions": list(conditions), "file": "Sources/Rx/X.swift", "line": 1,
    }


class ComparisonTests(unittest.TestCase):
    def audit(self, api_lines, declarations, conformances=None):
        """The audit's exit status and output for an API list and printed declarations."""
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        api, printed, known = (os.path.join(folder, name) for name in ("RX-API.md", "declarations.json", "known.txt"))
        with open(api, "w", encoding="utf-8") as file:
            file.write("# API\n\n## RxSwift/X.swift\n" + "".join(f"- {line}\n" for line in api_lines))
        with open(printed, "w", encoding="utf-8") as file:
            json.dump({"declarations": declarations, "conformances": conformances or {}}, file)
        with open(known, "w", encoding="utf-8"):
            pass
        output = io.StringIO()
        arguments = ["rx-api-audit.py", "--api", api, "--declarations", printed, "--known", known]
        with contextlib.redirect_stdout(output), unittest.mock.patch.object(sys, "argv", arguments):
            status = audit.main()
        return status, output.getvalue()

    def test_every_entry_declared_passes(self):
        status, output = self.audit(
            ["ObservableType.map(_:)", "static Observable.just(_:)", "ObservableType.subscribe(onNext:)"],
            [declaration("ObservableType", "map", ["_"]), declaration("Observable", "just", ["_"], static=True),
             declaration("ObservableType", "subscribe", ["onNext", "onError"], defaulted=("onNext", "onError"))])
        self.assertEqual(status, 0, output)
        self.assertIn("3 entries: 3 declared", output)

    def test_a_missing_declaration_fails_and_is_named(self):
        status, output = self.audit(
            ["ObservableType.map(_:)", "ObservableType.filter(_:)"], [declaration("ObservableType", "map", ["_"])])
        self.assertEqual(status, 1)
        self.assertIn("Missing:\n  ObservableType.filter(_:)", output)

    def test_an_internal_declaration_or_another_static_is_not_the_entry(self):
        status, output = self.audit(
            ["ObservableType.map(_:)", "ObservableType.just(_:)"],
            [declaration("ObservableType", "map", ["_"], public=False), declaration("ObservableType", "just", ["_"], static=True)])
        self.assertEqual(status, 1)
        self.assertIn("1 internal", output)
        self.assertIn("another `static`:\n  ObservableType.just(_:)", output)

    def test_a_protocols_member_serves_its_conforming_types_and_apple_only_is_said(self):
        status, output = self.audit(
            ["PublishSubject.asObservable()", "Reactive.tap()"],
            [declaration("ObservableType", "asObservable", []),
             declaration("Reactive", "tap", [], conditions=["canImport(UIKit)"])],
            {"PublishSubject": ["Observable"], "Observable": ["ObservableType"]})
        self.assertEqual(status, 0, output)
        self.assertIn("Apple platforms only", output)


if __name__ == "__main__":
    unittest.main()
