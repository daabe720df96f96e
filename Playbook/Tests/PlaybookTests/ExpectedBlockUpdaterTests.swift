import XCTest
@testable import Playbook
@testable import PlaybookRx

final class ExpectedBlockUpdaterTests: XCTestCase {
    /// Random chapters: prose, examples with output blocks (some indented,
    /// some empty, some CRLF-free), other fences. Every failing example's
    /// block is replaced; the test checks that re-extracting the new text
    /// finds exactly the new outputs and that everything outside the output
    /// blocks' content lines is byte for byte the same.
    func testOnlyOutputBlockContentChangesAndEveryOtherByteIsKept() throws {
        var generator = SplitMix64(seed: 0x5eed)
        for round in 0..<200 {
            let markdown = randomChapter(&generator)
            let chapter = Fixtures.extract(markdown)
            XCTAssertEqual(chapter.diagnostics, [], "round \(round)")
            var replacements: [(FencedContent, String)] = []
            var expectedOutputs: [String] = []
            for example in chapter.examples {
                guard let expected = example.expected else { continue }
                if generator.next() % 2 == 0 {
                    let output = (0..<Int(generator.next() % 4)).map { "new \(round) \($0)" }.joined(separator: "\n")
                    replacements.append((expected.content, output + "\n"))
                    expectedOutputs.append(output.isEmpty ? "" : output + "\n")
                } else {
                    expectedOutputs.append(expected.text)
                }
            }
            let updated = ExpectedBlockUpdater.replacing(replacements, in: markdown)
            let reread = Fixtures.extract(updated)
            XCTAssertEqual(reread.diagnostics, [], "round \(round)")
            XCTAssertEqual(reread.examples.compactMap(\.expected).map(\.text), expectedOutputs, "round \(round)")
            XCTAssertEqual(reread.examples.map(\.code), chapter.examples.map(\.code), "round \(round)")
            XCTAssertEqual(Self.outsideOutputContent(updated, reread), Self.outsideOutputContent(markdown, chapter), "round \(round)")
            XCTAssertEqual(updated.hasSuffix("\n"), markdown.hasSuffix("\n"))
        }
    }

    func testUpdateRewritesOnlyFailingExamplesInTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "doc.md")
        let markdown = "# T\n\n```swift\nprint(1)\n```\n\n```output\nwrong\n```\n\ntail  \n"
        try markdown.write(to: file, atomically: true, encoding: .utf8)
        let chapter = ChapterExtractor().extract(source: markdown, path: file.path)
        let outcome = ExampleOutcome.ran(ProcessResult(termination: .exited(0), stdout: "1\n", stderr: "", duration: 0))
        let verdict = VerdictJudge().verdict(for: chapter.examples[0], outcome: outcome)
        XCTAssertEqual(verdict.status, .failed)
        XCTAssertEqual(ExpectedBlockUpdater().update([verdict]).changedFiles, [file.path])
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "# T\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n\ntail  \n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(leftovers, ["doc.md"], "no temporary file is left behind")
    }

    /// The text with the content lines of every output block removed.
    private static func outsideOutputContent(_ markdown: String, _ chapter: Chapter) -> [String] {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for content in chapter.examples.compactMap(\.expected?.content).sorted(by: { $0.firstLine > $1.firstLine }) {
            lines.removeSubrange((content.firstLine - 1)..<max(content.firstLine - 1, content.lastLine))
        }
        return lines
    }

    private func randomChapter(_ generator: inout SplitMix64) -> String {
        var parts = ["# Chapter \(generator.next() % 100)", ""]
        for index in 0..<Int(1 + generator.next() % 5) {
            let indent = generator.next() % 3 == 0 ? "  " : ""
            switch generator.next() % 4 {
            case 0: parts += ["Some *prose* with `code` \(index).  ", ""]
            case 1: parts += ["```sh", "echo \(index)", "```", ""]
            default:
                let printed = (0..<Int(generator.next() % 3)).map { "\(indent)line \($0)" }
                if indent.isEmpty {
                    parts += ["```swift", "print(\(index))", "```", "", "```output"] + printed + ["```", ""]
                } else {
                    parts +=
                        [
                            "- item", "", "\(indent)```swift", "\(indent)print(\(index))", "\(indent)```", "",
                            "\(indent)```output"
                        ] + printed + ["\(indent)```", ""]
                }
            }
        }
        let text = parts.joined(separator: "\n")
        return generator.next() % 2 == 0 ? text : text + "trailing line without newline"
    }
}

/// A small deterministic random number generator for property tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9e3779b97f4a7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58476d1ce4e5b9
        z = (z ^ (z >> 27)) &* 0x94d049bb133111eb
        return z ^ (z >> 31)
    }
}
