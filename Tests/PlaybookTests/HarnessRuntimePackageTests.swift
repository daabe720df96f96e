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

    func testTheMainPassesTheResourceCounterOfTheModuleThatHasOne() {
        let tracing = HarnessRuntimePackage.mainFile(resourceCounterModule: "Counted")
        XCTAssertTrue(tracing.contains("playbookHarnessMain(liveResources: { Int64(Counted.Resources.total) })"), tracing)
        XCTAssertTrue(tracing.contains("import Counted\n"))
        let plain = HarnessRuntimePackage.mainFile(resourceCounterModule: nil)
        XCTAssertTrue(plain.hasSuffix("import PlaybookHarness\nplaybookHarnessMain()\n"), plain)
        XCTAssertFalse(plain.contains("Resources"))
    }

    func testTheGeneratedPackageDependsOnTheRuntimeOnceWhenItIsTheDocumentedPackage() throws {
        let library = URL(fileURLWithPath: "/work/some-lib")
        let rx = try Fixtures.documentedPackage(root: library)
        let same = LibraryBuild.manifest(package: rx, runtimeRoot: library, marbles: true)
        XCTAssertEqual(same.components(separatedBy: ".package(path:").count - 1, 1, same)
        XCTAssertTrue(same.contains(#".package(path: "/work/some-lib", traits: ["TraceResources"])"#), same)
        XCTAssertTrue(same.contains(#".product(name: "PlaybookHarness", package: "some-lib")"#), same)
        XCTAssertTrue(same.contains(#".product(name: "MarbleSupport", package: "some-lib")"#), same)

        var shapes = try Fixtures.documentedPackage(root: library, sourceFolders: ["Shapes"])
        shapes.traits = nil
        let other = LibraryBuild.manifest(package: shapes, runtimeRoot: URL(fileURLWithPath: "/work/checkouts/RxPlaybook"), marbles: false)
        XCTAssertEqual(other.components(separatedBy: ".package(path:").count - 1, 2, other)
        XCTAssertTrue(other.contains(#".package(path: "/work/checkouts/RxPlaybook")"#), other)
        XCTAssertTrue(other.contains(#".product(name: "PlaybookHarness", package: "RxPlaybook")"#), other)
        XCTAssertTrue(other.contains(#".product(name: "Shapes", package: "some-lib")"#), other)
        XCTAssertFalse(other.contains("MarbleSupport"), other)
        XCTAssertFalse(other.contains("traits"), other)
    }

    /// The marble helpers' dependencies as the runtime's manifest declares
    /// them (besides the runtime's own targets) are the ones the capability checks.
    func testTheMarbleHelpersNeedWhatTheRuntimeManifestSaysTheyNeed() throws {
        let manifest = try String(contentsOf: HarnessRuntimePackage.root.appending(path: "Package.swift"), encoding: .utf8)
        let line = try XCTUnwrap(manifest.split(separator: "\n").first { $0.contains(#".target(name: "MarbleSupport""#) })
        let declared =
            line.split(separator: "[").dropFirst().first?.split(separator: "]").first?
            .split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) } ?? []
        XCTAssertEqual(declared.filter { !HarnessRuntimePackage.targets.contains($0) }, HarnessRuntimePackage.marbleSupportDependencies)
    }

    func testAnEditOfTheRuntimeChangesTheCacheKeyAndANewFileTheFileList() throws {
        let library = try temporaryFolder()
        let runtime = try temporaryFolder()
        try write("// manifest\n", to: library.appending(path: "Package.swift"))
        try write("public let x = 1\n", to: library.appending(path: "Sources/Rx/X.swift"))
        try write("// manifest\n", to: runtime.appending(path: "Package.swift"))
        let server = runtime.appending(path: "Sources/PlaybookHarness/Server.swift")
        try write("func serve() {}\n", to: server)

        let package = try Fixtures.documentedPackage(root: library, sourceFolders: ["Rx"])
        let before = try BuildInputs(package: package, runtimeRoot: runtime)
        try write("func serve() { }\n", to: server)
        let edited = try BuildInputs(package: package, runtimeRoot: runtime)
        XCTAssertNotEqual(edited.libraryHash, before.libraryHash)
        XCTAssertEqual(edited.fileListHash, before.fileListHash)

        try write("enum Wire {}\n", to: runtime.appending(path: "Sources/PlaybookWire/Wire.swift"))
        let added = try BuildInputs(package: package, runtimeRoot: runtime)
        XCTAssertNotEqual(added.fileListHash, edited.fileListHash)
        XCTAssertNotEqual(added.libraryHash, edited.libraryHash)
    }
}
