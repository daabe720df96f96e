"""Tests of .ci/rx-api-audit.py's reading of declarations: what counts as public.

    python3 -B .ci/test_rx_api_audit.py
"""

import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("rx_api_audit", os.path.join(HERE, "rx-api-audit.py"))
audit = importlib.util.module_from_spec(spec)
spec.loader.exec_module(audit)


def scan(source):
    """The declarations the audit reads in `source`: {(context, name): public}."""
    with tempfile.NamedTemporaryFile("w", suffix=".swift", dir=audit.ROOT, delete=False) as file:
        file.write(source)
    try:
        declarations, conformances = [], {}
        audit.scan_file(file.name, declarations, conformances)
    finally:
        os.unlink(file.name)
    return {(d["context"], d["name"]): d["public"] for d in declarations}


class PublicDeclarationTests(unittest.TestCase):
    def test_a_requirement_of_a_public_protocol_is_public(self):
        found = scan("public protocol Shape {\n    func area() -> Double\n}\n")
        self.assertTrue(found[("Shape", "area")])

    def test_a_requirement_of_an_internal_protocol_is_not_public(self):
        # An internal protocol's requirement that a public class satisfies
        # must not make the class's member count as public API.
        found = scan("@usableFromInline\nprotocol Unsubscribing: AnyObject {\n"
                     "    func synchronizedUnsubscribe(_ key: Int)\n}\n")
        self.assertFalse(found[("Unsubscribing", "synchronizedUnsubscribe")])

    def test_members_of_a_public_extension_are_public_and_of_an_internal_one_not(self):
        found = scan("public extension Shape {\n    func scaled(by factor: Double) -> Shape { self }\n}\n"
                     "extension Circle {\n    func radiusSquared() -> Double { 0 }\n}\n")
        self.assertTrue(found[("Shape", "scaled")])
        self.assertFalse(found[("Circle", "radiusSquared")])


if __name__ == "__main__":
    unittest.main()
