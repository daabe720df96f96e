import Foundation
import XCTest

@testable import Playbook

/// Snippets under the lenient rules: a block that fails only on names
/// nothing on its page declares, or on modules nothing provides, is shown
/// and skipped; a misspelling of a name it could use stays a failure.
extension RealDocumentationTests {

    func testASnippetUsesNamesNothingDeclares() {
        let unknown = [
            "Docs/a.md:49:1: error: cannot find 'base' in scope", "Docs/a.md:49:12: error: cannot find type 'Index' in scope",
            "Docs/a.md:49:41: error: generic parameter 'T' could not be inferred"
        ]
        XCTAssertEqual(SnippetNames.undeclared(in: unknown), ["base", "Index"])
        XCTAssertNil(SnippetNames.undeclared(in: unknown + ["Docs/a.md:50:1: error: value of type 'Int' has no member 'x'"]))
        XCTAssertEqual(
            SnippetNames.undeclared(in: ["M.md:58:23: error: 'Math' is inaccessible due to 'fileprivate' protection level"]), ["Math"])
        // An undeclared `user` is Glibc's `struct user` on Linux (swift-log's doc comments).
        let cStruct = [
            "L.swift:1116:1: error: cannot find 'logger' in scope", "L.swift:1118:28: error: type 'Any' has no member 'string'",
            "L.swift:1118:40: error: type 'user' has no member 'id'"
        ]
        XCTAssertEqual(SnippetNames.undeclared(in: cStruct), ["logger", "user"])
        XCTAssertNil(
            SnippetNames.undeclared(in: ["L.swift:3:1: error: type 'Logger' has no member 'lgo'"]),
            "a Swift type's missing member is an error")
        XCTAssertNil(SnippetNames.undeclared(in: ["L.swift:3:1: error: type 'Any' has no member 'string'"]))
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["base", "i"], declared: ["numbers"]))
        XCTAssertNil(SnippetNames.skipReason(undeclared: ["numbrs"], declared: ["numbers"]), "a misspelling stays a failure")
        XCTAssertNil(SnippetNames.skipReason(undeclared: ["Countr"], declared: ["Counter"]), "a misspelling stays a failure")
        XCTAssertNil(SnippetNames.skipReason(undeclared: ["item"], declared: ["items"]), "so does a letter too few")
        XCTAssertNil(SnippetNames.skipReason(undeclared: ["itemz"], declared: ["item"]), "or too many")
        // A plural of a page's name names a collection of it: `subscriptions` beside `let subscription`
        // (swift-tagged's README), `matches` beside `match`.
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["subscriptions"], declared: ["subscription"]))
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["matches"], declared: ["match"]))
        XCTAssertNotNil(
            SnippetNames.skipReason(undeclared: ["myMetricsImplementation"], declared: ["metricsImplementation"]),
            "words put before a page's name make another name (swift-metrics' README)")
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["myCounter"], declared: ["counter"]))
        // A value named after a type of the page (`user`, `subscriptions` beside `struct User`, `struct
        // Subscription`: pointfreeco/swift-tagged's README) is another name; a type miscased is a misspelling.
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["user"], declared: ["User"]))
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["subscriptions", "products"], declared: ["Subscription", "Product"]))
        XCTAssertNil(SnippetNames.skipReason(undeclared: ["user"], declared: ["User"], types: ["user"]), "a type miscased stays a failure")
        // And a type named like a value of the page (`FooManager` beside `let fooManager`: Swinject's Assembler.md).
        XCTAssertNotNil(SnippetNames.skipReason(undeclared: ["FooManager"], declared: ["fooManager"]))
        XCTAssertEqual(
            SnippetNames.typeNames(in: ["a.md:3:8: error: cannot find type 'user' in scope", "a.md:4:1: error: cannot find 'x' in scope"]),
            ["user"])
        XCTAssertEqual(SnippetNames.distance("format", "formats"), 1)
    }

    /// A block can only misspell a name it could use: one that it or a block
    /// above it declares. pointfreeco/swift-tagged's README uses `subscriptions`
    /// (never declared) two blocks before it declares `let subscription`.
    func testAMisspellingIsOfANameDeclaredAtOrAboveTheBlock() {
        let chapter = lenient(
            swiftBlocks(
                "struct Subscription { let id: Int }",
                "func find(id: Int) -> Subscription? {\n  return subscriptions.first { $0.id == id }\n}",
                "let subscription = find(id: 1)",
                "print(subscriptons.count)"))
        let examples = chapter.examples
        var outcomes: [String: ExampleOutcome] = [:]
        outcomes[examples[1].id] = .doesNotCompile(messages: ["README.md:9:10: error: cannot find 'subscriptions' in scope"])
        outcomes[examples[3].id] = .doesNotCompile(messages: ["README.md:20:7: error: cannot find 'subscriptons' in scope"])
        Verification.skippingSnippets(&outcomes, of: examples, in: [chapter], packageModules: [])
        guard case .skipped(let reason)? = outcomes[examples[1].id] else {
            return XCTFail("\(String(describing: outcomes[examples[1].id])): a name declared below the block is not one it misspells")
        }
        XCTAssertTrue(reason.contains("'subscriptions'"), reason)
        guard case .doesNotCompile? = outcomes[examples[3].id] else {
            return XCTFail("a misspelling of a name declared above stays a failure")
        }
    }

    func testAnImportOfAModuleNothingProvidesIsSkippedUnlessItIsAMisspelling() {
        let missing = ["Docs/a.md:72:8: error: no such module 'Tracing'"]
        XCTAssertEqual(SnippetNames.missingModules(in: missing), ["Tracing"])
        XCTAssertNil(SnippetNames.missingModules(in: missing + ["Docs/a.md:73:1: error: cannot find 'x' in scope"]))
        XCTAssertNil(SnippetNames.missingModules(in: ["Docs/a.md:73:1: error: cannot find 'x' in scope"]))
        let reason = SnippetNames.skipReason(missingModules: ["Tracing"], known: ["Logging", "InMemoryLogging"])
        XCTAssertEqual(reason.map(VerificationReport.reasonKind), "an import of a module nothing here provides")
        XCTAssertNil(SnippetNames.skipReason(missingModules: ["Statistic"], known: ["Statistics"]), "a misspelling stays a failure")
        XCTAssertNil(SnippetNames.skipReason(missingModules: ["logging"], known: ["Logging"]), "so does a module's name miscased")
    }

    /// A block whose only errors are in code it took from another block of
    /// its page builds on a block that does not compile: it is skipped,
    /// naming that block (which is reported on its own); an error in its own
    /// code, or in a setup block, keeps it a failure. Swinject's Assembler.md
    /// and PathKit's README (`path.exists()`, a property now, above every block).
    func testABlockBuiltOnOneThatDoesNotCompileIsSkippedNamingIt() {
        // Lines: 2 `let total = compute()`, 8 `print(total + 1)`, 14 `print(total + wrong())`.
        let chapter = lenient(swiftBlocks("let total = compute()", "print(total + 1)", "print(total + wrong())"))
        let examples = chapter.examples
        var outcomes: [String: ExampleOutcome] = [:]
        let taken = "README.md:2:13: error: cannot call value of non-function type 'Int'"
        outcomes[examples[1].id] = .doesNotCompile(messages: [taken])
        outcomes[examples[2].id] = .doesNotCompile(messages: [taken, "README.md:14:15: error: cannot call value of non-function type 'Int'"]
        )
        Verification.skippingSnippets(&outcomes, of: examples, in: [chapter], packageModules: [])
        guard case .skipped(let reason)? = outcomes[examples[1].id] else {
            return XCTFail("\(String(describing: outcomes[examples[1].id]))")
        }
        XCTAssertEqual(VerificationReport.reasonKind(reason), "built on a block that does not compile")
        XCTAssertTrue(reason.contains("README.md:1"), reason)
        guard case .doesNotCompile? = outcomes[examples[2].id] else { return XCTFail("an error in its own code stays a failure") }
        // A setup block's error is every example's below it: a failure.
        let setup = ChapterExtractor(rules: .lenient).extract(
            source: "```swift setup\nlet base = wrong()\n```\n\n```swift\nprint(base)\n```\n", path: "S.md")
        var failed: [String: ExampleOutcome] = [:]
        let example = setup.examples.first { $0.kind == .run }!
        failed[example.id] = .doesNotCompile(messages: ["S.md:2:12: error: cannot call value of non-function type 'Int'"])
        Verification.skippingSnippets(&failed, of: [example], in: [setup], packageModules: [])
        guard case .doesNotCompile? = failed[example.id] else { return XCTFail("a setup block's error stays a failure") }
    }

    /// A type that cannot be inferred follows from a name nothing declares
    /// (`.inObjectScope(.container)` after `container.register(Animal.self)`,
    /// Swinject's ObjectScopes.md), wherever the compiler puts it.
    func testAnInferenceErrorFollowsFromAnUndeclaredName() {
        let messages = [
            "O.md:8:1: error: cannot find 'container' in scope",
            "O.md:9:21: error: cannot infer contextual base in reference to member 'container'",
            "O.md:12:5: error: generic parameter 'Service' could not be inferred"
        ]
        XCTAssertEqual(SnippetNames.undeclared(in: messages), ["container"])
        XCTAssertNil(SnippetNames.undeclared(in: Array(messages.dropFirst())), "no unknown name: a failure")
    }

    /// A REPL transcript's `==> value` lines (attaswift/BigInt's README) are
    /// what the line above printed or held, not Swift: under the lenient rules
    /// each is read as a comment stating it, its indented continuation lines
    /// (a long number wrapped) joined to it; the lines keep their numbers.
    func testTranscriptLinesStateValuesAsComments() {
        let code =
            "print(factorial(10))\n==> 362880\n\nprint(factorial(30))\n==> 26525285981219\n    105863630848000000\nlet p = prime()\n==> 13308187650642\n"
        XCTAssertEqual(
            TranscriptLines.asComments(code),
            "print(factorial(10))\n// 362880\n\nprint(factorial(30))\n// 26525285981219105863630848000000\n\nlet p = prime()\n// 13308187650642\n"
        )
        XCTAssertEqual(TranscriptLines.asComments("let a = b ==> c\n"), "let a = b ==> c\n", "an operator inside a line is code")
        let chapter = lenient("```Swift\n" + code + "```\n")
        XCTAssertEqual(chapter.examples.first?.kind, .run)
        XCTAssertEqual(chapter.examples.first?.code.components(separatedBy: "\n").count, code.components(separatedBy: "\n").count)
        // What follows a print states its output; a value after a declaration is not printed.
        XCTAssertEqual(chapter.examples.first?.expected?.text, "362880\n26525285981219105863630848000000\n")
    }
}
