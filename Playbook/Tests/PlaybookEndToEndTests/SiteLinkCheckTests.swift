import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Broken relative links fail the build at their markdown line.
final class SiteLinkCheckTests: XCTestCase {
    func testBrokenLinksAreReportedAtTheirLines() throws {
        let plan = SitePlan(sources: try SiteFixtures.sources("Broken"))
        XCTAssertEqual(
            plan.diagnostics.map(\.headline),
            [
                "Docs/01-broken.md:5:20: error: link to '#nowhere': Docs/01-broken.md has no heading with anchor #nowhere",
                "Docs/01-broken.md:8:1: error: link to '03-missing.md' leads to Docs/03-missing.md, which does not exist",
                "Docs/01-broken.md:12:19: error: link to '02-other.md#not-there': Docs/02-other.md has no heading with anchor #not-there"
            ])
    }

    func testLinksThatResolve() {
        let plan = SitePlan(sources: [
            (
                "Docs/01-a.md",
                "# A\n\n## Two words\n\n[b](02-b.md) [b's part](./02-b.md#part) [here](#two-words) [out](https://x.org) [mail](mailto:a@b.c) [example](#example-1)\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n"
            ),
            ("Docs/02-b.md", "# B\n\n## Part\n\n[play](../Playgrounds/map.md#map)\n"),
            ("Playgrounds/map.md", "# map\n")
        ])
        XCTAssertEqual(plan.diagnostics.map(\.description), [])
    }

    func testLinkToAFileThatIsNotAPage() {
        let plan = SitePlan(sources: [("Docs/01-a.md", "# A\n\nSee [the source](../Sources/Rx/Map.swift).\n")])
        XCTAssertEqual(
            plan.diagnostics.map(\.headline),
            [
                "Docs/01-a.md:3:5: error: link to '../Sources/Rx/Map.swift' is not a page of this site (Sources/Rx/Map.swift); link to a markdown page (.md), a heading (#anchor), or an absolute URL"
            ])
    }

    /// The executable: a broken link fails `playbook build` before anything is verified, and no site is written.
    func testBuildCommandFailsAtTheLinkLine() throws {
        let executable = SiteFixtures.playbookExecutable
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "build the playbook product first")
        let folder = FileManager.default.temporaryDirectory.appending(path: "site-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SiteFixtures.directory.appending(path: "Broken/Docs"), to: folder.appending(path: "Docs"))

        let result = try SiteFixtures.run(executable, ["build", "Docs", "--package-path", SiteFixtures.packageRoot.path], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("Docs/01-broken.md:5:20: error: link to '#nowhere'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Docs/01-broken.md:8:1: error:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("3 problems (broken links or unreadable chapters); the site was not written"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }
}

extension SiteFixtures {
    /// The built `playbook` beside the test bundle, or in .build/debug.
    static var playbookExecutable: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "playbook")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return Fixtures.executable
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Real packages link files of the repository that are not documentation
    /// (an example program) and DocC finds a catalog's images by name: both
    /// are copied into the site, the first with a warning, and nothing stops
    /// the build.
    func testRepositoryFilesAndCatalogImagesAreCopiedIntoTheSite() throws {
        let executable = SiteFixtures.playbookExecutable
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "build the playbook product first")
        let folder = FileManager.default.temporaryDirectory.appending(path: "site-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ text: String, _ path: String) throws {
            let file = folder.appending(path: path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try write("# Guide\n\nThe [repeat tool](../Examples/repeat.swift) shows it.\n", "Docs/01-guide.md")
        try write("print(\"repeat\")\n", "Examples/repeat.swift")
        try write("# Lib\n\n![The repeat tool](repeat.png)\n\nSee <doc:Lib/ParsableCommand>.\n", "Lib.docc/Lib.md")
        try write("PNG", "Lib.docc/Resources/repeat.png")

        let result = try SiteFixtures.run(
            executable, ["build", "Docs", "Lib.docc", "--allow-empty", "--package-path", SiteFixtures.packageRoot.path], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains(
                "Docs/01-guide.md:3:5: warning: link to '../Examples/repeat.swift' leads to Examples/repeat.swift, a file outside the documentation; the site holds a copy of it"
            ), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("Lib.docc/Lib.md:5:5: warning: link to 'doc:Lib/ParsableCommand' names no article"), result.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appending(path: "site/Examples/repeat.swift"), encoding: .utf8), "print(\"repeat\")\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appending(path: "site/Lib.docc/Resources/repeat.png").path))
        let guide = try String(contentsOf: folder.appending(path: "site/Docs/01-guide.html"), encoding: .utf8)
        XCTAssertTrue(guide.contains("<a href=\"../Examples/repeat.swift\">repeat tool</a>"), guide)
    }
}
