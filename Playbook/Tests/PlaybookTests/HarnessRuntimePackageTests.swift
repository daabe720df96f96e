import Foundation
import PlaybookWire
import XCTest
@testable import Playbook
@testable import PlaybookRx

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

    func testTheRuntimeIsThePackageBesideTheTool() throws {
        XCTAssertEqual(
            HarnessRuntimePackage.root.standardizedFileURL.path,
            Fixtures.toolRoot.appending(path: "PlaybookRuntime").standardizedFileURL.path)
        XCTAssertNoThrow(try HarnessRuntimePackage.check(HarnessRuntimePackage.root))
    }

    /// The runtime package declares no dependency: nothing of it can clash
    /// with what a documented package depends on.
    func testTheRuntimePackageHasNoDependencies() throws {
        let manifest = try String(contentsOf: HarnessRuntimePackage.root.appending(path: "Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains(".package("), manifest)
        XCTAssertFalse(manifest.contains("dependencies: [.product"), manifest)
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
        XCTAssertTrue(
            tracing.contains(
                "playbookHarnessMain(liveResources: { Int64(Counted.Resources.total) }, settingArguments: { CommandLine.arguments = $0 })"),
            tracing)
        XCTAssertTrue(tracing.contains("import Counted\n"))
        let plain = HarnessRuntimePackage.mainFile(resourceCounterModule: nil)
        XCTAssertTrue(
            plain.hasSuffix("import PlaybookHarness\nplaybookHarnessMain(settingArguments: { CommandLine.arguments = $0 })\n"), plain)
        XCTAssertFalse(plain.contains("Resources"))
    }

    /// The generated package depends on the documented package, the runtime
    /// and, for a product an example needs from a dependency, that
    /// dependency as the documented package declares it: nothing else.
    func testTheGeneratedPackageDependsOnTheDocumentedPackageAndTheRuntimeOnly() throws {
        let library = URL(fileURLWithPath: "/work/some-lib")
        let runtime = URL(fileURLWithPath: "/work/checkouts/RxPlaybook/Playbook/PlaybookRuntime")
        var shapes = try Fixtures.documentedPackage(root: library, sourceFolders: ["Shapes"])
        shapes.traits = nil
        let plain = LibraryBuild.manifest(package: shapes, runtimeRoot: runtime, extraProducts: [], marbleProducts: nil)
        XCTAssertEqual(plain.components(separatedBy: ".package(").count - 1, 2, plain)
        XCTAssertTrue(plain.contains(#".package(path: "/work/some-lib")"#), plain)
        XCTAssertTrue(plain.contains(#".package(path: "/work/checkouts/RxPlaybook/Playbook/PlaybookRuntime")"#), plain)
        XCTAssertTrue(plain.contains(#".product(name: "PlaybookHarness", package: "PlaybookRuntime")"#), plain)
        XCTAssertTrue(plain.contains(#".product(name: "Shapes", package: "some-lib")"#), plain)
        XCTAssertFalse(plain.contains(HarnessNames.marbleModule), plain)
        XCTAssertFalse(plain.contains("traits"), plain)

        // A client of RxSwift: the marble helpers are built on its dependency's RxSwift and RxTest.
        var client = shapes
        client.dependencies = [
            .init(identity: "rxswift", declaration: #".package(url: "https://github.com/ReactiveX/RxSwift", "6.0.0"..<"7.0.0")"#),
            .init(identity: "other", declaration: #".package(path: "/work/other")"#)
        ]
        client.dependencyProducts = ["RxSwift": "rxswift", "RxTest": "rxswift", "Other": "other"]
        let marbles = try ["RxSwift", "RxTest"].map { try XCTUnwrap(client.product(providing: $0)) }
        let manifest = LibraryBuild.manifest(package: client, runtimeRoot: runtime, extraProducts: marbles, marbleProducts: marbles)
        XCTAssertEqual(manifest.components(separatedBy: ".package(").count - 1, 3, manifest)
        XCTAssertTrue(manifest.contains(#".package(url: "https://github.com/ReactiveX/RxSwift", "6.0.0"..<"7.0.0")"#), manifest)
        XCTAssertTrue(manifest.contains(#".product(name: "RxTest", package: "rxswift")"#), manifest)
        XCTAssertTrue(manifest.contains(#".target(name: "PlaybookMarbles""#), manifest)
        XCTAssertFalse(manifest.contains("/work/other"), "a dependency no example needs is not declared:\n\(manifest)")
    }

    /// The marble helpers import only what the capability check looks for
    /// (RxSwift, RxTest), the wire and Foundation: nothing of this repository's Rx.
    func testTheMarbleHelpersImportOnlyRxSwiftRxTestAndTheWire() throws {
        let sources = try HarnessRuntimePackage.marbleSources(root: HarnessRuntimePackage.root)
        XCTAssertGreaterThan(sources.count, 1)
        var imported = Set<String>()
        for text in sources.values { imported.formUnion(ExampleImports.modules(in: text)) }
        XCTAssertEqual(imported, Set(HarnessRuntimePackage.marbleSupportDependencies + ["Foundation", "PlaybookWire"]))
    }

    func testAnEditOfTheRuntimeChangesTheCacheKeyAndANewFileTheFileList() throws {
        let library = try temporaryFolder()
        let runtime = try temporaryFolder()
        try write("// manifest\n", to: library.appending(path: "Package.swift"))
        try write("public let x = 1\n", to: library.appending(path: "Sources/Rx/X.swift"))
        try write("// manifest\n", to: runtime.appending(path: "Package.swift"))
        try write("// helpers\n", to: runtime.appending(path: "PlaybookMarbles/Helpers.swift"))
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

        try write("// helpers, edited\n", to: runtime.appending(path: "PlaybookMarbles/Helpers.swift"))
        XCTAssertNotEqual(try BuildInputs(package: package, runtimeRoot: runtime).libraryHash, added.libraryHash)
    }
}
