import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The site folder is swapped in whole: a failed build leaves the previous
/// site as it was and no temporary folder behind.
final class SiteOutputTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "site-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func snapshot(_ site: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: site.appending(path: relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files[relative] = try Data(contentsOf: site.appending(path: relative)) }
        }
        return files
    }

    func testAFailedBuildLeavesThePreviousSite() throws {
        let site = folder.appending(path: "site")
        let first = SitePlan(sources: [("Docs/01-a.md", "# First\n")])
        try SiteFixtures.builder(first).write(to: site)
        let before = try snapshot(site)
        XCTAssertNotNil(before["Docs/01-a.html"])
        XCTAssertNotNil(before[SiteBuilder.marker])

        var failing = SiteFixtures.builder(SitePlan(sources: [("Docs/01-a.md", "# Second\n"), ("Docs/02-b.md", "# B\n")]))
        failing.failAfterWritingFiles = 2
        XCTAssertThrowsError(try failing.write(to: site))
        XCTAssertEqual(try snapshot(site), before, "the previous site is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["site"], "no temporary folder is left")
    }

    func testANewBuildReplacesTheWholeSite() throws {
        let site = folder.appending(path: "site")
        try SiteFixtures.builder(SitePlan(sources: [("Docs/01-a.md", "# A\n"), ("Docs/02-old.md", "# Old\n")])).write(to: site)
        try SiteFixtures.builder(SitePlan(sources: [("Docs/01-a.md", "# A again\n")])).write(to: site)
        let after = try snapshot(site)
        XCTAssertNil(after["Docs/02-old.html"], "pages of the previous build are gone")
        XCTAssertTrue(String(decoding: try XCTUnwrap(after["Docs/01-a.html"]), as: UTF8.self).contains("A again"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["site"])
    }

    func testRefusesToReplaceAFolderItDidNotWrite() throws {
        let precious = folder.appending(path: "Docs")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try Data("keep me".utf8).write(to: precious.appending(path: "notes.md"))
        XCTAssertThrowsError(try SiteFixtures.builder(SitePlan(sources: [("Docs/01-a.md", "# A\n")])).write(to: precious)) { error in
            XCTAssertTrue("\(error)".contains("is not a site playbook wrote"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: precious.appending(path: "notes.md"), encoding: .utf8), "keep me")
    }
}
