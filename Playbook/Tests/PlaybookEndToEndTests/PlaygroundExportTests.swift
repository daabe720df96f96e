import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The exported Xcode playground: its manifest lists exactly its pages, its
/// workspace holds it and the package, and each page's Swift type-checks
/// against the modules of this build.
final class PlaygroundExportTests: XCTestCase {
    static let playgrounds = Fixtures.packageRoot.appending(path: "Playgrounds")
    static let guide = Fixtures.packageRoot.appending(path: "Docs")

    private func export(_ folders: [URL] = [playgrounds]) throws -> (URL, [PlaygroundExporter.Page]) {
        let bundle = FileManager.default.temporaryDirectory.appending(path: "export-\(UUID().uuidString)/Rx.playground")
        let exporter = PlaygroundExporter()
        let pages = try exporter.pages(DocumentationLoader().load(folders.map(\.path)))
        try exporter.write(pages, to: bundle, package: Fixtures.packageRoot)
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

    func testProseBecomesMarkupAndExamplesBecomeBlocks() throws {
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
        // The setup's declarations stay on the page, above the examples that use them.
        let declaration = try XCTUnwrap(page.contents.range(of: "\nfunc double(_ x: Int) -> Int { x * 2 }"))
        XCTAssertLessThan(declaration.lowerBound, try XCTUnwrap(page.contents.range(of: "do {")).lowerBound)
    }

    func testEveryPageTypeChecksAgainstRxWithItsSetup() throws {
        // Pages use Resources.total, which exists only with the TraceResources trait: this test
        // build's modules (built from the sources under test; `make test` builds with the trait),
        // else the ones playbook built for its harness (with it, but possibly from older sources).
        let harness = Fixtures.toolRoot.appending(path: ".build/playbook/libraries/.build/debug/Modules")
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "Modules")
        let candidates = [modules, harness]
        guard
            let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appending(path: "RxTesting.swiftmodule").path) }
            )
        else {
            throw XCTSkip("no built Rx/RxTesting modules beside the test bundle")
        }
        // Every page of the guide and of the operator pages, exported together.
        let (bundle, pages) = try export([Self.guide, Self.playgrounds])
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
        // `Resources`, which some pages read: then every other page is checked, and the test
        // says which were not by skipping at the end; `make test` builds with the trait and
        // checks every page.
        let traced = try typeCheck("import Rx\n_ = Resources.total\n").succeeded
        var checked = 0
        var untraceable: [String] = []
        for page in pages {
            if !traced && page.contents.contains("Resources.") {
                untraceable.append(page.name)
                continue
            }
            let result = try typeCheck(page.contents)
            XCTAssertTrue(result.succeeded, "page \(page.name) does not type-check:\n\(result.stderr.prefix(3000))")
            checked += 1
        }
        XCTAssertEqual(checked + untraceable.count, pages.count)
        XCTAssertEqual(pages.count, try ChapterFiles.find([Self.guide.path, Self.playgrounds.path]).count)
        if !untraceable.isEmpty {
            throw XCTSkip(
                "\(checked) pages type-check; \(untraceable.joined(separator: ", ")) read `Resources`, which the Rx module at "
                    + "\(found.path) lacks (built without the TraceResources trait): run swift test --traits TraceResources "
                    + "(as make test does) to check them too")
        }
    }

    /// The export opens in one step: a workspace beside the bundle holds the
    /// bundle and this package, and a shared scheme builds every module the
    /// pages import, so "No such module" cannot happen.
    func testTheWorkspaceHoldsThePlaygroundAndThePackageThatBuildsWhatThePagesImport() throws {
        let (bundle, pages) = try export()
        let workspace = bundle.deletingLastPathComponent().appending(path: "Rx.xcworkspace")
        let contents = try String(contentsOf: workspace.appending(path: "contents.xcworkspacedata"), encoding: .utf8)
        let document = try XMLDocument(xmlString: contents)
        XCTAssertEqual(document.rootElement()?.name, "Workspace")
        let locations = try document.nodes(forXPath: "/Workspace/FileRef/@location").compactMap(\.stringValue)
        XCTAssertEqual(locations.count, 2, contents)
        // `group:` paths are relative to the folder holding the workspace.
        let referenced = locations.compactMap { location -> URL? in
            guard location.hasPrefix("group:") else { return nil }
            return workspace.deletingLastPathComponent().appending(path: String(location.dropFirst("group:".count)))
        }
        XCTAssertEqual(referenced.count, 2, "every reference is relative to the workspace: \(locations)")
        let playground = try XCTUnwrap(referenced.first { $0.pathExtension == "playground" })
        XCTAssertEqual(playground.standardizedFileURL.path, bundle.standardizedFileURL.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: playground.appending(path: "contents.xcplayground").path))
        let package = try XCTUnwrap(referenced.first { $0.pathExtension != "playground" })
        let manifest = try String(contentsOf: package.appending(path: "Package.swift"), encoding: .utf8)
        let products = Set(
            manifest.components(separatedBy: ".library(name: \"").dropFirst().map { String($0.prefix(while: { $0 != "\"" })) })

        // What the pages import: each is a product of that package, or a system module.
        var imported = Set<String>()
        for text in pages.map(\.contents) {
            for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                imported.insert(String(line.dropFirst("import ".count)).trimmingCharacters(in: .whitespaces))
            }
        }
        let system: Set<String> = ["Foundation", "Dispatch"]
        XCTAssertEqual(imported.subtracting(system).subtracting(products), [], "pages import modules the package does not offer")
        XCTAssertTrue(imported.isSuperset(of: ["RxSwift", "RxTest"]), "\(imported)")
        XCTAssertFalse(imported.contains("PlaybookMarbles"), "the helpers are the bundle's own sources, not a module it imports")
        // The marble helpers and the wire files they use, as the bundle's one auxiliary module.
        let auxiliary = try FileManager.default.contentsOfDirectory(atPath: bundle.appending(path: "Sources").path).sorted()
        XCTAssertTrue(auxiliary.contains("MarbleScenario.swift") && auxiliary.contains("MarbleGrammar.swift"), "\(auxiliary)")
        for name in auxiliary {
            let text = try String(contentsOf: bundle.appending(path: "Sources/\(name)"), encoding: .utf8)
            XCTAssertFalse(text.contains("import PlaybookWire"), name)
        }

        // The shared scheme builds each of them from the package the workspace holds.
        let schemes = workspace.appending(path: "xcshareddata/xcschemes")
        let schemeFiles = try FileManager.default.contentsOfDirectory(atPath: schemes.path).filter { $0.hasSuffix(".xcscheme") }
        XCTAssertEqual(schemeFiles.count, 1)
        let scheme = try XMLDocument(contentsOf: schemes.appending(path: schemeFiles[0]))
        let built = try scheme.nodes(forXPath: "//BuildActionEntry[@buildForRunning='YES']/BuildableReference")
            .compactMap { $0 as? XMLElement }
        XCTAssertEqual(Set(built.compactMap { $0.attribute(forName: "BlueprintName")?.stringValue }), imported.subtracting(system))
        for reference in built {
            let container = try XCTUnwrap(reference.attribute(forName: "ReferencedContainer")?.stringValue)
            XCTAssertTrue(container.hasPrefix("container:"))
            let folder = workspace.deletingLastPathComponent().appending(path: String(container.dropFirst("container:".count)))
            XCTAssertEqual(
                folder.standardizedFileURL.resolvingSymlinksInPath().path, package.standardizedFileURL.resolvingSymlinksInPath().path)
        }
    }
}
