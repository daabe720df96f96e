import XCTest

@testable import Playbook

/// Which examples of a whole-module compile that failed are broken: those
/// with an error that only their code can have given. Every example of a
/// page that took a line as setup holds that line, and the compiler names it
/// once for all of them; a note names the line of a declaration, not a fault.
final class CompileAttributionTests: XCTestCase {
    private func share(_ markdown: String) -> [(ExampleSource, URL)] {
        let chapter = ChapterExtractor(rules: .lenient).extract(source: markdown, path: "README.md")
        return chapter.examples.map { (ExampleSource(example: $0), URL(fileURLWithPath: "/dev/null")) }
    }

    // Lines: 2 `let animal = "cat"`, 6 `print(animal)`, 10 `struct Animal {}`, 14 `print(Animal())`.
    private let page =
        "```swift\nlet animal = \"cat\"\n```\n\n```swift\nprint(animal)\n```\n\n```swift\nstruct Animal {}\n```\n\n```swift\nprint(Animal())\n```\n"

    func testANoteMakesNoExampleBroken() {
        let examples = share(page)
        XCTAssertEqual(examples.count, 4)
        let output = "README.md:14:7: error: something wrong\nREADME.md:10:8: note: 'Animal' declared here\n"
        let found = HarnessProgram.attribute(output, to: examples)
        // The note falls in the third block (and in the fourth's setup, which took `struct Animal`).
        XCTAssertEqual(Set(found.keys), [examples[3].0.example.id])
        XCTAssertEqual(found[examples[3].0.example.id]?.count, 2, "its own error, and the note kept beside it")
    }

    func testAnErrorOnALineSeveralExamplesHoldIsNoOnesUntilCompiledApart() {
        let examples = share(page)
        XCTAssertTrue(examples[1].0.example.setup.contains { $0.code.contains("let animal") })
        // Line 2 is the first block's code and the second's setup: either may have given it.
        XCTAssertEqual(HarnessProgram.attribute("README.md:2:14: error: something wrong\n", to: examples), [:])
        // Compiled apart (a share of one), it is that example's.
        let alone = [examples[1]]
        XCTAssertEqual(
            Set(HarnessProgram.attribute("README.md:2:14: error: something wrong\n", to: alone).keys), [examples[1].0.example.id])
        // With an error of its own beside it, the example is broken, and both messages are shown.
        let both = HarnessProgram.attribute("README.md:2:14: error: something wrong\nREADME.md:6:1: error: another\n", to: examples)
        XCTAssertEqual(Set(both.keys), [examples[1].0.example.id])
        XCTAssertEqual(both[examples[1].0.example.id]?.count, 2)
    }
}
