import Foundation
import Synchronization
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The documentation is loaded once: `playbook build` reads and parses each
/// chapter exactly once, and the stages after the load (verification, site,
/// playground export, operator pages) never read a chapter themselves.
final class DocumentationLoadTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Docs"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Counts every file read and every parse the loader makes.
    private final class Counter: Sendable {
        let reads = Mutex<[String: Int]>([:])
        let parses = Mutex<[String: Int]>([:])

        var loader: DocumentationLoader {
            DocumentationLoader(
                readFile: { file in
                    self.reads.withLock { $0[file, default: 0] += 1 }
                    return ChapterFiles.chapterBytes(file)
                },
                parse: { text in
                    self.parses.withLock { $0[text, default: 0] += 1 }
                    return MarkdownDocument(source: text)
                })
        }
    }

    /// Chapters whose examples are all skipped, so a build verifies without compiling anything.
    private func writeChapters() throws -> [String: String] {
        let chapters = [
            "01-start.md": "# Start\n\nGo on to [more](02-more.md#details).\n\n```swift skip=\"shown only\"\nprint(1)\n```\n",
            "02-more.md": "# More\n\n## Details\n\n```swift skip=\"shown only\"\nprint(2)\n```\n\nBack to [the start](01-start.md).\n",
            "03-last.md": "# Last\n\n| a | b |\n|---|---|\n| `x` | y |\n"
        ]
        for (name, text) in chapters {
            try Data(text.utf8).write(to: folder.appending(path: "Docs/" + name))
        }
        return chapters
    }

    private func siteBuild(allowEmpty: Bool = true, allowFailures: Bool = false) -> SiteBuild {
        let options = VerificationOptions(
            paths: [folder.appending(path: "Docs").path], jobs: 1, libraryRoot: Fixtures.packageRoot,
            workDirectory: folder.appending(path: "work"))
        return SiteBuild(
            options: options, output: folder.appending(path: "site"), allowFailures: allowFailures, allowEmpty: allowEmpty,
            toolchain: "Swift 6.3.1", date: "2026-01-02")
    }

    func testABuildReadsAndParsesEachChapterOnce() throws {
        let texts = try writeChapters()
        let counter = Counter()
        let documentation = try counter.loader.load([folder.appending(path: "Docs").path])
        XCTAssertEqual(documentation.chapters.count, 3)
        // Nothing after the load may read a chapter: take the files away.
        try FileManager.default.moveItem(at: folder.appending(path: "Docs"), to: folder.appending(path: "gone"))

        let events = Mutex<[String]>([])
        let outcome = try siteBuild().run(documentation) { event in
            switch event {
            case .linkWarning(let warning): events.withLock { $0.append("warning \(warning)") }
            case .verifying, .runningWhatIf: break
            case .verified(let report): events.withLock { $0.append("verified \(report.summaryLine)") }
            }
        }
        XCTAssertEqual(outcome, .written(pages: 3, failing: 0))
        XCTAssertEqual(events.withLock { $0 }, ["verified 0 passed, 0 failed, 2 skipped"])
        let more = try String(contentsOf: folder.appending(path: "site/Docs/02-more.html"), encoding: .utf8)
        XCTAssertTrue(more.contains("<h2 id=\"details\">Details"), more)
        XCTAssertTrue(more.contains("href=\"01-start.html\""), more)
        let last = try String(contentsOf: folder.appending(path: "site/Docs/03-last.html"), encoding: .utf8)
        XCTAssertTrue(last.contains("<td><code>x</code></td>"), last)

        // The playground export and the operator pages take the same load.
        let pages = try PlaygroundExporter().pages(documentation)
        XCTAssertEqual(pages.map(\.name), ["Start", "More", "Last"])
        _ = OperatorUsage(catalog: OperatorCatalog(sources: []), chapters: documentation.chapters)

        let files = texts.keys.map { folder.appending(path: "Docs/" + $0).path }
        XCTAssertEqual(
            counter.reads.withLock { $0 }, Dictionary(uniqueKeysWithValues: files.map { ($0, 1) }), "each chapter file read once")
        XCTAssertEqual(
            counter.parses.withLock { $0 }, Dictionary(uniqueKeysWithValues: texts.values.map { ($0, 1) }), "each chapter parsed once")
    }

    func testABrokenLinkRefusesTheSiteBeforeAnythingRuns() throws {
        try Data("# A\n\nSee [nowhere](missing.md).\n".utf8).write(to: folder.appending(path: "Docs/01-a.md"))
        let documentation = try DocumentationLoader().load([folder.appending(path: "Docs").path])
        let verified = Mutex(false)
        let outcome = try siteBuild().run(documentation) { event in
            if case .verified = event { verified.withLock { $0 = true } }
        }
        guard case .refused(let problems, let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertEqual(problems.map(\.location.line), [3])
        XCTAssertTrue(problems.first?.summary.contains("link to 'missing.md'") == true, "\(problems)")
        XCTAssertEqual(reason, "1 problem (broken links or unreadable chapters); the site was not written")
        XCTAssertFalse(verified.withLock { $0 }, "verification ran although the links were broken")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }

    func testAFailureOrANothingVerifiedRunRefusesTheSiteUnlessAllowed() throws {
        try Data("# A\n\n```swift sometimes\nprint(1)\n```\n\n```output\n1\n```\n".utf8).write(to: folder.appending(path: "Docs/01-a.md"))
        let documentation = try DocumentationLoader().load([folder.appending(path: "Docs").path])
        let refused = try siteBuild().run(documentation)
        guard case .refused([], let reason) = refused else { return XCTFail("\(refused)") }
        XCTAssertTrue(reason.hasPrefix("1 example failed, so the site was not written; fix it or pass --allow-failures"), reason)
        XCTAssertTrue(reason.hasSuffix("\n  \(folder.appending(path: "Docs").path)/01-a.md:3:1"), reason)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "site").path))

        XCTAssertEqual(try siteBuild(allowFailures: true).run(documentation), .written(pages: 1, failing: 1))
        let page = try String(contentsOf: folder.appending(path: "site/Docs/01-a.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("✗ Not verified"), page)

        try Data("# B\n\n```swift skip=\"later\"\nprint(1)\n```\n".utf8).write(to: folder.appending(path: "Docs/01-a.md"))
        let skipped = try DocumentationLoader().load([folder.appending(path: "Docs").path])
        XCTAssertEqual(
            try siteBuild(allowEmpty: false).run(skipped),
            .refused(
                problems: [],
                reason:
                    "no example was verified: every selected example is skipped; the site was not written; pass --allow-empty if that is expected"
            ))
    }

    func testAChapterKnowsItsFileItsDisplayPathAndItsKind() throws {
        let current = FileManager.default.currentDirectoryPath
        let chapter = DocumentationLoader().chapter(source: "# T\n", path: "./Docs/01-t.md")
        XCTAssertEqual(chapter.origin, ChapterOrigin(kind: .markdown, file: "./Docs/01-t.md", displayPath: "Docs/01-t.md"))
        XCTAssertEqual(ChapterOrigin.displayPath(current + "/Docs/x.md"), "Docs/x.md")
        XCTAssertEqual(chapter.document.root.children.first?.kind, .heading)

        try Data("# A\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n".utf8).write(to: folder.appending(path: "Docs/a.md"))
        XCTAssertEqual(mkfifo(folder.appending(path: "Docs/pipe.md").path, 0o600), 0)
        let documentation = try DocumentationLoader().load([folder.appending(path: "Docs").path])
        let (file, pipe) = (documentation.chapters[0], documentation.chapters[1])
        XCTAssertEqual(file.origin.file, folder.appending(path: "Docs/a.md").path)
        XCTAssertEqual(file.examples.map(\.id), [Example.identifier(path: file.path, number: 1)])
        XCTAssertNil(file.readError)
        XCTAssertNotNil(file.sourceDigest)
        XCTAssertEqual(pipe.readError?.summary, "not a regular file; playbook reads only regular markdown files")
        XCTAssertEqual(pipe.diagnostics, [pipe.readError!])
        XCTAssertEqual(documentation.readErrors, [pipe.readError!])
        XCTAssertEqual(documentation.verifiableChapters.map(\.path), [file.path])
        XCTAssertThrowsError(try PlaygroundExporter().pages(documentation))
    }
}
