import Foundation

/// `--update` for examples that state no output (under the lenient rules,
/// see ``ExtractionRules``) and printed something: an ```output block holding
/// what they printed is written right after the example's closing fence, at
/// the example's indentation and in its containers, so the next run compares
/// it. Only in markdown chapters and DocC articles (a doc comment states its
/// output with `// Prints` lines, written by hand). What ``ExpectedBlockUpdater``
/// refuses to write (wildcards, control characters, invalid UTF-8) is refused
/// here too, at the example.
enum ExpectedBlockCreator {
    /// The output to write for a verdict, or nil when it gets no new block.
    static func output(for verdict: ExampleVerdict) -> String? {
        guard verdict.status == .passed, verdict.example.outputNotStated, verdict.example.kind == .run,
            case .ran(let ran) = verdict.outcome, ran.succeeded, ran.invalidUTF8 == nil,
            !OutputMatcher.lines(ran.stdout).isEmpty, !verdict.example.location.path.hasSuffix(".swift")
        else { return nil }
        return ran.stdout
    }

    /// The bytes with a new output block after each example's closing fence.
    static func inserting(_ blocks: [(Example, String)], in source: [UInt8]) -> [UInt8] {
        let lines = SourceLines.split(source)
        var result = source
        for (example, output) in blocks.sorted(by: { $0.0.codeFirstLine > $1.0.codeFirstLine }) {
            let codeLines =
                example.code.split(separator: "\n", omittingEmptySubsequences: false).count - (example.code.hasSuffix("\n") ? 1 : 0)
            let closing = example.codeFirstLine + codeLines - 1  // 0-based index of the closing fence line
            let opening = example.location.line - 1
            guard opening >= 0, closing < lines.count, closing > opening else { continue }
            let openingLine = Array(source[lines[opening].content])
            let prefix = openingLine.prefix(while: { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") })
            let ending = lines[opening].terminator.isEmpty ? Array("\n".utf8) : Array(source[lines[opening].terminator])
            let outputLines = OutputMatcher.lines(output)
            let longest = outputLines.map { $0.drop(while: { $0 == " " || $0 == "\t" }).prefix(while: { $0 == "`" }).count }.max() ?? 0
            let fence = Array(String(repeating: "`", count: max(3, longest + 1)).utf8)
            let blankPrefix = Array(prefix.reversed().drop(while: { $0 == 0x20 || $0 == 0x09 }).reversed())
            var block: [UInt8] = lines[closing].terminator.isEmpty ? ending : []
            block += blankPrefix + ending + prefix + fence + Array("output".utf8) + ending
            for line in outputLines { block += (line.isEmpty ? blankPrefix : Array(prefix)) + Array(line.utf8) + ending }
            block += prefix + fence + ending
            result.insert(contentsOf: block, at: lines[closing].terminator.upperBound)
        }
        return result
    }
}
