import XCTest
@testable import Playbook
@testable import PlaybookRx

final class UnifiedDiffTests: XCTestCase {
    func testChangedLineShowsRemovalThenAdditionWithContext() {
        let diff = UnifiedDiff(context: 1).diff(expected: "a\nb\nc\nd\ne\n", actual: "a\nb\nX\nd\ne\n")
        XCTAssertEqual(
            diff,
            """
            --- expected
            +++ actual
            @@ -2,3 +2,3 @@
             b
            -c
            +X
             d
            """)
    }

    func testFarApartChangesGetSeparateHunks() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines[1] = "two"
        lines[18] = "nineteen"
        let new = lines.joined(separator: "\n")
        let diff = UnifiedDiff(context: 2).diff(expected: old, actual: new)
        XCTAssertEqual(diff.split(separator: "\n").filter { $0.hasPrefix("@@") }, ["@@ -1,4 +1,4 @@", "@@ -17,4 +17,4 @@"])
    }

    func testMissingOutputIsAllRemovals() {
        XCTAssertEqual(UnifiedDiff().diff(expected: "a\nb\n", actual: ""), "--- expected\n+++ actual\n@@ -1,2 +0,0 @@\n-a\n-b")
    }
}
