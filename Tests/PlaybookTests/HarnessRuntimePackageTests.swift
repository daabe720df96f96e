import Foundation
import XCTest
@testable import Playbook

/// Where the harness runtime comes from, and what the generated package and
/// the cache keys make of it.
final class HarnessRuntimePackageTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "runtime-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    private func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func testTheRuntimeIsThePackagePlaybookWasBuiltFrom() throws {
        XCTAssertEqual(HarnessRuntimePackage.root.standardizedFileURL.path, Fixtures.packageRoot.standardizedFileURL.path)
        XCTAssertNoThrow(try HarnessRuntimePackage.check(HarnessRuntimePackage.root))
    }

    func testAFolderWithoutTheRuntimeIsAClearError() throws {
        let folder = try temporaryFolder()
        XCTAssertThrowsError(try HarnessRuntimePackage.check(folder)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(folder.appending(path: "Sources/PlaybookWire").path), text)
            XCTAssertTrue(text.contains("rebuild it there"), text)
        }
    }

    func testTheMainPassesTheResourceCounterOnlyWhenTheLibraryHasOne() {
        let tracing = HarnessRuntimePackage.mainFile(tracesResources: true)
        XCTAssertTrue(tracing.contains("playbookHarnessMain(liveResources: { Int64(Resources.total) })"), tracing)
        XCTAssertTrue(tracing.contains("import Rx\n"))
        let plain = HarnessRuntimePackage.mainFile(tracesResources: false)
        XCTAssertTrue(plain.hasSuffix("import PlaybookHarness\nplaybookHarnessMain()\n"), plain)
        XCTAssertFalse(plain.contains("Rx"))
    }

    func testTheGeneratedPackageDependsOnTheRuntimeOnceWhenItIsTheDocumentedPackage() {
        let library = URL(fileURLWithPath: "/work/some-lib")
        let same = LibraryBuild.manifest(libraryRoot: library, runtimeRoot: library, tracesResources: true)
        XCTAssertEqual(same.components(separatedBy: ".package(path:").count - 1, 1, same)
        XCTAssertTrue(same.contains(#".package(path: "/work/some-lib", traits: ["TraceResources"])"#), same)
        XCTAssertTrue(same.contains(#".product(name: "PlaybookHarness", package: "some-lib")"#), same)
        XCTAssertTrue(same.contains(#".product(name: "MarbleSupport", package: "some-lib")"#), same)

        let other = LibraryBuild.manifest(
            libraryRoot: library, runtimeRoot: URL(fileURLWithPath: "/work/checkouts/RxPlaybook"), tracesResources: false)
        XCTAssertEqual(other.components(separatedBy: ".package(path:").count - 1, 2, other)
        XCTAssertTrue(other.contains(#".package(path: "/work/checkouts/RxPlaybook")"#), other)
        XCTAssertTrue(other.contains(#".product(name: "PlaybookHarness", package: "RxPlaybook")"#), other)
        XCTAssertTrue(other.contains(#".product(name: "Rx", package: "some-lib")"#), other)
        XCTAssertFalse(other.contains("TraceResources"), other)
    }

    func testAnEditOfTheRuntimeChangesTheCacheKeyAndANewFileTheFileList() throws {
        let library = try temporaryFolder()
        let runtime = try temporaryFolder()
        try write("// manifest\n", to: library.appending(path: "Package.swift"))
        try write("public let x = 1\n", to: library.appending(path: "Sources/Rx/X.swift"))
        try write("// manifest\n", to: runtime.appending(path: "Package.swift"))
        let server = runtime.appending(path: "Sources/PlaybookHarness/Server.swift")
        try write("func serve() {}\n", to: server)

        let before = try BuildInputs(libraryRoot: library, runtimeRoot: runtime)
        try write("func serve() { }\n", to: server)
        let edited = try BuildInputs(libraryRoot: library, runtimeRoot: runtime)
        XCTAssertNotEqual(edited.libraryHash, before.libraryHash)
        XCTAssertEqual(edited.fileListHash, before.fileListHash)

        try write("enum Wire {}\n", to: runtime.appending(path: "Sources/PlaybookWire/Wire.swift"))
        let added = try BuildInputs(libraryRoot: library, runtimeRoot: runtime)
        XCTAssertNotEqual(added.fileListHash, edited.fileListHash)
        XCTAssertNotEqual(added.libraryHash, edited.libraryHash)
    }
}
