import XCTest
@testable import Playbook

/// Compile-fail examples are type-checked together when they can be (one
/// compiler loads the libraries once); the verdicts must be those each
/// example gets alone.
extension HostileRunTests {
    private func compileFail(_ code: String, _ fragment: String) -> String {
        "```swift compile-fail\n\(code)\n```\n\n```compiler\n\(fragment)\n```\n\n"
    }

    /// Six examples: two fail as they say, one compiles, one fails with
    /// another message, and two declare the same conformance. Alone, the
    /// second of those compiles (it must not); together with the first it
    /// would fail with "redundant conformance", the fragment it names: a
    /// verdict that one example's declaration gives another is not given.
    func testCompileFailVerdictsAreThoseOfEachExampleAlone() throws {
        let chapter = try write(
            "# Compile-fail\n\n"
                + compileFail(#"let count: Int = "three""#, "cannot convert value of type 'String' to specified type 'Int'")
                + compileFail("let number = 1\nprint(number)", "cannot find")
                + compileFail("let name: String = 4", "no such message")
                + compileFail("let items: [Int] = [1, \"2\"]", "cannot convert value of type 'String' to expected element type 'Int'")
                + compileFail("struct Flag: Error {}\nextension Int: Error {}\nlet wrong: Int = \"x\"", "cannot convert value")
                + compileFail("extension Int: Error {}", "redundant conformance"),
            "CompileFail/checks.md")
        let result = try playbook(["test", chapter.path, "--no-cache"])
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix(chapter.path + ":") }.map { line in
            String(line.dropFirst(chapter.path.count + 1).prefix { $0 != ":" })
        }
        // The example that compiles (line 11), the one that fails otherwise (20), the second conformance (46).
        XCTAssertEqual(errors, ["11", "20", "46"], result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("3 passed, 3 failed, 0 skipped\n"), result.stdout)
    }

    func testWhatOtherFilesCouldSeeKeepsAnExampleToItself() {
        let example = { (code: String) in
            Example(
                id: "x", number: 1, kind: .compileFail(diagnostic: "y"), code: code, location: SourceLocation(path: "x.md", line: 1),
                codeFirstLine: 2)
        }
        XCTAssertTrue(CompileFailChecker.isSelfContained(example("let extensionCount = 1\nlet operators = [1]")))
        XCTAssertTrue(CompileFailChecker.isSelfContained(example("struct S { var x: Int }")))
        for code in ["extension Int: Error {}", "infix operator <~>", "precedencegroup P {}", "@main struct App { static func main() {} }"]
        {
            XCTAssertFalse(CompileFailChecker.isSelfContained(example(code)), code)
        }
    }
}
