import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The leak check and marble examples switch on from what the documented
/// package compiles and declares, not from its name or its text.
final class LibraryCapabilitiesTests: XCTestCase {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "capabilities-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Compiles `source` into module `name` under `modules` (as SwiftPM's Modules folder holds them).
    private func emitModule(_ name: String, _ source: String, into modules: URL) throws {
        let file = modules.deletingLastPathComponent().appending(path: "\(name).swift")
        try Data(source.utf8).write(to: file)
        let result = try ChildProcess(
            program: "swiftc",
            arguments: [
                "-emit-module", "-parse-as-library", "-module-name", name, file.path, "-emit-module-path",
                modules.appending(path: "\(name).swiftmodule").path
            ]
        ).run()
        XCTAssertTrue(result.succeeded, result.stderr)
    }

    func testTheLeakCheckReadsTheFirstModuleWhoseResourcesTotalCompilesAsAnInteger() throws {
        let folder = try temporaryFolder()
        let modules = folder.appending(path: "Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        // Says "enum Resources" and "total" only in a comment: a text search found it.
        try emitModule("Mentions", "// public enum Resources { public static var total: Int32 }\npublic let total = 1\n", into: modules)
        // Declares Resources.total, but not as a number.
        try emitModule("Named", "public enum Resources { public static var total: String { \"\" } }\n", into: modules)
        try emitModule("Counted", "public enum Resources { public static var total: Int32 { 0 } }\n", into: modules)
        let arguments = ["-I", modules.path]
        let probes = folder.appending(path: "probes")

        XCTAssertNil(
            try LibraryCapabilities.resourceCounterModule(among: ["Mentions", "Named"], compileArguments: arguments, folder: probes))
        XCTAssertEqual(
            try LibraryCapabilities.resourceCounterModule(
                among: ["Mentions", "Named", "Counted"], compileArguments: arguments, folder: probes),
            "Counted")
        XCTAssertNil(try LibraryCapabilities.resourceCounterModule(among: ["Missing"], compileArguments: arguments, folder: probes))
    }

    func testMarbleExamplesNeedThePackageToProvideRxSwiftAndRxTest() throws {
        XCTAssertFalse(LibraryCapabilities.providesMarbles(try Fixtures.documentedPackage(sourceFolders: ["Shapes"])))
        XCTAssertFalse(LibraryCapabilities.providesMarbles(try Fixtures.documentedPackage(sourceFolders: ["Rx"])))
        // This repository: RxSwift and RxTest are library products playbook.json leaves out.
        let products = ["Rx", "RxTesting", "RxSwift", "RxTest"].map {
            #"{"name": "\#($0)", "targets": ["\#($0)"], "type": {"library": ["automatic"]}}"#
        }
        let rx = #"{"name": "RxPlaybook", "products": [\#(products.joined(separator: ", "))], "targets": []}"#
        let repository = try DocumentedPackage(
            root: URL(fileURLWithPath: "/work/rx"), description: Data(rx.utf8),
            configuration: PlaybookConfiguration(products: ["Rx", "RxTesting"]))
        XCTAssertTrue(LibraryCapabilities.providesMarbles(repository))
        XCTAssertEqual(repository.product(providing: "RxTest"), .init(name: "RxTest", package: nil))
        // A package of its own whose library uses RxSwift and whose tests use RxTest, from one dependency.
        let description = #"""
            {"name": "Streams", "products": [{"name": "Streams", "targets": ["Streams"], "type": {"library": ["automatic"]}}],
             "targets": [{"name": "Streams", "path": "Sources/Streams", "product_dependencies": ["RxSwift"]}]}
            """#
        let manifest = #"""
            {"dependencies": [{"sourceControl": [{"identity": "rxswift", "location": {"remote": [{"urlString": "https://github.com/ReactiveX/RxSwift.git"}]},
                                                  "requirement": {"range": [{"lowerBound": "6.0.0", "upperBound": "7.0.0"}]}}]}],
             "targets": [{"dependencies": [{"product": ["RxSwift", "RxSwift", null, null]}]},
                         {"dependencies": [{"byName": ["Streams", null]}, {"product": ["RxTest", "RxSwift", null, null]}]}]}
            """#
        let streams = try DocumentedPackage(
            root: URL(fileURLWithPath: "/work/streams"), description: Data(description.utf8), manifest: Data(manifest.utf8),
            configuration: nil)
        XCTAssertTrue(LibraryCapabilities.providesMarbles(streams))
        XCTAssertEqual(streams.product(providing: "RxTest"), .init(name: "RxTest", package: "rxswift"))
        XCTAssertEqual(
            streams.dependencies,
            [.init(identity: "rxswift", declaration: #".package(url: "https://github.com/ReactiveX/RxSwift.git", "6.0.0"..<"7.0.0")"#)])
        XCTAssertNil(streams.product(providing: "Nimble"), "nothing provides it")
    }

    func testTheCacheKeyFollowsTheProductsSourcesAndTheConfigurationButNotOtherFolders() throws {
        let root = try temporaryFolder()
        let runtime = try temporaryFolder()
        func write(_ text: String, _ relative: String, in folder: URL = root) throws {
            let file = folder.appending(path: relative)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try write("// manifest\n", "Package.swift")
        try write("public struct Square {}\n", "Sources/Shapes/Square.swift")
        try write("// manifest\n", "Package.swift", in: runtime)
        let package = try Fixtures.documentedPackage(root: root, sourceFolders: ["Shapes"])
        let before = try BuildInputs(package: package, runtimeRoot: runtime).libraryHash

        try write("// a tool\n", "Sources/Tool/main.swift")
        try write("# notes\n", "Docs/notes.md")
        XCTAssertEqual(try BuildInputs(package: package, runtimeRoot: runtime).libraryHash, before)

        try write(#"{"traits": ["Fast"]}"#, PlaybookConfiguration.fileName)
        let configured = try BuildInputs(package: package, runtimeRoot: runtime).libraryHash
        XCTAssertNotEqual(configured, before)

        try write("public struct Square { var side = 1 }\n", "Sources/Shapes/Square.swift")
        XCTAssertNotEqual(try BuildInputs(package: package, runtimeRoot: runtime).libraryHash, configured)
    }
}
