import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `WatchedFiles`: what `playbook watch` compares to see that a chapter was
/// saved, replaced by an editor's rename, added or removed, or that the
/// library changed.
final class WatchedFilesTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-watched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Docs"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appending(path: "Sources/Lib"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\n".write(to: folder.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try "let x = 1\n".write(to: folder.appending(path: "Sources/Lib/Lib.swift"), atomically: true, encoding: .utf8)
        for name in ["a", "b"] { try write("# \(name)\n", to: name) }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private var docs: String { folder.appending(path: "Docs").path }

    private func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: folder.appending(path: "Docs/\(name).md"))
    }

    private func snapshot() -> WatchedFiles {
        WatchedFiles.snapshot(paths: [docs], libraryRoot: folder)
    }

    func testNothingChangedIsNoChange() {
        let first = snapshot()
        XCTAssertEqual(first.chapterPaths, [docs + "/a.md", docs + "/b.md"])
        XCTAssertEqual(snapshot(), first)
        XCTAssertTrue(snapshot().changes(since: first).isEmpty)
    }

    func testAWriteInPlaceOfTheSameSizeIsSeen() throws {
        let first = snapshot()
        // Same size, and possibly the same second: the nanoseconds and change time tell.
        try write("# c\n", to: "a")
        XCTAssertEqual(snapshot().changes(since: first).changed, [docs + "/a.md"])
    }

    func testAnEditorsRenameOverTheFileIsSeen() throws {
        let first = snapshot()
        let temporary = folder.appending(path: "Docs/.a.md.swp")
        try Data("# a\n".utf8).write(to: temporary)
        XCTAssertEqual(snapshot(), first, "a hidden temporary file is not a chapter")
        XCTAssertEqual(rename(temporary.path, docs + "/a.md"), 0)
        let changes = snapshot().changes(since: first)
        XCTAssertEqual(changes.changed, [docs + "/a.md"], "same bytes, but a new file")
        XCTAssertEqual(changes.removed, [])
    }

    func testAddedAndRemovedChapters() throws {
        let first = snapshot()
        try write("# new\n", to: "c")
        try FileManager.default.removeItem(at: folder.appending(path: "Docs/b.md"))
        let changes = snapshot().changes(since: first)
        XCTAssertEqual(changes.changed, [docs + "/c.md"])
        XCTAssertEqual(changes.removed, [docs + "/b.md"])
        XCTAssertFalse(changes.library)
    }

    func testALibrarySourceChangeIsALibraryChange() throws {
        let first = snapshot()
        try "let x = 2\n".write(to: folder.appending(path: "Sources/Lib/Lib.swift"), atomically: true, encoding: .utf8)
        let changes = snapshot().changes(since: first)
        XCTAssertTrue(changes.library)
        XCTAssertEqual(changes.changed, [])
        let second = snapshot()
        try "let y = 1\n".write(to: folder.appending(path: "Sources/Lib/New.swift"), atomically: true, encoding: .utf8)
        XCTAssertTrue(snapshot().changes(since: second).library, "a file added to the sources")
    }

    func testAPathThatWentAwayIsAProblemNotACrash() throws {
        let single = folder.appending(path: "Docs/a.md").path
        let first = WatchedFiles.snapshot(paths: [single], libraryRoot: nil)
        XCTAssertNil(first.problem)
        try FileManager.default.removeItem(atPath: single)
        let gone = WatchedFiles.snapshot(paths: [single], libraryRoot: nil)
        XCTAssertNotNil(gone.problem)
        XCTAssertEqual(gone.changes(since: first).removed, [single])
        try write("# back\n", to: "a")
        let back = WatchedFiles.snapshot(paths: [single], libraryRoot: nil)
        XCTAssertNil(back.problem)
        XCTAssertEqual(back.changes(since: gone).changed, [single])
    }
}
