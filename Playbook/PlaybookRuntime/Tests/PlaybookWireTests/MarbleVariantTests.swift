import PlaybookWire
import XCTest

final class MarbleVariantTests: XCTestCase {
    func testEachValueMovesAloneToEachFreeFrameBetweenItsNeighbours() {
        // a at frame 1 may go to 0, 2 or 3 (not past b at 4); b to 2, 3, 5 or 6 (not onto or past |).
        let moves = MarbleVariant.all("-a--b--|", input: 2).map(\.description)
        XCTAssertEqual(moves, ["2.0.0", "2.0.2", "2.0.3", "2.1.2", "2.1.3", "2.1.5", "2.1.6"])
        XCTAssertEqual(MarbleVariant(input: 2, value: 1, frame: 6).applied(to: "-a--b--|"), "-a----b|")
        XCTAssertEqual(MarbleVariant(input: 2, value: 0, frame: 0).applied(to: "-a - -b--|"), "a---b--|", "spaces are not frames")
        XCTAssertNil(MarbleVariant(input: 2, value: 0, frame: 4).applied(to: "-a--b--|"), "a cannot pass b")
        XCTAssertNil(MarbleVariant(input: 2, value: 1, frame: 7).applied(to: "-a--b--|"), "b cannot replace the completion")
    }

    func testTheSubscriptionPointStaysAndCountsTime() {
        XCTAssertEqual(MarbleVariant.all("a-^-b", input: 0).map(\.description), ["0.0.1", "0.0.3", "0.1.1", "0.1.3"], "a may cross ^")
        XCTAssertEqual(MarbleVariant.lane("a-^-b")?.values, [0, 4])
        XCTAssertEqual(MarbleVariant.lane("a-^-b")?.origin, 2, "a at -20, b at 20")
        XCTAssertEqual(MarbleVariant.lane("-a- b")?.values, [1, 3], "spaces are not frames")
        XCTAssertEqual(MarbleVariant.lane("-a-b")?.origin, 0)
    }

    func testGroupsAreNotMovedAndTextRoundTrips() {
        XCTAssertEqual(MarbleVariant.all("-(ab)-c|", input: 0), [])
        XCTAssertNil(MarbleVariant.lane("-(a)-c|"), "a group of one is a group")
        for refused in ["|a-b", "-|a", "a)-b", "^^-a"] {
            XCTAssertEqual(MarbleVariant.all(refused, input: 0), [], "\(refused): the grammar refuses it, so nothing moves")
        }
        XCTAssertEqual(MarbleVariant("3.1.12"), MarbleVariant(input: 3, value: 1, frame: 12))
        for bad in ["", "1.2", "1.2.x", "-1.2.3", "1.2.3.4"] { XCTAssertNil(MarbleVariant(bad), bad) }
    }
}
