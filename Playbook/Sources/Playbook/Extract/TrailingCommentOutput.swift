/// The expected output of a doc-comment example: the run of `//` comment
/// lines that ends its code (blank lines after the run are ignored).
///
///     _ = Observable.of(1, 2).subscribe(onNext: { print($0) })
///     // 1
///     // 2
///
/// Each line gives one expected line, the text after `//` and one space
/// (`//` alone is an empty line). An example that does not end with such
/// lines must print nothing. Comment lines that end an example are always
/// its output, even when they were meant as an explanation: put an
/// explanation above the code, or mark the fence `no-compare` (runs, output
/// not compared) or `no-run`. A comment at the end of a code line
/// (`print(x) // 2`) is code, not output.
struct TrailingCommentOutput: Hashable, Sendable {
    /// The expected lines, each followed by a newline (empty when none).
    var text: String
    /// The first comment line (or, when there is none, the closing fence) and the column of its `//`.
    var line: Int
    var column: Int
    /// The comment lines, for `--update`: what precedes each written line
    /// (the fence's containers, the comment's indentation, `// `) and no fence
    /// to lengthen, since no output line can close the block behind `//`.
    var content: FencedContent
    /// For each expected line, the markdown column where its text starts.
    var textColumns: [Int]

    init(_ block: FencedBlock) {
        var codeLines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
        if codeLines.last == "" { codeLines.removeLast() }
        var end = codeLines.count
        while end > 0, codeLines[end - 1].allSatisfy({ $0 == " " || $0 == "\t" }) { end -= 1 }
        var start = end
        while start > 0, codeLines[start - 1].drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//") { start -= 1 }
        let prefixWidth = block.content.linePrefix.utf8.count
        var expected: [String] = []
        var columns: [Int] = []
        for line in codeLines[start..<end] {
            let indentation = line.prefix(while: { $0 == " " || $0 == "\t" })
            var rest = line.dropFirst(indentation.count + 2)
            var skipped = indentation.utf8.count + 2
            if rest.first == " " {
                rest = rest.dropFirst()
                skipped += 1
            }
            expected.append(String(rest))
            columns.append(prefixWidth + skipped + 1)
        }
        text = expected.isEmpty ? "" : expected.joined(separator: "\n") + "\n"
        textColumns = columns
        let fenceLine = block.content.lastLine + 1
        if start < end {
            let indentation = codeLines[start].prefix(while: { $0 == " " || $0 == "\t" })
            line = block.content.firstLine + start
            column = prefixWidth + indentation.utf8.count + 1
            content = FencedContent(
                firstLine: line, lastLine: block.content.firstLine + end - 1,
                linePrefix: block.content.linePrefix + indentation + "// ", fence: "")
        } else {
            line = fenceLine
            column = block.column
            content = FencedContent(firstLine: fenceLine, lastLine: fenceLine - 1, linePrefix: block.content.linePrefix + "// ", fence: "")
        }
    }
}
