/// A GitHub-style table, which plain CommonMark (what cmark parses) reads as
/// a paragraph of pipes:
///
///     | trait | sends |
///     | --- | :---: |
///     | `Single` | exactly one element |
///
/// Recognised from the paragraph's source lines; each cell's text is parsed
/// again as markdown so code spans, emphasis and links in it render as usual.
struct MarkdownTable {
    enum Alignment { case none, left, center, right }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]]

    /// The table a paragraph spelling one, or nil.
    init?(lines: [Substring]) {
        guard lines.count >= 2, lines[0].contains("|") else { return nil }
        let delimiter = Self.cells(lines[1])
        guard !delimiter.isEmpty, let alignments = Self.alignments(delimiter) else { return nil }
        let header = Self.cells(lines[0])
        guard header.count == alignments.count else { return nil }
        self.header = header
        self.alignments = alignments
        rows = lines.dropFirst(2).map { line in
            var row = Self.cells(line)
            if row.count < header.count { row += Array(repeating: "", count: header.count - row.count) }
            return Array(row.prefix(header.count))
        }
    }

    /// The cells of a row: split at pipes outside code spans, `\|` kept as a
    /// pipe. A code span opened by a run of backticks ends at the next run
    /// of as many (CommonMark's rule): ```` ```swift ```` is one span.
    static func cells(_ line: Substring) -> [String] {
        var text = line.trimmingWhitespace[...]
        if text.hasPrefix("|") { text = text.dropFirst() }
        if text.hasSuffix("|") && !text.hasSuffix("\\|") { text = text.dropLast() }
        var cells: [String] = []
        var current = ""
        var opener = 0
        var escaped = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if escaped {
                current += character == "|" ? "|" : "\\\(character)"
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                let run = 1 + text[index...].prefix(while: { $0 == "`" }).count
                index = text.index(index, offsetBy: run - 1)
                current += String(repeating: "`", count: run)
                if opener == 0 {
                    // A run with no run as long after it is literal backticks.
                    if Self.hasRun(of: run, in: text[index...]) { opener = run }
                } else if opener == run {
                    opener = 0
                }
            } else if character == "|" && opener == 0 {
                cells.append(current.trimmingWhitespace)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current += "\\" }
        cells.append(current.trimmingWhitespace)
        return cells
    }

    /// Whether `text` holds a run of exactly `length` backticks.
    private static func hasRun(of length: Int, in text: Substring) -> Bool {
        var count = 0
        for character in text {
            if character == "`" {
                count += 1
            } else {
                if count == length { return true }
                count = 0
            }
        }
        return count == length
    }

    private static func alignments(_ cells: [String]) -> [Alignment]? {
        var result: [Alignment] = []
        for cell in cells {
            let dashes = cell.drop(while: { $0 == ":" }).reversed().drop(while: { $0 == ":" })
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            switch (cell.hasPrefix(":"), cell.hasSuffix(":")) {
            case (true, true): result.append(.center)
            case (true, false): result.append(.left)
            case (false, true): result.append(.right)
            case (false, false): result.append(.none)
            }
        }
        return result
    }
}
