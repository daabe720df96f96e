import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The search index knows the other names of what a heading names (given by
/// the flavour: RxJS's switchMap, RxSwift's older takeUntil), and letter
/// headings are no results of their own.
final class SearchIndexNamesTests: XCTestCase {
    private let pages = SitePlan(sources: [
        (
            "Playgrounds/05-t.md",
            "# Transforming\n\n## flatMapLatest\n\nKeeps the latest.\n\n## take(while:), take(until:) and take(for:)\n\nTakes.\n"
        ),
        ("Playgrounds/13-index.md", "# Operator index\n\n## A\n\n- `amb`\n\n## F\n\n- `flatMapLatest`\n")
    ]).pages

    func testAHeadingCarriesTheOtherNamesOfWhatItNames() throws {
        let index = SearchIndex(pages: pages, aliases: ["flatMapLatest": ["switchMap"], "take(until:)": ["takeUntil", "takeUntilDeadline"]])
        let latest = try XCTUnwrap(index.entries.first { $0.h == "flatMapLatest" })
        XCTAssertEqual(latest.a, ["switchmap": "flatMapLatest"])
        let take = try XCTUnwrap(index.entries.first { $0.h.hasPrefix("take(while:)") })
        XCTAssertEqual(take.a, ["takeuntil": "take(until:)", "takeuntildeadline": "take(until:)"])
        XCTAssertNil(index.entries.first { $0.h == "Operator index" || $0.h.isEmpty && $0.t == "Transforming" }?.a)
        XCTAssertTrue(index.script().contains(#""a":{"switchmap":"flatMapLatest"}"#), index.script())
    }

    func testLetterHeadingsAreNoResultsTheirProseGoesWithThePage() throws {
        let index = SearchIndex(pages: pages)
        XCTAssertEqual(index.entries.filter { $0.t == "Operator index" }.map(\.h), [""])
        let page = try XCTUnwrap(index.entries.first { $0.t == "Operator index" })
        XCTAssertTrue(page.k.contains("amb") && page.k.contains("flatMapLatest"), "\(page.k)")
    }

    func testTheRxFlavourKnowsOtherLibrariesNamesAndTheLibrarysOlderSpellings() {
        let aliases = RxFlavour().searchAliases(libraryRoot: Fixtures.packageRoot)
        XCTAssertTrue(aliases["flatMapLatest"]?.contains("switchMap") ?? false, "RxJS")
        XCTAssertTrue(aliases["take(until:)"]?.contains("takeUntil") ?? false, "\(aliases["take(until:)"] ?? [])")
        XCTAssertTrue(aliases["catch"]?.contains("catchError") ?? false)
        XCTAssertTrue(aliases["observe(on:)"]?.contains("observeOn") ?? false)
        XCTAssertEqual(PlainFlavour().searchAliases(libraryRoot: Fixtures.packageRoot), [:])
    }
}
