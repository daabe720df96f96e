import Foundation
import XCTest
@testable import Playbook

/// The exported Xcode playground: its manifest lists exactly its pages, and
/// each page's Swift, put together with the bundle's Sources, type-checks
/// against the Rx and RxTesting modules of this build.
final class PlaygroundExportTests: XCTestCase {
    static let playgrounds = Fixtures.packageRoot.appending(path: "Playgrounds")

    private func export() throws -> (URL, [PlaygroundExporter.Page]) {
        let bundle = FileManager.default.temporaryDirectory.appending(path: "export-\(UUID().uuidString)/Rx.playground")
        let exporter = PlaygroundExporter()
        let pages = try exporter.pages(DocumentationLoader().load([Self.playgrounds.path]))
        try exporter.write(pages, to: bundle)
        addTeardownBlock { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        return (bundle, pages)
    }

    func testManifestListsExactlyThePagesInTheBundleInOrder() throws {
        let (bundle, pages) = try export()
        let manifest = try String(contentsOf: bundle.appending(path: "contents.xcplayground"), encoding: .utf8)
        let listed = manifest.components(separatedBy: "<page name='").dropFirst().map { String($0.prefix(while: { $0 != "'" })) }
        let folders = try FileManager.default.contentsOfDirectory(atPath: bundle.appending(path: "Pages").path)
            .filter { $0.hasSuffix(".xcplaygroundpage") }.map { String($0.dropLast(".xcplaygroundpage".count)) }
        XCTAssertEqual(Set(listed), Set(folders))
        XCTAssertEqual(listed.count, folders.count)
        XCTAssertEqual(listed, pages.map(\.name))
        XCTAssertEqual(listed.count, try ChapterFiles.find([Self.playgrounds.path]).count)
        XCTAssertEqual(listed.first, "Introduction")
        for folder in folders {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: bundle.appending(path: "Pages/\(folder).xcplaygroundpage/Contents.swift").path))
        }
    }

    func testProseBecomesMarkupAndExamplesBecomeBlocks() {
        let page = PlaygroundExporter().page(
            source: """
                # Sample

                Some *prose*.

                ```swift setup
                func double(_ x: Int) -> Int { x * 2 }
                ```

                ```swift marble
                let numbers = hot("-1|")
                result(numbers.map(double))
                ```

                ```output
                -2|
                ```
                """, path: "sample.md")
        XCTAssertEqual(page.name, "Sample")
        XCTAssertTrue(page.contents.contains("//: # Sample\n//:\n//: Some *prose*.\n"))
        XCTAssertTrue(
            page.contents.contains(
                """
                do {
                    marbleScenario = MarbleScenario()
                    let numbers = hot("-1|", name: "numbers")
                    result(numbers.map(double), name: "map(double)")
                    marbleExampleFinish()
                }

                // Prints:
                //   -2|
                """))
        XCTAssertTrue(page.setup?.contains("public func double(_ x: Int) -> Int { x * 2 }") ?? false)
    }

    func testEveryPageTypeChecksAgainstRxWithItsSetup() throws {
        // Pages use Resources.total, which exists only with the TraceResources trait: prefer the
        // modules playbook builds for its harness (with it), then this test build's (`make test` uses it).
        let harness = Fixtures.packageRoot.appending(path: ".build/playbook/libraries/.build/debug/Modules")
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "Modules")
        let candidates = [harness, modules]
        guard
            let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appending(path: "RxTesting.swiftmodule").path) }
            )
        else {
            throw XCTSkip("no built Rx/RxTesting modules beside the test bundle")
        }
        let (bundle, pages) = try export()
        let sourcesFolder = bundle.appending(path: "Sources")
        let sources = try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path).sorted()
            .map { try String(contentsOf: sourcesFolder.appending(path: $0), encoding: .utf8) }
        let work = bundle.deletingLastPathComponent().appending(path: "typecheck")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        func typeCheck(_ code: String) throws -> ProcessResult {
            let file = work.appending(path: "main.swift")
            try code.write(to: file, atomically: true, encoding: .utf8)
            return try ChildProcess(
                program: "swiftc",
                arguments: [
                    "-typecheck", "-swift-version", "5", "-suppress-warnings", "-I", found.path, file.path
                ], deadline: 300
            ).run()
        }
        // Modules built without the TraceResources trait (a plain `swift test`) have no
        // `Resources`: pages that read it can only be checked against modules built with it.
        let hasResources = try typeCheck("import Rx\n_ = Resources.total\n").succeeded
        var checked = 0
        for page in pages {
            if !hasResources && page.contents.contains("Resources.") {
                print("note: page \(page.name) reads Resources, which needs the TraceResources trait; not type-checked in this build")
                continue
            }
            let result = try typeCheck((sources + [page.contents]).joined(separator: "\n"))
            XCTAssertTrue(result.succeeded, "page \(page.name) does not type-check:\n\(result.stderr.prefix(3000))")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, pages.count - 1, "only \(checked) of \(pages.count) pages were type-checked")
    }
}
