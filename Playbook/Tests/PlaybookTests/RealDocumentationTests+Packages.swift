import Foundation
import XCTest

@testable import Playbook

/// The lenient rules met in Apple's server packages: design proposals in
/// DocC catalogs, swift-testing tests.
extension RealDocumentationTests {
    func testSwiftTestingTestsAreCompiledNotRunAndGetTheirImport() {
        let test = "@Test\nfunc stampsRequestID() {\n    #expect(1 + 1 == 2)\n}"
        XCTAssertEqual(SwiftBlockKind.classify(test), .elided)
        XCTAssertEqual(SwiftBlockKind.classify("@Suite struct Checks {\n    @Test func one() {}\n}"), .elided)
        XCTAssertEqual(SwiftBlockKind.classify("let x = 1\n#expect(x == 1)"), .program, "an #expect alone is not a test")
        XCTAssertTrue(SwiftBlockKind.usesTestingWithoutImport(test))
        XCTAssertTrue(SwiftBlockKind.usesTestingWithoutImport("let x = try #require(Int(\"1\"))"))
        XCTAssertFalse(SwiftBlockKind.usesTestingWithoutImport("import Testing\n" + test))
        XCTAssertFalse(SwiftBlockKind.usesTestingWithoutImport("@testable import Testing\n" + test))
        XCTAssertFalse(SwiftBlockKind.usesTestingWithoutImport("// @Test and #expect in a comment\nlet tested = \"@Test\""))
        XCTAssertFalse(SwiftBlockKind.usesTestingWithoutImport("@Tested var x = 1"))
        let imports = { (chapter: Chapter) in chapter.examples.map { $0.setup.map(\.code).filter { $0.hasPrefix("import ") } } }
        XCTAssertEqual(
            imports(lenient(swiftBlocks(test, "import Testing\n" + test, "print(1)"))),
            [["import Foundation", "import Testing"], ["import Foundation"], ["import Foundation"]])
        XCTAssertEqual(lenient(swiftBlocks(test)).examples.map(\.kind), [.noRun])
        let strict = ChapterExtractor(rules: .strict).extract(source: swiftBlocks(test) + "\n```output\n```\n", path: "README.md")
        XCTAssertEqual(imports(strict), [[]], "the strict rules add no import")
    }

    func testADesignProposalFoundBelowAPathIsProposalsUnlessAPathNamesIt() {
        let file = "Sources/Logging/Docs.docc/Proposals/SLG-0001.md"
        XCTAssertEqual(ChapterFiles.proposalsFolder(of: file, under: ["Sources"]), "Sources/Logging/Docs.docc/Proposals")
        XCTAssertEqual(ChapterFiles.proposalsFolder(of: file, under: ["Sources/"]), "Sources/Logging/Docs.docc/Proposals")
        XCTAssertEqual(ChapterFiles.proposalsFolder(of: "Docs/proposals/x/a.md", under: ["Docs"]), "Docs/proposals")
        // Named by a path: the folder, the file, or a folder inside the proposals.
        XCTAssertNil(ChapterFiles.proposalsFolder(of: file, under: ["Sources/Logging/Docs.docc/Proposals"]))
        XCTAssertNil(ChapterFiles.proposalsFolder(of: file, under: ["Sources", file]))
        XCTAssertNil(ChapterFiles.proposalsFolder(of: file, under: ["Sources", "Sources/Logging/Docs.docc/Proposals/"]))
        // Not below a folder of that name: its own name, a look-alike, a folder above the path.
        XCTAssertNil(ChapterFiles.proposalsFolder(of: "Sources/Logging/Docs.docc/Proposals.md", under: ["Sources"]))
        XCTAssertNil(ChapterFiles.proposalsFolder(of: "Sources/MyProposalsKit/Guide.md", under: ["Sources"]))
        XCTAssertNil(ChapterFiles.proposalsFolder(of: "Proposals/Docs/a.md", under: ["Proposals/Docs"]))
        XCTAssertNil(ChapterFiles.proposalsFolder(of: file, under: ["Docs"]))
    }

    func testADesignProposalIsShownNotVerifiedUnderTheLenientRulesOnly() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "playbook-proposals-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appending(path: "Sources/Logging/Docs.docc/Proposals")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = "# SLG-0001\n\n```swift\nlet logger = Logger(label: \"x\", metadataProvider: .otel)\n```\n"
        try text.write(to: folder.appending(path: "SLG-0001.md"), atomically: true, encoding: .utf8)
        try text.write(to: root.appending(path: "Sources/Logging/Docs.docc/Guide.md"), atomically: true, encoding: .utf8)
        let sources = root.appending(path: "Sources").path
        let kinds = { (rules: ExtractionRules, paths: [String]) throws -> [String: Example.Kind] in
            let documentation = try DocumentationLoader(rules: rules).load(paths)
            return Dictionary(uniqueKeysWithValues: documentation.chapters.map { ($0.path, $0.examples[0].kind) })
        }
        let lenient = try kinds(.lenient, [sources])
        XCTAssertEqual(lenient["\(sources)/Logging/Docs.docc/Guide.md"], .run)
        guard case .skip(let reason) = lenient["\(sources)/Logging/Docs.docc/Proposals/SLG-0001.md"] else {
            return XCTFail("a proposal found below Sources is verified: \(lenient)")
        }
        XCTAssertEqual(VerificationReport.reasonKind(reason), "a design proposal")
        XCTAssertTrue(reason.contains("name the file or \(folder.path) as a path to verify it"), reason)
        XCTAssertEqual(try kinds(.strict, [sources])["\(sources)/Logging/Docs.docc/Proposals/SLG-0001.md"], .run)
        XCTAssertEqual(try kinds(.lenient, [folder.path]).values.first, .run, "named, it is verified")
    }

    func testAConformanceThatFailsOnANameTheBlockNeverDeclaresIsASnippets() {
        // swift-distributed-tracing's guide: an Injector whose method takes an
        // HTTPRequest nothing declares cannot conform, because of that name.
        let code = """
            struct HTTPRequestInjector: Injector {
                func inject(_ value: String, forKey key: String, into request: inout HTTPRequest) {
                    request.headers.append((key, value))
                }
            }
            """
        let types = SnippetNames.typeLines(in: code, firstLine: 82)
        XCTAssertEqual(types, ["HTTPRequestInjector": 82...86])
        let messages = [
            "G.md:83:74: error: cannot find type 'HTTPRequest' in scope",
            "G.md:82:20: error: type 'HTTPRequestInjector' does not conform to protocol 'Injector'"
        ]
        XCTAssertEqual(SnippetNames.undeclared(in: messages, types: types), ["HTTPRequest"])
        XCTAssertNil(SnippetNames.undeclared(in: messages), "without the type's lines the conformance is an error of its own")
        // A type that fails to conform while the unknown name is elsewhere stays a failure.
        let elsewhere = [
            "G.md:131:11: error: cannot find type 'MyTracer' in scope",
            "G.md:161:20: error: type 'MySpan' does not conform to protocol 'Span'"
        ]
        XCTAssertNil(SnippetNames.undeclared(in: elsewhere, types: ["MySpan": 160...170, "MyTracer": 125...129]))
        XCTAssertEqual(
            SnippetNames.typeLines(in: "extension Point: Equatable {}\nenum Mode {\n    case a\n}\nfunc f() {}", firstLine: 1),
            ["Point": 1...1, "Mode": 2...4])
    }
}
