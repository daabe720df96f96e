import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `playbook build` end to end on chapters that need no harness (fence
/// errors and skipped examples), so it runs in a moment.
final class SiteBuildCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: SiteFixtures.playbookExecutable.path), "build the playbook product first")
        folder = FileManager.default.temporaryDirectory.appending(path: "site-build-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SiteFixtures.directory.appending(path: "Refused/Docs"), to: folder.appending(path: "Docs"))
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    private func build(_ extra: [String] = []) throws -> (status: Int32, stdout: String, stderr: String) {
        try SiteFixtures.run(
            SiteFixtures.playbookExecutable,
            [
                "build", "Docs", "--package-path", SiteFixtures.packageRoot.path,
                "--work-path", folder.appending(path: "work").path
            ] + extra, in: folder)
    }

    func testAFailureRefusesTheSiteAndNamesIt() throws {
        let result = try build()
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(
            result.stdout.contains("Docs/01-refused.md:6:1: error: unknown attribute 'sometimes' on a swift fence"), result.stdout)
        XCTAssertTrue(result.stderr.contains("1 example failed, so the site was not written"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  Docs/01-refused.md:6:1"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appending(path: "site").path))
    }

    func testAllowFailuresRendersThemAsFailingNeverVerified() throws {
        let result = try build(["--allow-failures", "--output", "public"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("the site shows it marked as failing"), result.stderr)
        let page = try String(contentsOf: folder.appending(path: "public/Docs/01-refused.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("✗ Not verified"))
        XCTAssertTrue(page.contains("unknown attribute &#39;sometimes&#39;") || page.contains("unknown attribute 'sometimes'"), page)
        XCTAssertFalse(page.contains("✓ Verified"))
        XCTAssertTrue(page.contains("<span class=\"badge skipped\">Not run</span>"))
        for name in [
            "index.html", "404.html", "print.html", "search.html", "assets/playbook.css", "assets/playbook.js", "assets/search-index.js",
            "assets/theme.js", "assets/marble.js",
            SiteBuilder.marker
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appending(path: "public/" + name).path), name)
        }
        // "work" is the --work-path given above; anything else would be a leftover temporary folder.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "work" }.sorted(),
            ["Docs", "public"], "no temporary folder left")
    }
}
