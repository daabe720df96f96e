import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The search index holds example code and output, and its matching forgives small typos.
final class SearchIndexFuzzyTests: XCTestCase {
    private let index = SearchIndex(
        pages: SitePlan(sources: [
            (
                "Docs/01-a.md",
                "# Switching\n\n## Latest only\n\nUse `flatMapLatest` to keep the latest inner sequence.\n\n```swift\nlet zebraCounter = 3\nprint(zebraCounter)\n```\n\n```output\nquokkaPrinted 3\n```\n"
            ),
            ("Docs/02-b.md", "# Mapping\n\nThe `map` operator changes each element.\n")
        ]).pages)

    func testEditDistanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        XCTAssertEqual(SearchIndex.editDistance("flatmaplatst", "flatmaplatest", limit: 2), 1)
        XCTAssertEqual(SearchIndex.editDistance("flatmaplaetst", "flatmaplatest", limit: 2), 1, "two neighbours swapped is one edit")
        XCTAssertEqual(SearchIndex.editDistance("mpa", "map", limit: 2), 1)
        XCTAssertEqual(SearchIndex.editDistance("kitten", "sitting", limit: 5), 3)
        XCTAssertEqual(SearchIndex.editDistance("abcdefgh", "zyxwvuts", limit: 2), 3, "stops at limit + 1")
    }

    func testAllowedEditsGrowWithTheWord() {
        XCTAssertEqual([3, 4, 7, 8, 12].map(SearchIndex.allowedEdits), [0, 1, 1, 2, 2])
    }

    func testTypoFindsTheOperator() {
        XCTAssertEqual(index.closeTerms(to: "flatMapLatst"), ["flatmaplatest"])
        XCTAssertEqual(index.matches("flatMapLatst").map(\.u), ["Docs/01-a.html#latest-only"])
        XCTAssertEqual(index.matches("flatMapLatest").map(\.u), ["Docs/01-a.html#latest-only"])
    }

    func testShortWordsMustMatchExactly() {
        XCTAssertEqual(index.closeTerms(to: "mop"), [])
        XCTAssertEqual(index.matches("mop"), [])
    }

    func testCodeAndOutputOfExamplesAreFound() throws {
        let entry = try XCTUnwrap(index.entries.first { $0.u == "Docs/01-a.html#latest-only" })
        XCTAssertTrue(entry.c.contains("let zebraCounter = 3"), entry.c)
        XCTAssertTrue(entry.c.contains("quokkaPrinted 3"), entry.c)
        XCTAssertFalse(entry.x.contains("zebraCounter"), "the code is not prose")
        XCTAssertEqual(index.matches("zebracounter").map(\.u), ["Docs/01-a.html#latest-only"])
        XCTAssertEqual(index.matches("quokaPrinted").map(\.u), ["Docs/01-a.html#latest-only"], "output, with a typo")
        XCTAssertTrue(index.terms.contains("zebracounter"))
    }
}
