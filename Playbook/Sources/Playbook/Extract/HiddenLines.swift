import SwiftParser
import SwiftSyntax

/// A line of an example hidden on the page (rustdoc-style): compiled and run
/// like the others, folded on the site, restored by Copy.
///
/// In the markdown it starts with the marker `#-` (after any indentation),
/// followed by a space or the end of the line: `#- let bag = DisposeBag()`.
/// rustdoc's `# ` cannot serve in Swift, where `#` starts directives
/// (`#if`, `#available`, `#sourceLocation`), macros (`#selector`), raw
/// strings (`#"…"#`, `##"…"##`) and regex literals (`#/…/#`); none of them
/// is written `#-`, which is not Swift anywhere code can stand. A line that
/// starts with `#-` inside a multi-line string literal or a block comment is
/// text and keeps its meaning: it is not a marker.
public struct HiddenLine: Hashable, Sendable, Codable {
    /// The line's index in the example's code (0-based).
    public var index: Int
    /// UTF-8 offset of the marker within the line (its indentation).
    public var column: Int
    /// Bytes the marker took: `#- ` is 3, `#-` ending the line is 2.
    public var width: Int

    public init(index: Int, column: Int, width: Int) {
        self.index = index
        self.column = column
        self.width = width
    }
}

/// Finds the hidden-line markers of a swift block and blanks them out.
enum HiddenLineMarkers {
    static let marker = "#-"

    struct Result: Equatable {
        /// The code with every marker replaced by spaces, so that what the
        /// compiler sees keeps every line and column of the markdown.
        var code: String
        var hidden: [HiddenLine]
        /// `#-` followed by something other than a space: (line index, column, message).
        var problems: [Problem]
    }

    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    static func strip(_ code: String) -> Result {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        // Candidate lines: `#-` after blanks. Blank every candidate's marker
        // (and the character after it), then ask the parser which ones stood
        // where code does: in a string literal or a comment they are text.
        var candidates: [(index: Int, column: Int, width: Int)] = []
        for (index, line) in lines.enumerated() {
            let column = line.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count
            guard line.count >= column + 2, line[column] == UInt8(ascii: "#"), line[column + 1] == UInt8(ascii: "-") else { continue }
            let width = line.count == column + 2 ? 2 : 3
            candidates.append((index, column, width))
        }
        guard !candidates.isEmpty else { return Result(code: code, hidden: [], problems: []) }
        var blanked = lines
        for candidate in candidates {
            let end = min(candidate.column + candidate.width, blanked[candidate.index].count)
            for offset in candidate.column..<end { blanked[candidate.index][offset] = UInt8(ascii: " ") }
        }
        let blankedText = String(decoding: Array(blanked.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
        let text = TextRanges(Parser.parse(source: blankedText))
        var lineStarts: [Int] = []
        var offset = 0
        for line in blanked {
            lineStarts.append(offset)
            offset += line.count + 1
        }
        var hidden: [HiddenLine] = []
        var problems: [Problem] = []
        for candidate in candidates {
            guard !text.contains(lineStarts[candidate.index] + candidate.column) else { continue }
            let line = lines[candidate.index]
            if candidate.width == 3 && line[candidate.column + 2] != UInt8(ascii: " ") {
                problems.append(
                    Problem(
                        line: candidate.index, column: candidate.column,
                        message:
                            "'#-' marks a hidden line and must be followed by a space; write '#- ' before the line's code (a line that should show starts without '#-')"
                    ))
                continue
            }
            hidden.append(HiddenLine(index: candidate.index, column: candidate.column, width: candidate.width))
            for offset in candidate.column..<(candidate.column + candidate.width) { lines[candidate.index][offset] = UInt8(ascii: " ") }
        }
        let stripped = String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
        return Result(code: stripped, hidden: hidden, problems: problems)
    }

    /// The code as a reader copies it: each hidden line without its marker.
    static func readable(_ code: String, hidden: [HiddenLine]) -> String {
        guard !hidden.isEmpty else { return code }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for line in hidden where line.index < lines.count {
            let end = min(line.column + line.width, lines[line.index].count)
            guard line.column <= end else { continue }
            lines[line.index].removeSubrange(line.column..<end)
        }
        return String(decoding: Array(lines.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self)
    }
}

/// The byte ranges of a parsed file that are text rather than code: string
/// literal contents and comments.
private struct TextRanges {
    private var ranges: [Range<Int>] = []

    init(_ tree: SourceFileSyntax) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            add(token.leadingTrivia, from: token.position.utf8Offset)
            if case .stringSegment = token.tokenKind {
                ranges.append(token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            add(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private mutating func add(_ trivia: Trivia, from start: Int) {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            switch piece {
            case .blockComment, .docBlockComment, .lineComment, .docLineComment:
                ranges.append(offset..<(offset + length))
            default: break
            }
            offset += length
        }
    }

    func contains(_ offset: Int) -> Bool {
        ranges.contains { $0.contains(offset) }
    }
}
