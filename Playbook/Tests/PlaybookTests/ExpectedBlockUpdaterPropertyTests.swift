import XCTest
@testable import Playbook
@testable import PlaybookRx

/// --update on 2,000 seeded random chapters, through the pure engine (no
/// compilation): expected blocks in block quotes and list items (nested),
/// LF, CRLF, CR and mixed line ends, no final newline, ``` and ~~~ fences of
/// any length with trailing spaces, and outputs holding fence lines,
/// container markers, tabs and trailing spaces.
final class ExpectedBlockUpdaterPropertyTests: XCTestCase {
    func testUpdateChangesOnlyExpectedBlocksAndIsReadBackExactly() throws {
        var random = SplitMix64(seed: 0x7e57_13)
        for round in 0..<2_000 {
            let source = Array(Self.chapter(&random).utf8)
            let text = String(decoding: source, as: UTF8.self)
            let chapter = Fixtures.extract(text)
            XCTAssertEqual(chapter.diagnostics, [], "round \(round):\n\(text.debugDescription)")
            var replacements: [(FencedContent, String)] = []
            var replacedOutputs: [Int: String] = [:]
            var expectedTexts: [String] = []
            for (index, example) in chapter.examples.enumerated() {
                guard let expected = example.expected else { continue }
                if random.next() % 3 != 0 {
                    let output = Self.output(&random)
                    replacements.append((expected.content, output))
                    replacedOutputs[index] = output
                    expectedTexts.append(OutputMatcher.lines(output).map { $0 + "\n" }.joined())
                } else {
                    expectedTexts.append(expected.text)
                }
            }
            let updated = ExpectedBlockUpdater.replacing(replacements, in: source)
            let reread = Fixtures.extract(String(decoding: updated, as: UTF8.self))
            let context = "round \(round):\n\(text.debugDescription)\n→\n\(String(decoding: updated, as: UTF8.self).debugDescription)"
            XCTAssertEqual(reread.diagnostics, [], context)
            XCTAssertEqual(reread.examples.map(\.code), chapter.examples.map(\.code), context)
            XCTAssertEqual(reread.examples.compactMap(\.expected?.text), expectedTexts, context)
            XCTAssertTrue(
                Self.skeleton(updated, reread) == Self.skeleton(source, chapter), "bytes outside the expected blocks changed; " + context)
            guard reread.examples.count == chapter.examples.count else {
                XCTFail("the update changed the number of examples; " + context)
                continue
            }
            for index in replacedOutputs.keys {
                guard let now = reread.examples[index].expected else { continue }
                let lines = SourceLines.split(updated)
                let ending = Array(updated[lines[now.content.firstLine - 2].terminator])
                for index in (now.content.firstLine - 1)..<now.content.lastLine {
                    XCTAssertEqual(
                        Array(updated[lines[index].terminator]), ending, "a written line ends unlike its opening fence; " + context)
                }
            }
            // The same outputs again: nothing to change.
            let again = replacedOutputs.compactMap { index, output in reread.examples[index].expected.map { ($0.content, output) } }
            XCTAssertTrue(ExpectedBlockUpdater.replacing(again, in: updated) == updated, "second update changed the file; " + context)
        }
    }

    /// Every line of the file with its terminator, except the content lines of
    /// output blocks; output fence runs become one fence character (a longer
    /// fence is the one change allowed outside the content).
    static func skeleton(_ bytes: [UInt8], _ chapter: Chapter) -> [[UInt8]] {
        let lines = SourceLines.split(bytes)
        var skipped = Set<Int>()
        var fences = Set<Int>()
        for content in chapter.examples.compactMap(\.expected?.content) {
            for line in content.firstLine...max(content.firstLine, content.lastLine) where line <= content.lastLine {
                skipped.insert(line - 1)
            }
            fences.insert(content.firstLine - 2)
            fences.insert(content.lastLine)
        }
        return lines.indices.filter { !skipped.contains($0) }.map { index in
            var line = Array(bytes[lines[index].content])
            if fences.contains(index), let start = line.firstIndex(where: { $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "~") }) {
                let end = line[start...].firstIndex(where: { $0 != line[start] }) ?? line.endIndex
                line.replaceSubrange(start..<end, with: [line[start]])
            }
            return line + Array(bytes[lines[index].terminator])
        }
    }

    private static func pick<T>(_ items: [T], _ random: inout SplitMix64) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    static func output(_ random: inout SplitMix64) -> String {
        let pieces = [
            "value", "", "```", "~~~~", "````````` x", "   ```", "~~~", "> quoted", "- item", "1. first",
            "\tindented", "  two spaces", "trailing   ", "``", "`~`", "}", "...x"
        ]
        let lines = (0..<Int(random.next() % 6)).map { _ in pick(pieces, &random) }
        return lines.joined(separator: "\n") + (random.next() % 2 == 0 ? "\n" : "")
    }

    /// A chapter of prose and examples, each pair of fences in random containers.
    static func chapter(_ random: inout SplitMix64) -> String {
        let endingStyle = random.next() % 4
        var lines: [String] = ["# Chapter", ""]
        for index in 0..<Int(1 + random.next() % 4) {
            if random.next() % 3 == 0 { lines += ["Prose \(index) with trailing spaces.  ", ""] }
            let character = random.next() % 2 == 0 ? "`" : "~"
            let swiftFence = String(repeating: character, count: 3 + Int(random.next() % 3))
            let outputFence = String(repeating: random.next() % 2 == 0 ? "`" : "~", count: 3 + Int(random.next() % 4))
            let trailing = random.next() % 3 == 0 ? "  " : ""
            let content = (0..<Int(random.next() % 3)).map { "old \($0)" + (random.next() % 2 == 0 ? " " : "") }
            var block = ["\(swiftFence)swift", "print(\(index))", swiftFence + trailing, "", "\(outputFence)output"]
            block += content + [outputFence + trailing]
            let containers = (0..<Int(random.next() % 3)).map { _ in pick(["> ", "- ", "1. "], &random) }
            for container in containers.reversed() {
                let continuation = FencedBlock.continuation(of: container)
                block = block.enumerated().map { offset, line in
                    let prefix = offset == 0 ? container : continuation
                    return line.isEmpty ? String(prefix.reversed().drop(while: { $0 == " " }).reversed()) : prefix + line
                }
            }
            lines += block + [""]
        }
        var text = ""
        for (offset, line) in lines.enumerated() {
            let ending: String
            switch endingStyle {
            case 0: ending = "\n"
            case 1: ending = "\r\n"
            case 2: ending = "\r"
            default: ending = pick(["\n", "\r\n", "\r"], &random)
            }
            text += line + (offset == lines.count - 1 && random.next() % 2 == 0 ? "" : ending)
        }
        return text
    }
}
