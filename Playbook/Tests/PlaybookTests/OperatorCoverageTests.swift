import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Every public operator of Rx has a verified example in Playgrounds/, and the
/// generated operator pages are up to date.
final class OperatorCoverageTests: XCTestCase {
    static let observables = Fixtures.packageRoot.appending(path: "Sources/Rx/Observables")
    static let playgrounds = Fixtures.packageRoot.appending(path: "Playgrounds")

    private func playgroundChapters() throws -> [Chapter] {
        try DocumentationLoader().load([Self.playgrounds.path]).chapters
    }

    func testEveryOperatorOfTheLibraryHasAnExampleInPlaygrounds() throws {
        let catalog = try OperatorCatalog(scanning: Self.observables)
        XCTAssertGreaterThan(catalog.operators.count, 60, "the scan found too few operators to be right")
        let chapters = try playgroundChapters()
        let missing = OperatorUsage(catalog: catalog, chapters: chapters).missing(catalog.operators)
        XCTAssertEqual(
            missing.map(\.key), [], "operators without an example in Playgrounds/; add one (a marble example if it is about time)")
    }

    func testANewOperatorWithoutAnExampleFailsTheCheck() throws {
        let fixture = try String(contentsOf: Fixtures.directory.appending(path: "Coverage/Frobnicate.swift.txt"), encoding: .utf8)
        var sources = try FileManager.default.contentsOfDirectory(atPath: Self.observables.path).filter { $0.hasSuffix(".swift") }
            .map { (file: $0, text: try String(contentsOf: Self.observables.appending(path: $0), encoding: .utf8)) }
        sources.append((file: "Frobnicate.swift", text: fixture))
        let catalog = OperatorCatalog(sources: sources)
        let chapters = try playgroundChapters()
        let usage = OperatorUsage(catalog: catalog, chapters: chapters)
        XCTAssertEqual(usage.missing(catalog.operators).map(\.key), ["frobnicate"])
        XCTAssertEqual(catalog.deprecated.first { $0.name == "frob" }?.renamed, "frobnicate()")
        XCTAssertFalse(catalog.operators.contains { ["notPublic", "notAnOperator"].contains($0.name) })

        // An example that calls it fixes that.
        let page = Fixtures.extract("```swift\nimport Rx\n_ = Observable.just(1).frobnicate()\n```\n\n```output\n```\n")
        XCTAssertEqual(OperatorUsage(catalog: catalog, chapters: chapters + [page]).missing(catalog.operators), [])
    }

    func testOperatorsAreToldApartByTheirFirstLabel() {
        let catalog = OperatorCatalog(sources: [
            (
                file: "Ops.swift",
                text: """
                extension ObservableType {
                    public func take(_ count: Int) -> Observable<Element> { fatalError() }
                    public func take(until other: Observable<Int>) -> Observable<Element> { fatalError() }
                    public func `do`(onNext: ((Element) -> Void)? = nil) -> Observable<Element> { fatalError() }
                }
                extension ObservableType where Element == Any {
                    public static func `catch`(sequence: [Observable<Int>]) -> Observable<Int> { fatalError() }
                }
                """
            )
        ])
        XCTAssertEqual(catalog.operators.map(\.key), ["catch(sequence:)", "do", "take", "take(until:)"])
        let page = Fixtures.extract(
            """
            ```swift
            _ = numbers.take(until: stop).do(onNext: { print($0) })
            ```

            ```output
            ```
            """)
        let usage = OperatorUsage(catalog: catalog, chapters: [page])
        XCTAssertEqual(usage.missing(catalog.operators).map(\.key), ["catch(sequence:)", "take"])
        XCTAssertEqual(
            OperatorUsage.calls(in: "Observable.`catch`(sequence: xs).map { $0 }.filter(x ? a : b)").map { "\($0.name)/\($0.label ?? "")" },
            ["catch/sequence", "map/", "filter/"])
    }

    func testGeneratedOperatorPagesAreUpToDate() throws {
        let catalog = try OperatorCatalog(scanning: Self.observables)
        let chapters = try playgroundChapters()
        let pages = OperatorPages(
            catalog: catalog, usage: OperatorUsage(catalog: catalog, chapters: chapters),
            outputDirectory: Self.playgrounds.path)
        for (name, text) in [(OperatorPages.decisionTreeFile, pages.decisionTree), (OperatorPages.indexFile, pages.index)] {
            let onDisk = try String(contentsOf: Self.playgrounds.appending(path: name), encoding: .utf8)
            XCTAssertEqual(onDisk, text, "Playgrounds/\(name) is out of date; run `playbook operators`")
        }
        XCTAssertFalse(pages.decisionTree.contains("no example yet"))
        XCTAssertTrue(pages.index.contains("- *catchError*: now [`catch`]"))
    }

    func testRenamedSpellingsBecomeKeys() {
        XCTAssertEqual(OperatorPages.key(fromRenamed: "catch(_:)"), "catch")
        XCTAssertEqual(OperatorPages.key(fromRenamed: "take(until:behavior:)"), "take(until:)")
        XCTAssertEqual(OperatorPages.key(fromRenamed: "ignoreElements()"), "ignoreElements")
    }
}
