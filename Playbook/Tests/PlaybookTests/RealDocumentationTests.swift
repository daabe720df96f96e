import Foundation
import XCTest

@testable import Playbook
@testable import PlaybookRx

/// The lenient rules (``ExtractionRules``): documentation as real packages
/// write it, read without configuration.
final class RealDocumentationTests: XCTestCase {
    func lenient(_ markdown: String, path: String = "README.md") -> Chapter {
        ChapterExtractor(rules: .lenient).extract(source: markdown, path: path)
    }

    func swiftBlocks(_ blocks: String...) -> String {
        blocks.map { "```swift\n\($0)\n```\n" }.joined(separator: "\nSome prose.\n\n")
    }

    // MARK: Output stated in comments

    func testABlockWithNoOutputBlockRunsUncompared() throws {
        let chapter = lenient(swiftBlocks("let x = 1 + 1"))
        XCTAssertEqual(chapter.diagnostics, [])
        let example = try XCTUnwrap(chapter.examples.first)
        XCTAssertEqual(example.kind, .run)
        XCTAssertFalse(example.comparesOutput)
        XCTAssertTrue(example.outputNotStated)
        // The strict rules refuse it, as before.
        let strict = ChapterExtractor(rules: .strict).extract(source: swiftBlocks("let x = 1 + 1"), path: "README.md")
        XCTAssertEqual(strict.diagnostics.map(\.summary).first?.hasPrefix("example has no ```output block"), true)
    }

    func testApplesPrintsCommentsStateTheOutput() throws {
        let code = """
            let names = ["a", "b"]
            print(names.count)
            // Prints "2"
            print(names)  // Prints "["a", "b"]"
            print("Loading...")
            // prints 'Loading...'
            """
        let stated = try XCTUnwrap(CommentOutput.find(in: code))
        XCTAssertEqual(stated.form, .prints)
        XCTAssertEqual(stated.text, "2\n[\"a\", \"b\"]\nLoading...\n")
        XCTAssertEqual(stated.line, 2)
        let example = try XCTUnwrap(lenient(swiftBlocks(code)).examples.first)
        XCTAssertTrue(example.comparesOutput)
        XCTAssertEqual(example.expected?.location, SourceLocation(path: "README.md", line: 4, column: 1))
        XCTAssertEqual(example.expected?.literal, true)
        // `...` in a comment is text, not a wildcard.
        XCTAssertFalse(OutputMatcher().matches(actual: "2\n[\"a\", \"b\"]\nLoading done\n", expected: example.expected!))
        XCTAssertTrue(OutputMatcher().matches(actual: "2\n[\"a\", \"b\"]\nLoading...\n", expected: example.expected!))
    }

    /// A comment cannot show a printed line's leading spaces (`// ` stands
    /// before it) and often quotes a printed string: neither is a difference.
    func testCommentsCompareWithoutEdgeSpacesAndQuotes() throws {
        let code = "for chunk in \"Hello\".evenlyChunked(in: 2) {\n    print(chunk)\n}\n// \"Hel\"\n// \" lo\"\n// \"\""
        let example = try XCTUnwrap(lenient(swiftBlocks(code)).examples.first)
        XCTAssertTrue(OutputMatcher().matches(actual: "Hel\n lo\n\n", expected: example.expected!))
        XCTAssertFalse(OutputMatcher().matches(actual: "Hel\nlo!\n", expected: example.expected!))
        let prints = try XCTUnwrap(lenient(swiftBlocks("print(\"  indented\")\n// Prints \"indented\"")).examples.first)
        XCTAssertTrue(OutputMatcher().matches(actual: "  indented\n", expected: prints.expected!))
    }

    func testPrintsWithALineListFollowingIt() throws {
        let stated = try XCTUnwrap(CommentOutput.find(in: "for x in [1, 2] { print(x) }\n// Prints:\n// 1\n// 2"))
        XCTAssertEqual(stated.text, "1\n2\n")
    }

    /// swift-async-algorithms writes `// Prints "A" "-" "B"` for a loop
    /// that prints three lines: quoted values apart on one comment, one line
    /// each. A single quoted value keeps its inner quotes and spaces.
    func testPrintsWithSeveralQuotedValuesStatesOneLineEach() throws {
        let code = "for e in [\"A\", \"-\", \"B\"] {\n  print(e)\n}\n// Prints \"A\" \"-\" \"B\""
        XCTAssertEqual(try XCTUnwrap(CommentOutput.find(in: code)).text, "A\n-\nB\n")
        XCTAssertEqual(try XCTUnwrap(CommentOutput.find(in: "print(s)\n// Prints \"a \\\"b\\\" c\"")).text, "a \"b\" c\n")
        XCTAssertEqual(try XCTUnwrap(CommentOutput.find(in: "print(s)\n// Prints \"x\" y \"z\"")).text, "x\" y \"z\n")
    }

    /// swift-collections shows preconditions: `print(colors[3]) // Runtime
    /// error: Index out of range`. Such an example passes by trapping, after
    /// printing what the comments above that line state.
    func testAnExampleWhoseCommentSaysItTrapsPassesOnlyByTrapping() throws {
        let code =
            "var colors = [1, 2]\nprint(colors[0]) // Prints \"1\"\nprint(colors[3]) // Runtime error: Index out of range\nprint(9) // Prints \"9\""
        let example = try XCTUnwrap(lenient(swiftBlocks(code)).examples.first)
        XCTAssertEqual(example.trapLine, 4)
        XCTAssertEqual(example.expected?.text, "1\n")
        let judge = { (termination: ProcessResult.Termination, stdout: String) in
            VerdictJudge().verdict(
                for: example, outcome: .ran(ProcessResult(termination: termination, stdout: stdout, stderr: "", duration: 0.01)))
        }
        XCTAssertEqual(judge(.signaled(4), "1\n").status, .passed)
        XCTAssertEqual(judge(.signaled(4), "2\n").status, .failed, "the output before the trap is still compared")
        let ranToItsEnd = judge(.exited(0), "1\n")
        XCTAssertEqual(ranToItsEnd.status, .failed)
        XCTAssertEqual(
            ranToItsEnd.diagnostic?.headline,
            "README.md:4:1: error: example ran to its end, but the comment on this line says it traps here; fix the example or the comment")
        XCTAssertEqual(judge(.signaled(11), "1\n").status, .failed, "a crash that is not a Swift trap is not what the comment says")
        for comment in ["// ERROR", "// Fatal error: boom", "// traps", "// crash!", "// precondition failure"] {
            XCTAssertNotNil(TrapComment.line(in: "f() \(comment)"), comment)
        }
        for comment in ["// traps if the index is out of range", "// error: `X` does not conform", "// an error", "// \"error\""] {
            XCTAssertNil(TrapComment.line(in: "f() \(comment)"), comment)
        }
        XCTAssertNil(try XCTUnwrap(lenient(swiftBlocks("print(1) // Prints \"1\"")).examples.first).trapLine)
    }

    func testProseAfterPrintsOrAfterPrintingCodeStatesNothing() {
        XCTAssertNil(CommentOutput.find(in: "for x in (1...3).cycled(times: 3) { print(x) }\n// Prints 1 through 3 three times"))
        XCTAssertNil(CommentOutput.find(in: "print(x)\n// x is now 3"))
        XCTAssertNil(CommentOutput.find(in: "let numbers = [1, 2, 3]\n// [1, 2, 3]"), "a comment after a value is not output")
        XCTAssertTrue(CommentOutput.readsAsProse("the value is"))
        XCTAssertFalse(CommentOutput.readsAsProse("[1, 2, 3]"))
        XCTAssertFalse(CommentOutput.readsAsProse("true, false"))
        // A hyphenated word is a word: onevcat/Rainbow's `// With closure-based conditions`
        // after a blank line below `print(styledText)` heads the code below it.
        XCTAssertTrue(CommentOutput.readsAsProse("With closure-based conditions"))
        XCTAssertNil(CommentOutput.find(in: "print(a)\n\n// With closure-based conditions\nlet b = 2\nprint(b)"))
        XCTAssertFalse(CommentOutput.readsAsProse("-1 x-"))
        // Quoted values and words beside them (OpenCombine's random dice) state no exact output; a full stop is punctuation.
        XCTAssertNil(CommentOutput.find(in: "print(roll())\n// Prints \"Rolled: 4\" (or some other random value)."))
        XCTAssertNil(CommentOutput.find(in: "print(roll())\n// Prints \"Rolled: 4 (or some other random value)."))
        XCTAssertEqual(CommentOutput.find(in: "print(\"2 4\")\n// Prints \"2 4\".")?.text, "2 4\n")
    }

    func testCommentsAfterPrintingCodeAreComparedByValue() throws {
        let code = """
            for number in [[1], [2, 3]].joined(by: 100) {
                print(number)
            }
            // 1, 100, 2, 3

            let total = 6
            print(total)
            // 6
            """
        let stated = try XCTUnwrap(CommentOutput.find(in: code))
        XCTAssertEqual(stated.form, .afterPrinting)
        XCTAssertEqual(stated.text, "1, 100, 2, 3\n6\n")
        let example = try XCTUnwrap(lenient(swiftBlocks(code)).examples.first)
        XCTAssertEqual(example.expected?.matcher, .values)
        XCTAssertTrue(OutputMatcher().matches(actual: "1\n100\n2\n3\n6\n", expected: example.expected!))
        XCTAssertFalse(OutputMatcher().matches(actual: "1\n100\n2\n4\n6\n", expected: example.expected!), "a wrong value fails")
        XCTAssertFalse(OutputMatcher().matches(actual: "1\n100\n2\n3\n", expected: example.expected!), "a missing value fails")
    }

    // MARK: Blocks that are not programs

    func testManifestsSignaturesPseudoCodeAndAlternativesAreRecognised() {
        XCTAssertEqual(SwiftBlockKind.classify(#".package(url: "https://github.com/a/b", from: "1.0.0"),"#), .manifest)
        XCTAssertEqual(
            SwiftBlockKind.classify("// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"x\")"), .manifest
        )
        XCTAssertEqual(SwiftBlockKind.classify("let package = Package(\n    name: \"x\"\n)"), .manifest)
        XCTAssertEqual(SwiftBlockKind.classify("public func chunked(by: (Int, Int) -> Bool) -> [[Int]]"), .declarations)
        XCTAssertEqual(SwiftBlockKind.classify("func list() -> [String] {\n    // the list\n}"), .declarations)
        XCTAssertEqual(SwiftBlockKind.classify("c.elementsEqual(c.chunked(...).joined())"), .notSwift(line: 1))
        if case .notSwift = SwiftBlockKind.classify("let x = \n  = 3") {} else { XCTFail("a block that does not parse is not Swift") }
        XCTAssertEqual(SwiftBlockKind.classify("@Flag() var flag: Bool\n@Flag var flag: Bool"), .alternatives(name: "flag"))
        XCTAssertEqual(SwiftBlockKind.classify("for x in xs.cycled() {\n    // ...\n}"), .elided)
        XCTAssertEqual(SwiftBlockKind.classify("@main struct Tool {\n    static func main() {}\n}"), .elided)
        XCTAssertEqual(SwiftBlockKind.classify("protocol P { func f() }\nlet x = [1, 2, 3]\nprint(x)"), .program)
    }

    func testTheExtractorGivesEachKindItsTreatment() {
        let chapter = lenient(
            swiftBlocks(
                ".product(name: \"A\", package: \"a\")", "public func f() -> Int", "for x in xs {\n    ...\n}", "print(1)",
                "for x in [1].cycled() {\n    // ...\n}"))
        XCTAssertEqual(chapter.diagnostics, [])
        let kinds = chapter.examples.map(\.kind)
        XCTAssertEqual(kinds[0], .manifest)
        if case .skip(let reason) = kinds[1] {
            XCTAssertTrue(reason.contains("declarations without bodies"), reason)
        } else {
            XCTFail("\(kinds[1])")
        }
        if case .skip(let reason) = kinds[2] {
            XCTAssertTrue(reason.contains("not Swift that parses"), reason)
        } else {
            XCTFail("\(kinds[2])")
        }
        XCTAssertEqual(kinds[3], .run)
        XCTAssertEqual(kinds[4], .noRun)
    }

    func testManifestPartsArePlacedWhereTheyBelong() {
        let placings = ManifestChecker.placings(".package(url: \"u\", from: \"1.0.0\"),")
        XCTAssertTrue(placings[0].hasPrefix("let _: [Package.Dependency] = [\n.package(url: \"u\", from: \"1.0.0\")\n]"), placings[0])
        XCTAssertEqual(ManifestChecker.toolsVersion("// swift-tools-version:5.9\nimport PackageDescription"), "5.9")
        XCTAssertEqual(ManifestChecker.toolsVersion("// swift-tools-version: 6.0.0\n"), "6.0.0")
        XCTAssertNil(ManifestChecker.toolsVersion("import PackageDescription"))
    }

    // MARK: Blocks that build on each other

    func testABlockGetsTheDeclarationsItUsesFromItsPage() throws {
        let chapter = lenient(
            swiftBlocks(
                "let numbers = [10, 20, 30]\nprint(numbers)",
                "let numbers = [1, 2]",
                "print(numbers.map(double))",
                "func double(_ x: Int) -> Int { x * 2 }",
                "let alone = 3"))
        let third = chapter.examples[2]
        let context = third.setup.map(\.code).filter { !$0.hasPrefix("import") }
        // The latest earlier `numbers`, and `double` from the block below it; no `print` travels.
        XCTAssertEqual(context, ["let numbers = [1, 2]", "func double(_ x: Int) -> Int { x * 2 }"])
        XCTAssertEqual(third.setup.first { $0.code == "let numbers = [1, 2]" }?.codeFirstLine, 9)
        XCTAssertEqual(chapter.examples[4].setup.map(\.code), ["import Foundation"], "a block that stands alone gets nothing")
        // The strict rules keep blocks apart.
        let strict = ChapterExtractor(rules: .strict).extract(source: swiftBlocks("let a = 1", "print(a)"), path: "x.md")
        XCTAssertEqual(strict.examples[1].setup, [])
    }

    /// A name a declaration binds itself (a parameter, a property, a local,
    /// a closure's parameter) is not one it takes from the page: Swinject's
    /// `class PetOwner { let pet: Animal; init(name: String, pet: Animal) {
    /// self.pet = pet } }` took the page's `let pet = ...`, and what that used.
    func testNamesADeclarationBindsAreNotTakenFromThePage() {
        let chapter = lenient(
            swiftBlocks(
                "let pet = owner.pet",
                "class Owner {\n    let pet: String\n    init(pet: String) { self.pet = pet }\n    func names() -> [String] { [1].map { pet in String(pet) } }\n}",
                "print(Owner(pet: \"Tom\").pet)"))
        let context = chapter.examples[2].setup.map(\.code).filter { !$0.hasPrefix("import") }
        XCTAssertEqual(context.count, 1, "\(context)")
        XCTAssertTrue(context.first?.hasPrefix("class Owner") == true, "\(context)")
    }

    /// A name a block only assigns to, which nothing declares, holds what
    /// it is given: Combine-style doc comments keep a subscription with
    /// `cancellable = publisher.sink { ... }` (OpenCombine: 53 blocks).
    func testANameOnlyAssignedToIsDeclared() {
        let chapter = lenient(
            swiftBlocks(
                "cancellable = [1, 2].publisher\n    .sink { print($0) }\ncancellable = nil", "total = 1\nprint(total)",
                "var kept: Int? = nil", "kept = 3"))
        XCTAssertEqual(chapter.examples[0].setup.filter { $0.code.hasPrefix("var") }.map(\.code), ["var cancellable: Any?"])
        XCTAssertEqual(chapter.examples[0].setup.first { $0.code.hasPrefix("var") }?.codeFirstLine, 2)
        XCTAssertFalse(chapter.examples[1].setup.contains { $0.code.hasPrefix("var") }, "a name it reads is no such name")
        XCTAssertEqual(chapter.examples[3].setup.map(\.code).filter { !$0.hasPrefix("import") }, ["var kept: Int? = nil"])
    }

    /// A README that builds a value over several blocks (`let graph = ...`,
    /// then `graph.addEdge(...)` lines, then a block that searches the graph)
    /// reads as one program: the statements that change a variable a block
    /// takes come with it, from the block that declares it up to the block;
    /// a statement that prints, or that is not a call on or assignment to
    /// the variable, does not; nor do changes made below the block.
    func testStatementsThatChangeATakenVariableComeWithIt() {
        let chapter = lenient(
            swiftBlocks(
                "var numbers = [3, 1]\nnumbers.append(2)\nprint(numbers)",
                "let offset = 10\nnumbers.sort()\nnumbers[0] += offset\nprint(numbers.count)\nfor n in numbers { print(n) }",
                "print(numbers)",
                "numbers.removeAll()"))
        let third = chapter.examples[2].setup.map(\.code).filter { !$0.hasPrefix("import") }
        XCTAssertEqual(third, ["var numbers = [3, 1]", "numbers.append(2)", "let offset = 10", "numbers.sort()", "numbers[0] += offset"])
        // The changes keep their lines, for messages and traps.
        XCTAssertEqual(chapter.examples[2].setup.first { $0.code == "numbers.sort()" }?.codeFirstLine, 11)
        // The fourth block takes the variable with the changes above it; the second, only what is above it.
        XCTAssertTrue(chapter.examples[3].setup.contains { $0.code == "numbers.sort()" })
        XCTAssertEqual(chapter.examples[1].setup.map(\.code).filter { $0.hasPrefix("numbers") }, ["numbers.append(2)"])
        XCTAssertFalse(chapter.examples[2].setup.contains { $0.code.contains("removeAll") })
        // A change that uses a variable declared only below, or one the block declares itself, stays where it is.
        let unreachable = lenient(
            swiftBlocks("var total = 0\ntotal += 1\ntotal += later", "let mine = 2\ntotal += mine\nprint(total)", "let later = 5"))
        XCTAssertEqual(unreachable.examples[1].setup.map(\.code).filter { !$0.hasPrefix("import") }, ["var total = 0", "total += 1"])
        let own = lenient(swiftBlocks("var sum = 0\nsum += step", "let step = 2\nprint(sum)"))
        XCTAssertEqual(own.examples[1].setup.map(\.code).filter { !$0.hasPrefix("import") }, ["var sum = 0"])
        // A block that declares the variable itself takes none of it.
        let redeclared = lenient(swiftBlocks("var items = [1]\nitems.append(2)", "var items = [5]\nprint(items)"))
        XCTAssertEqual(redeclared.examples[1].setup.map(\.code).filter { !$0.hasPrefix("import") }, [])
    }

    func testExtensionsComeWithTheMembersABlockUses() {
        let chapter = lenient(
            swiftBlocks(
                "struct Math {\n    static let parts = [Add.self]\n}",
                "extension Math {\n    struct Add {\n        func run() {}\n    }\n}",
                "Math.Add().run()", "extension Int {\n    var twice: Int { self * 2 }\n}", "print(3.twice)"))
        XCTAssertEqual(chapter.examples[0].setup.map(\.code).filter { $0.hasPrefix("extension") }.count, 1, "Add is its extension's")
        XCTAssertEqual(chapter.examples[2].setup.map(\.code).filter { !$0.hasPrefix("import") }.count, 2)
        XCTAssertTrue(chapter.examples[4].setup.contains { $0.code.hasPrefix("extension Int") })
        XCTAssertFalse(chapter.examples[2].setup.contains { $0.code.hasPrefix("extension Int") })
    }

    func testPropertyAndSubscriptListingsAreDeclarationsWithoutBodies() {
        XCTAssertEqual(SwiftBlockKind.classify("public var attributes: Attributes { get set }"), .declarations)
        XCTAssertEqual(
            SwiftBlockKind.classify("extension Collection where Element == Double {\n    public var mean: Double? { get }\n}"),
            .declarations)
        XCTAssertEqual(SwiftBlockKind.classify("struct S {\n    subscript(i: Int) -> Int { get }\n}"), .declarations)
        XCTAssertEqual(SwiftBlockKind.classify("protocol P {\n    var x: Int { get set }\n}\nprint(1)"), .program)
        XCTAssertEqual(SwiftBlockKind.classify("struct S {\n    var x: Int { get { 1 } set {} }\n}\nprint(S().x)"), .program)
    }

    // MARK: The documented package

    func testImportsAreReadFromImportLines() {
        XCTAssertEqual(
            ExampleImports.modules(in: "import RxSwift\n@testable import Streams\nimport struct Foundation.Date\nimport A.B\nlet x = 1"),
            ["RxSwift", "Streams", "Foundation", "A"])
    }

    func testCModuleArgumentsAreThoseSwiftPMPassedToTheGeneratedTarget() {
        let description = """
              "C.PlaybookLibraries-x86_64-unknown-linux-gnu-debug.dylib":
                args: ["swiftc","-Xcc","-fmodule-map-file=/wrong"]
              "C.PlaybookLibraries-x86_64-unknown-linux-gnu-debug.module":
                tool: shell
                args: ["swiftc","-I","/b/debug/Modules","-Xcc","-fmodule-map-file=/c/include/module.modulemap","-Xcc","-I/c/include","-Xcc","-fPIC","-I","/extra"]
            """
        XCTAssertEqual(
            LibraryBuild.cModuleArguments(buildDescription: description),
            ["-Xcc", "-fmodule-map-file=/c/include/module.modulemap", "-Xcc", "-I/c/include", "-I", "/extra"])
        // SwiftPM writes a header folder as `-Xcc -I -Xcc PATH`: kept whole, or
        // the bare `-I` would take the next module map as its folder.
        let split = """
              "C.PlaybookLibraries-x86_64-unknown-linux-gnu-debug.module":
                args: ["swiftc","-Xcc","-fmodule-map-file=/a/module.modulemap","-Xcc","-I","-Xcc","/a/include","-Xcc","-fmodule-map-file=/b/module.modulemap","-Xcc","-isystem","-Xcc","/b/include","-Xcc","-g"]
            """
        XCTAssertEqual(
            LibraryBuild.cModuleArguments(buildDescription: split),
            [
                "-Xcc", "-fmodule-map-file=/a/module.modulemap", "-Xcc", "-I", "-Xcc", "/a/include", "-Xcc",
                "-fmodule-map-file=/b/module.modulemap", "-Xcc", "-isystem", "-Xcc", "/b/include"
            ])
        // A package's macros: the executable SwiftPM built for each, which the
        // examples' compile loads (pointfreeco/swift-case-paths' @CasePathable).
        let macros = """
              "C.PlaybookLibraries-x86_64-unknown-linux-gnu-debug.module":
                args: ["swiftc","-package-name","libraries","-Xfrontend","-load-plugin-executable","-Xfrontend","/d/CasePathsMacros-tool#CasePathsMacros","-Xfrontend","-enable-x","-load-plugin-executable","/e/M-tool#M"]
            """
        XCTAssertEqual(
            LibraryBuild.cModuleArguments(buildDescription: macros),
            [
                "-Xfrontend", "-load-plugin-executable", "-Xfrontend", "/d/CasePathsMacros-tool#CasePathsMacros",
                "-load-plugin-executable", "/e/M-tool#M"
            ])
    }

    // MARK: Doc comments

    /// Under the lenient rules a doc comment's indented code and untagged
    /// fences are examples, and the file's module is imported @testable (a
    /// comment on an internal declaration shows code using it); the strict
    /// rules read only ```swift fences and import the module plainly.
    func testDocCommentsIndentedAndUntaggedCodeIsSwiftAndTheModuleIsTestable() throws {
        let source = """
            /// Doubles a value:
            ///
            ///     let x = twice(2)
            ///
            /// or, fenced without a language:
            ///
            /// ```
            /// print(twice(3))
            /// // 6
            /// ```
            func twice(_ x: Int) -> Int { x * 2 }
            """
        let lenient = DocumentationLoader(rules: .lenient).chapter(source: source, path: "Sources/Maths/Twice.swift")
        XCTAssertEqual(lenient.diagnostics, [])
        XCTAssertEqual(lenient.examples.map(\.code), ["let x = twice(2)\n", "print(twice(3))\n// 6\n"])
        XCTAssertEqual(lenient.examples.map(\.location.line), [3, 7])
        XCTAssertTrue(lenient.examples.first?.setup.contains { $0.code == "@testable import Maths" } == true)
        XCTAssertEqual(lenient.examples.last?.expected?.text, "6\n")
        let strict = DocumentationLoader(rules: .strict).chapter(source: source, path: "Sources/Maths/Twice.swift")
        XCTAssertEqual(strict.examples, [])
    }

    // MARK: --update

    /// `--update` writes an output block after an example that stated none
    /// and printed something, in the example's containers, and the block reads back.
    func testUpdateCreatesTheMissingOutputBlocks() throws {
        let markdown = "# U\n\n```swift\nprint(1)\n```\n\n- item\n\n  ```swift\n  print(\"a\")\n  ```\n"
        let chapter = lenient(markdown, path: "Docs/u.md")
        let outputs = ["1\n", "a\n"]
        let verdicts = zip(chapter.examples, outputs).map { example, output in
            VerdictJudge().verdict(
                for: example, outcome: .ran(ProcessResult(termination: .exited(0), stdout: output, stderr: "", duration: 0.01)))
        }
        XCTAssertEqual(verdicts.compactMap(ExpectedBlockCreator.output(for:)), outputs)
        let written = String(
            decoding: ExpectedBlockCreator.inserting(Array(zip(chapter.examples, outputs)), in: Array(markdown.utf8)), as: UTF8.self)
        XCTAssertEqual(
            written,
            "# U\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n\n- item\n\n  ```swift\n  print(\"a\")\n  ```\n\n  ```output\n  a\n  ```\n"
        )
        let reread = ChapterExtractor(rules: .strict).extract(source: written, path: "Docs/u.md")
        XCTAssertEqual(reread.diagnostics, [])
        XCTAssertEqual(reread.examples.map { $0.expected?.text }, ["1\n", "a\n"])
    }
}
