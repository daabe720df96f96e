import Foundation
import Synchronization
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Markdown, DocC articles and Swift files' doc comments load through the
/// same loader into one `Documentation`, each file read once.
final class DocumentationSourceKindTests: XCTestCase {
    func testSwiftFilesAndDocCArticlesLoadOnceBesideMarkdown() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-kinds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "Docs/01-intro.md": "# Intro\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n",
            "Sources/Lib/Documented.swift": "/// ```swift\n/// print(2)\n/// // 2\n/// ```\npublic func f() {}\n",
            "Sources/Lib/Plain.swift": "/// No example here.\npublic func g() {}\n",
            "Sources/Lib/Lib.docc/Lib.md": "# ``Lib``\n\n@Metadata {\n    @DisplayName(\"Lib\")\n}\n\nSee <doc:Start>.\n",
            "Sources/Lib/Lib.docc/Articles/Start.md":
                "# Start\n\n@Metadata {\n    @PageKind(article)\n}\n\n```swift\nprint(3)\n```\n\n```output\n3\n```\n"
        ]
        for (name, text) in files {
            let url = folder.appending(path: name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let reads = Mutex<[String: Int]>([:])
        let parses = Mutex<[String: Int]>([:])
        let loader = DocumentationLoader(
            readFile: { file in
                reads.withLock { $0[file, default: 0] += 1 }
                return ChapterFiles.chapterBytes(file)
            },
            parse: { text in
                parses.withLock { $0[text, default: 0] += 1 }
                return MarkdownDocument(source: text)
            })
        let paths = [folder.appending(path: "Docs").path, folder.appending(path: "Sources").path]
        let documentation = try loader.load(paths)
        let root = folder.path + "/"
        XCTAssertEqual(
            documentation.chapters.map { "\($0.origin.kind.rawValue) \($0.path.replacingOccurrences(of: root, with: ""))" },
            [
                "markdown Docs/01-intro.md", "docComments Sources/Lib/Documented.swift",
                "doccArticle Sources/Lib/Lib.docc/Articles/Start.md", "doccArticle Sources/Lib/Lib.docc/Lib.md"
            ])
        XCTAssertEqual(documentation.chapters.map { $0.examples.count }, [1, 1, 1, 0])
        XCTAssertEqual(documentation.diagnostics, [])
        XCTAssertEqual(reads.withLock { $0 }.count, files.count, "every file, the one without examples too, is read")
        XCTAssertEqual(Set(reads.withLock { $0 }.values), [1], "each file read once")
        // Three markdown files, and the one doc comment that holds a fence (as markdown, once).
        XCTAssertEqual(parses.withLock { $0 }.count, 4)
        XCTAssertEqual(parses.withLock { $0 }["```swift\nprint(2)\n// 2\n```\n"], 1)
        XCTAssertEqual(Set(parses.withLock { $0 }.values), [1], "each text parsed once")
        // The site shows the markdown and the articles; doc comments have no page.
        let plan = SitePlan(documentation: documentation)
        XCTAssertEqual(plan.pages.map(\.chapter.origin.kind).filter { $0 != .markdown }, [.doccArticle, .doccArticle])
        XCTAssertEqual(plan.pages.count, 3)
        XCTAssertEqual(plan.diagnostics, [])
    }
}
