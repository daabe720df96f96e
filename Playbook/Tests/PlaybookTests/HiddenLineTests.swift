import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Hidden lines (`#- `): compiled with every line and column in place,
/// folded on the page, restored by Copy; what only looks like one keeps
/// its meaning.
final class HiddenLineTests: XCTestCase {
    func testAMarkedLineIsCompiledInPlaceAndReadWithoutItsMarker() throws {
        let chapter = Fixtures.extract(
            """
            ```swift
            import Rx
            #- let bag = DisposeBag()
                #- let indented = 1
            #-
            Observable.just(indented).subscribe(onNext: { print($0) }).disposed(by: bag)
            ```

            ```output
            1
            ```
            """)
        XCTAssertEqual(chapter.diagnostics, [])
        let example = try XCTUnwrap(chapter.examples.first)
        XCTAssertEqual(example.hiddenLines.map(\.index), [1, 2, 3])
        // The compiler sees the code where the markdown has it: same lines, same columns.
        XCTAssertEqual(
            example.code,
            """
            import Rx
               let bag = DisposeBag()
                   let indented = 1
              
            Observable.just(indented).subscribe(onNext: { print($0) }).disposed(by: bag)

            """)
        XCTAssertEqual(
            example.readableCode,
            """
            import Rx
            let bag = DisposeBag()
                let indented = 1

            Observable.just(indented).subscribe(onNext: { print($0) }).disposed(by: bag)

            """)
    }

    func testLinesThatOnlyLookLikeHiddenLinesKeepTheirMeaning() {
        let code = """
            #if os(Linux)
            #sourceLocation(file: "a.swift", line: 1)
            #sourceLocation()
            #endif
            if #available(macOS 15, *) {}
            let raw = #"#- not hidden"#
            let rawer = ##"#-"##
            let pattern = #/#-[a-z]+/#
            let text = \"""
            #- inside a string: text
              #- also text
            \"""
            /*
            #- inside a block comment
            */
            // #- in a line comment
            """
        let result = HiddenLineMarkers.strip(code)
        XCTAssertEqual(result.hidden, [])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.code, code)
    }

    func testAMarkerWithoutItsSpaceIsAnErrorAtItsColumn() {
        let chapter = Fixtures.extract(
            """
            > ```swift
            > let a = 1
            >   #-print(a)
            > ```
            >
            > ```output
            > 1
            > ```
            """)
        XCTAssertEqual(chapter.diagnostics.map(\.headline).count, 1)
        XCTAssertTrue(
            chapter.diagnostics.first?.headline.hasPrefix("doc.md:3:5: error: '#-' marks a hidden line and must be followed by a space")
                ?? false, "\(chapter.diagnostics)")
    }

    func testTheSiteFoldsHiddenLinesAndCopyRestoresThem() throws {
        let source = """
            # Page

            ```swift
            import Rx
            #- let bag = DisposeBag()
            Observable.just(1).subscribe(onNext: { print($0) }).disposed(by: bag)
            ```

            ```output
            1
            ```
            """
        let plan = SitePlan(sources: [("Docs/01-a.md", source)])
        let html = try XCTUnwrap(try SiteFixtures.builder(plan).render().first { $0.path == "Docs/01-a.html" }).contents
        XCTAssertTrue(html.contains("<span class=\"line hidden-line\"><span class=\"k\">let</span> bag = "), html)
        XCTAssertTrue(html.contains("<button class=\"reveal-hidden\" type=\"button\" aria-pressed=\"false\" data-lines=\"1 hidden line\""))
        XCTAssertTrue(html.contains("data-copy=\"import RxSwift\n\nlet bag = DisposeBag()\nObservable.just(1)"), html)
        XCTAssertFalse(html.contains("#-"))
    }
}
