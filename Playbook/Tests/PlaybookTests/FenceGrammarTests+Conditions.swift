import XCTest
@testable import Playbook
@testable import PlaybookRx

/// `no-compare`, `skip-if=CONDITION` and placeholders in the fence grammar.
extension FenceGrammarTests {
    private func headlines(_ markdown: String) -> [String] {
        Fixtures.extract(markdown).diagnostics.map(\.headline)
    }

    func testNoCompareAndSkipIfAreRead() throws {
        let chapter = Fixtures.extract(
            """
            ```swift no-compare
            print(Int.random(in: 0...9))
            ```

            ```swift no-compare skip-if=os(Linux) skip-if="!swift(>=6.2)"
            print(1)
            ```

            ```output
            sample
            ```

            ```swift no-run skip-if=swift(<7)
            let x = 1
            ```

            """)
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples.map(\.comparesOutput), [false, false, true])
        XCTAssertNil(chapter.examples[0].expected)
        XCTAssertEqual(chapter.examples[1].expected?.text, "sample\n")
        XCTAssertEqual(chapter.examples[1].skipConditions.map(\.description), ["os(Linux)", "!swift(>=6.2)"])
        XCTAssertEqual(chapter.examples[2].skipConditions, [try SkipCondition(parsing: "swift(<7)")])
    }

    func testMisusedAttributesAreErrorsAtTheirFence() {
        XCTAssertEqual(
            headlines("```swift no-compare=yes\nx\n```\n"),
            ["doc.md:1:1: error: attribute 'no-compare' takes no value; write it alone, as `no-compare`"])
        XCTAssertEqual(
            headlines("\n```swift no-run no-compare\nx\n```\n").first?.hasPrefix(
                "doc.md:2:1: error: no-compare applies only to plain examples that run"), true)
        XCTAssertEqual(
            headlines("```swift setup skip-if=os(Linux)\nx\n```\n").first?.hasPrefix(
                "doc.md:1:1: error: skip-if cannot go on a setup block"), true)
        XCTAssertEqual(
            headlines("```swift skip-if=os(linux)\nx\n```\n\n```output\n```\n"),
            ["doc.md:1:1: error: skip-if: unknown OS 'linux'; write one of " + SkipCondition.operatingSystems.joined(separator: ", ")])
        for bad in [
            "skip-if", "skip-if=Linux", "skip-if=swift(6.2)", "skip-if=swift(>=six)", "skip-if=arch(x86_64)", "skip-if=swift(<6..2)"
        ] {
            let found = headlines("```swift \(bad)\nx\n```\n\n```output\n```\n")
            XCTAssertEqual(found.count, 1, "\(bad): \(found)")
            XCTAssertEqual(found.first?.hasPrefix("doc.md:1:1: error: skip-if"), true, "\(bad): \(found)")
        }
        // A run example needs its output block unless no-compare.
        XCTAssertEqual(headlines("```swift\nx\n```\n").first?.contains("or mark the fence no-run or no-compare"), true)
    }

    func testAMalformedRegularExpressionIsAnErrorAtItsLineAndColumn() {
        let markdown = "```swift\nprint(1)\n```\n\n```output\n1\nid {{/[0-9/}}\n```\n\n> ```output\n> open {{/x\n> ```\n"
        XCTAssertEqual(
            headlines(markdown).first,
            "doc.md:7:4: error: regular expression /[0-9/ does not compile: "
                + headlines(markdown)[0].components(separatedBy: "does not compile: ")[1])
        let quoted = "```swift\nprint(1)\n```\n\n> ```output\n> open {{/x\n> ```\n"
        XCTAssertEqual(headlines(quoted), ["doc.md:6:8: error: regular expression {{/ is never closed on its line; end it with /}}"])
        // The example is dropped, not run against a pattern it cannot have.
        XCTAssertEqual(Fixtures.extract(quoted).examples.count, 0)
    }

    func testConditionsAreDecidedOnThePlatform() throws {
        let linux63 = Platform(os: "Linux", swiftVersion: [6, 3, 1])
        let cases: [(String, Bool)] = [
            ("os(Linux)", true), ("os(macOS)", false), ("!os(macOS)", true), ("!os(Linux)", false),
            ("swift(>=6.3)", true), ("swift(>=6.3.1)", true), ("swift(>=6.3.2)", false), ("swift(>=6)", true),
            ("swift(<6.3)", false), ("swift(<6.4)", true), ("swift(<7)", true), ("!swift(<7)", false)
        ]
        for (text, holds) in cases {
            XCTAssertEqual(try SkipCondition(parsing: text).holds(on: linux63), holds, text)
        }
        // An unknown toolchain version skips nothing (the example runs).
        let unknown = Platform(os: "Linux", swiftVersion: nil)
        XCTAssertFalse(try SkipCondition(parsing: "swift(<7)").holds(on: unknown))
        XCTAssertFalse(try SkipCondition(parsing: "!swift(<7)").holds(on: unknown))
        XCTAssertEqual(Platform.swiftVersion(in: "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu"), [6, 3, 1])
        XCTAssertEqual(Platform.swiftVersion(in: "Apple Swift version 6.2 (swiftlang-6.2.0.1)"), [6, 2])
        XCTAssertNil(Platform.swiftVersion(in: "command not found"))
    }

    func testAHoldingConditionMakesTheExampleASkipWithItsReason() {
        let chapter = Fixtures.extract(
            "```swift skip-if=os(Linux)\nimport Darwin\n```\n\n```output\n```\n\n```swift skip-if=os(macOS)\nprint(1)\n```\n\n```output\n1\n```\n"
        )
        let resolved = Verification.applyingSkipConditions([chapter], platform: Platform(os: "Linux", swiftVersion: nil))
        XCTAssertEqual(resolved[0].examples[0].kind, .skip(reason: "skip-if=os(Linux) holds here (Linux)"))
        XCTAssertFalse(resolved[0].examples[0].isCompiledIntoHarness)
        XCTAssertEqual(resolved[0].examples[1].kind, .run)
    }

    func testNoCompareJudgesHowTheExampleEndedNotWhatItPrinted() {
        let chapter = Fixtures.extract("```swift no-compare\nx\n```\n\n```output\nsample\n```\n")
        let judge = VerdictJudge()
        let ran = { (termination: ProcessResult.Termination) in
            ExampleOutcome.ran(ProcessResult(termination: termination, stdout: "something else\n", stderr: "", duration: 0.01))
        }
        XCTAssertEqual(judge.verdict(for: chapter.examples[0], outcome: ran(.exited(0))).status, .passed)
        XCTAssertEqual(judge.verdict(for: chapter.examples[0], outcome: ran(.signaled(4))).status, .failed)
        XCTAssertEqual(judge.verdict(for: chapter.examples[0], outcome: ran(.timedOut(seconds: 1))).status, .failed)
        XCTAssertEqual(judge.verdict(for: chapter.examples[0], outcome: ran(.exited(3))).status, .failed)
        var compared = chapter.examples[0]
        compared.comparesOutput = true
        XCTAssertEqual(judge.verdict(for: compared, outcome: ran(.exited(0))).status, .failed)
    }

    func testNoCompareIsCachedApartFromTheSameCodeCompared() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage())
        let cache = ResultCache(directory: URL(fileURLWithPath: "/nonexistent/cache"), inputs: inputs)
        let example = Fixtures.extract("```swift no-compare\nprint(1)\n```\n").examples[0]
        var compared = example
        compared.comparesOutput = true
        XCTAssertNotEqual(cache.key(for: example), cache.key(for: compared))
        var conditioned = compared
        conditioned.skipConditions = [try SkipCondition(parsing: "os(macOS)")]
        XCTAssertEqual(cache.key(for: conditioned), cache.key(for: compared), "skip-if is decided before the cache, not part of the result")
    }
}
