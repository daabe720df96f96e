import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `playbook operators` as a library run: writes the two pages, checks them
/// without writing, and names each operator that has no example.
final class OperatorPagesUpdateTests: XCTestCase {
    func testWritesThePagesChecksThemAndNamesOperatorsWithoutExample() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "operator-pages-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let catalog = OperatorCatalog(sources: [
            (
                file: "Ops.swift",
                text: """
                extension ObservableType {
                    public func map<R>(_ transform: @escaping (Element) -> R) -> Observable<R> { fatalError() }
                    public func frobnicate() -> Observable<Element> { fatalError() }
                }
                """
            )
        ])
        let documentation = DocumentationLoader().load(sources: [
            (
                path: "Playgrounds/map.md",
                text: """
                # map

                ```swift
                _ = Observable.of(1).map { $0 * 2 }
                ```

                ```output
                ```
                """
            )
        ])
        let update = OperatorPagesUpdate(catalog: catalog, sourceFolder: "Sources/Ops", outputFolder: folder.path)
        XCTAssertThrowsError(try update.run(documentation), "the output folder does not exist yet")

        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var check = update
        check.checkOnly = true
        let stale = try check.run(documentation)
        XCTAssertEqual(
            stale.problems,
            [
                "Sources/Ops/Ops.swift: error: operator frobnicate has no example in the pages",
                folder.appending(path: OperatorPages.decisionTreeFile).path + ": error: out of date; run playbook operators to rewrite it",
                folder.appending(path: OperatorPages.indexFile).path + ": error: out of date; run playbook operators to rewrite it"
            ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "a check writes nothing")

        let written = try update.run(documentation)
        XCTAssertEqual(written.problems, ["Sources/Ops/Ops.swift: error: operator frobnicate has no example in the pages"])
        XCTAssertEqual(written.summary, "2 operators, 0 deprecated spellings, 1 without an example")
        let index = try String(contentsOf: folder.appending(path: OperatorPages.indexFile), encoding: .utf8)
        XCTAssertTrue(index.contains("map"), index)
        XCTAssertEqual(try check.run(documentation).problems, written.problems, "up to date after writing")
    }
}
