import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Which modules the examples of a package may import, read from
/// `swift package describe --type json` and narrowed or given traits by
/// playbook.json beside Package.swift.
final class DocumentedPackageTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/work/shapes")

    /// A trimmed `swift package describe --type json` of a package with two
    /// library products, an executable and a test target.
    private let description = Data(
        """
        {
          "name": "Shapes",
          "products": [
            {"name": "Shapes", "targets": ["Shapes"], "type": {"library": ["automatic"]}},
            {"name": "ShapesText", "targets": ["ShapesText", "ShapesFormat"], "type": {"library": ["dynamic"]}},
            {"name": "shapes-tool", "targets": ["ShapesTool"], "type": {"executable": null}}
          ],
          "targets": [
            {"name": "ShapesTool", "path": "Sources/ShapesTool", "type": "executable", "target_dependencies": ["Shapes"]},
            {"name": "ShapesText", "path": "Sources/Text", "type": "library", "target_dependencies": ["Shapes", "Geometry"],
             "product_dependencies": ["Rx"]},
            {"name": "ShapesFormat", "path": "Sources/ShapesFormat", "type": "library"},
            {"name": "Geometry", "path": "Sources/Geometry", "type": "library"},
            {"name": "Shapes", "path": "Sources/Shapes", "type": "library", "product_dependencies": ["RxTesting"]},
            {"name": "ShapesTests", "path": "Tests/ShapesTests", "type": "test", "target_dependencies": ["Shapes"]}
          ]
        }
        """.utf8)

    func testEveryLibraryProductIsBuiltAndItsTargetsAreTheModulesExamplesImport() throws {
        let package = try DocumentedPackage(root: root, description: description, configuration: nil)
        XCTAssertEqual(package.name, "Shapes")
        XCTAssertEqual(package.products, ["Shapes", "ShapesText"])
        XCTAssertEqual(package.modules, ["Shapes", "ShapesText", "ShapesFormat"])
        XCTAssertEqual(package.traits, nil)
        // The folders the build depends on: the products' targets and the
        // package's own targets they depend on, not the executable's or the tests'.
        XCTAssertEqual(
            package.sourceFolders, ["Sources/Geometry", "Sources/Shapes", "Sources/ShapesFormat", "Sources/Text"])
        // What the built modules can reach: theirs, their local dependencies', and the products they use.
        XCTAssertEqual(package.reachableModules, ["Geometry", "Rx", "RxTesting", "Shapes", "ShapesFormat", "ShapesText"])
    }

    /// swift-collections' umbrella module declares `Deque` again (a
    /// typealias of DequeModule's): a doc comment in ShapesText, which
    /// imports it, must not also get a module built on ShapesText.
    func testAModuleAnExampleImportsKeepsOutTheModulesBuiltOnIt() throws {
        let package = try DocumentedPackage(root: root, description: description, configuration: nil)
        XCTAssertEqual(package.moduleDependencies["ShapesText"], ["Shapes", "Geometry"])
        let implicit = ["Shapes", "ShapesText", "ShapesFormat"]
        XCTAssertEqual(package.implicitModules(implicit, forImports: []), implicit)
        XCTAssertEqual(package.implicitModules(implicit, forImports: ["Foundation"]), implicit)
        XCTAssertEqual(package.implicitModules(implicit, forImports: ["ShapesText"]), implicit, "nothing is built on ShapesText")
        XCTAssertEqual(
            package.implicitModules(implicit, forImports: ["Shapes"]), ["Shapes", "ShapesFormat"],
            "ShapesText depends on Shapes: an example that imports Shapes is a file of Shapes' users")
        let shadowed = ["Shapes": Set(["ShapesText"])]
        XCTAssertEqual(
            package.implicitModules(implicit, forImports: [], shadowed: shadowed), ["ShapesText", "ShapesFormat"],
            "an example that imports none of them gets the module built on a shadowed one, not it")
        XCTAssertEqual(
            package.implicitModules(implicit, forImports: ["ShapesText"], shadowed: shadowed), ["ShapesText", "ShapesFormat"],
            "nor one that imports the module that shadows it (a doc comment of the umbrella module)")
        XCTAssertEqual(package.implicitModules(implicit, forImports: ["Shapes"], shadowed: shadowed), ["Shapes", "ShapesFormat"])
        // A doc comment of Shapes shows what its users write: they may import ShapesText, built on it, too,
        // unless it declares Shapes' names again.
        XCTAssertEqual(package.implicitModules(implicit, forImports: ["Shapes"], forUsersOf: true), implicit)
        XCTAssertEqual(
            package.implicitModules(implicit, forImports: ["Shapes"], shadowed: shadowed, forUsersOf: true), ["Shapes", "ShapesFormat"])
        XCTAssertEqual(package.modulePaths["ShapesText"], "Sources/Text")
    }

    func testTheConfigurationNarrowsTheProductsAndEnablesTraits() throws {
        let configuration = try PlaybookConfiguration(
            decoding: Data(#"{"products": ["Shapes"], "traits": ["Tracing"]}"#.utf8), path: "playbook.json")
        let package = try DocumentedPackage(root: root, description: description, configuration: configuration)
        XCTAssertEqual(package.products, ["Shapes"])
        XCTAssertEqual(package.modules, ["Shapes"])
        XCTAssertEqual(package.traits, ["Tracing"])
        XCTAssertEqual(package.sourceFolders, ["Sources/Shapes"])
        XCTAssertEqual(package.reachableModules, ["RxTesting", "Shapes"])
    }

    func testAProductTheConfigurationNamesMustBeALibraryOfThePackage() throws {
        let configuration = try PlaybookConfiguration(
            decoding: Data(#"{"products": ["shapes-tool"]}"#.utf8), path: "/work/shapes/playbook.json")
        XCTAssertThrowsError(try DocumentedPackage(root: root, description: description, configuration: configuration)) { error in
            XCTAssertEqual(
                "\(error)",
                #"/work/shapes/playbook.json:1:1: error: "shapes-tool" is not a library product of Shapes; its library products are Shapes, ShapesText"#
            )
        }
    }

    func testAPackageWithoutALibraryProductIsAClearError() throws {
        let tool = Data(
            #"{"name": "Tool", "products": [{"name": "t", "targets": ["T"], "type": {"executable": null}}], "targets": []}"#.utf8)
        XCTAssertThrowsError(try DocumentedPackage(root: root, description: tool, configuration: nil)) { error in
            XCTAssertTrue("\(error)".contains("/work/shapes/Package.swift:1:1: error: Tool declares no library product"), "\(error)")
        }
    }

    func testAConfigurationWithAnUnknownKeyOrAWrongTypeNamesTheFileAndWhatToWrite() {
        for text in [#"{"modules": ["Shapes"]}"#, #"{"products": "Shapes"}"#, "[1]", "{"] {
            XCTAssertThrowsError(try PlaybookConfiguration(decoding: Data(text.utf8), path: "pkg/playbook.json"), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("pkg/playbook.json:1:1: error: "), message)
                XCTAssertTrue(message.contains(#"{"products": ["#), message)
            }
        }
    }

    func testTheDescriptionIsAskedOfSwiftPMOnceAndRememberedUntilTheManifestChanges() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "documented-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "Sources/Solo"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "Solo", products: [.library(name: "Solo", targets: ["Solo"])], targets: [.target(name: "Solo")])

            """
        try Data(manifest.utf8).write(to: folder.appending(path: "Package.swift"))
        try Data("public let solo = 1\n".utf8).write(to: folder.appending(path: "Sources/Solo/Solo.swift"))
        let memo = folder.appending(path: "work/package-description.json")

        let package = try DocumentedPackage.load(root: folder, memo: memo)
        XCTAssertEqual(package.products, ["Solo"])
        XCTAssertEqual(package.sourceFolders, ["Sources/Solo"])
        // The memo is what the next run reads: a description kept there is believed.
        let remembered = try String(contentsOf: memo, encoding: .utf8)
        // The descriptions are kept as JSON strings in the memo, their quotes escaped.
        let edited = remembered.replacingOccurrences(of: #"\"Solo\""#, with: #"\"Kept\""#)
        try Data(edited.utf8).write(to: memo)
        XCTAssertEqual(try DocumentedPackage.load(root: folder, memo: memo).products, ["Kept"])
        // A changed manifest asks SwiftPM again.
        try Data((manifest + "// edited\n").utf8).write(to: folder.appending(path: "Package.swift"))
        XCTAssertEqual(try DocumentedPackage.load(root: folder, memo: memo).products, ["Solo"])
    }

    func testThisRepositoryDocumentsRxRxTestingAndRxBlockingWithResourceTracing() throws {
        let package = try DocumentedPackage.load(root: Fixtures.packageRoot, memo: nil)
        XCTAssertEqual(package.products, ["Rx", "RxTesting", "RxBlocking"])
        XCTAssertEqual(package.traits, ["TraceResources"])
        XCTAssertEqual(package.sourceFolders, ["Sources/Rx", "Sources/RxBlocking", "Sources/RxTesting"])
    }
}
