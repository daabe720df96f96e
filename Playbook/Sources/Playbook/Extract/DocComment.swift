import SwiftParser
import SwiftSyntax

/// One documentation comment of a Swift file, as the markdown it holds,
/// line for line with the source: markdown line `i` is source line
/// `firstLine + i`, and a markdown column plus the byte count of that line's
/// `prefixes` entry is the source column.
///
/// Comments are found by swift-syntax, so `///` inside a string literal is
/// not a comment. Two kinds are read:
///
/// - consecutive `///` lines (a blank line, code or an ordinary comment ends
///   the comment): each line without its indentation and `///`, then without
///   the indentation all its non-blank lines share;
/// - a `/** ... */` block: the text after `/**` and before `*/`; when every
///   line after the first starts with `*` (after spaces), that `*` and the
///   spaces before it are dropped; then the indentation the lines after the
///   first share.
struct DocComment: Hashable, Sendable {
    /// The markdown, one entry per source line, without line terminators.
    var lines: [String]
    /// The source line of `lines[0]`.
    var firstLine: Int
    /// For each line, the source text before its markdown (indentation,
    /// `///` or `*`, the shared indentation).
    var prefixes: [String]

    /// The markdown of the comment; its line 1 is source line `firstLine`.
    var markdown: String { lines.joined(separator: "\n") + "\n" }

    /// The source line of markdown line `line`.
    func sourceLine(_ line: Int) -> Int { line + firstLine - 1 }

    /// The source column of a markdown position on source line `line`.
    func sourceColumn(line: Int, markdownColumn: Int) -> Int {
        let index = line - firstLine
        guard prefixes.indices.contains(index) else { return markdownColumn }
        return markdownColumn + prefixes[index].utf8.count
    }

    /// The documentation comments of a Swift source in order. `source` is the
    /// file's text (any of LF, CRLF or CR line ends).
    static func all(in source: String) -> [DocComment] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let bytes = Array(source.utf8)
        let sourceLines = SourceLines.split(bytes)
        var finder = Finder(bytes: bytes, lines: sourceLines)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                let start = converter.location(for: position)
                finder.take(piece, line: start.line, column: start.column)
                position = position.advanced(by: piece.sourceLength.utf8Length)
            }
            // A comment after code on the same line documents nothing.
            finder.endComment()
        }
        finder.endComment()
        return finder.comments
    }
}

/// The walk over a file's leading trivia, joining `///` lines into comments.
private struct Finder {
    let bytes: [UInt8]
    let lines: [SourceLines.Line]
    var comments: [DocComment] = []
    /// The `///` lines of the comment being read: (source line, byte offset of the text after `///`).
    var pending: [(line: Int, offset: Int)] = []
    /// Newlines seen since the last `///` line.
    var newlines = 0

    init(bytes: [UInt8], lines: [SourceLines.Line]) {
        self.bytes = bytes
        self.lines = lines
    }

    mutating func take(_ piece: TriviaPiece, line: Int, column: Int) {
        switch piece {
        case .docLineComment:
            if !pending.isEmpty && (newlines != 1 || pending.last!.line + 1 != line) { endComment() }
            pending.append((line, column - 1 + 3))
            newlines = 0
        case .docBlockComment(let text):
            endComment()
            addBlockComment(text, line: line, column: column)
        case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
            newlines += count
            if newlines > 1 { endComment() }
        case .spaces, .tabs:
            break
        default:
            endComment()
        }
    }

    /// Ends the `///` comment being read, if any.
    mutating func endComment() {
        defer {
            pending = []
            newlines = 0
        }
        guard let first = pending.first else { return }
        let texts = pending.map { text(line: $0.line, from: $0.offset) }
        let shared = Self.sharedIndentation(texts)
        var comment = DocComment(lines: [], firstLine: first.line, prefixes: [])
        for ((line, offset), text) in zip(pending, texts) {
            let drop = Self.isBlank(text) ? text.count : shared
            comment.lines.append(String(decoding: text.dropFirst(drop), as: UTF8.self))
            comment.prefixes.append(String(decoding: lineBytes(line).prefix(offset + drop), as: UTF8.self))
        }
        comments.append(comment)
    }

    /// A `/** ... */` comment starting at `line`, `column`.
    private mutating func addBlockComment(_ text: String, line: Int, column: Int) {
        let pieceLines = SourceLines.split(Array(text.utf8))
        guard !pieceLines.isEmpty else { return }
        // (source line, offset where the text starts, offset where it ends) in the line's bytes.
        var spans: [(line: Int, start: Int, end: Int)] = []
        for index in pieceLines.indices {
            let sourceLine = line + index
            let full = lineBytes(sourceLine)
            let start = index == 0 ? min(full.count, column - 1 + 3) : 0
            var end = full.count
            if index == pieceLines.count - 1, let close = Self.lastCloser(in: full, from: start) { end = close }
            spans.append((sourceLine, start, max(start, end)))
        }
        // Decoration: every line after the first starting with `*` (not `*/`, which is gone).
        let rest = spans.dropFirst()
        let decorated =
            !rest.isEmpty
            && rest.allSatisfy { span in
                let body = lineBytes(span.line)[span.start..<span.end].drop(while: { $0 == 0x20 || $0 == 0x09 })
                return body.isEmpty ? span.line == rest.last!.line : body.first == UInt8(ascii: "*")
            }
        if decorated {
            for index in spans.indices.dropFirst() {
                let body = lineBytes(spans[index].line)[spans[index].start..<spans[index].end]
                if let star = body.firstIndex(of: UInt8(ascii: "*")) { spans[index].start = star + 1 }
            }
        }
        // The first line's text starts after `/**` and its spaces; the others share their indentation.
        let firstBody = lineBytes(spans[0].line)[spans[0].start..<spans[0].end]
        spans[0].start += firstBody.prefix(while: { $0 == 0x20 || $0 == 0x09 }).count
        let texts = spans.dropFirst().map { Array(lineBytes($0.line)[$0.start..<$0.end]) }
        let shared = Self.sharedIndentation(texts)
        var comment = DocComment(lines: [], firstLine: line, prefixes: [])
        for (index, span) in spans.enumerated() {
            let full = lineBytes(span.line)
            let text = Array(full[span.start..<span.end])
            let drop = index == 0 ? 0 : (Self.isBlank(text) ? text.count : shared)
            comment.lines.append(String(decoding: text.dropFirst(drop), as: UTF8.self))
            comment.prefixes.append(String(decoding: full.prefix(span.start + drop), as: UTF8.self))
        }
        comments.append(comment)
    }

    /// The bytes of source line `line` (1-based), without its terminator.
    private func lineBytes(_ line: Int) -> [UInt8] {
        guard line >= 1, line <= lines.count else { return [] }
        return Array(bytes[lines[line - 1].content])
    }

    /// The bytes of source line `line` from `offset` on.
    private func text(line: Int, from offset: Int) -> [UInt8] {
        Array(lineBytes(line).dropFirst(offset))
    }

    /// The offset (in the line) of the last `*/` at or after `start`.
    private static func lastCloser(in body: [UInt8], from start: Int) -> Int? {
        var index = body.count - 2
        while index >= start {
            if body[index] == UInt8(ascii: "*") && body[index + 1] == UInt8(ascii: "/") { return index }
            index -= 1
        }
        return nil
    }

    private static func isBlank(_ text: [UInt8]) -> Bool {
        text.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The number of leading spaces and tabs all non-blank texts share.
    private static func sharedIndentation(_ texts: [[UInt8]]) -> Int {
        texts.filter { !isBlank($0) }.map { $0.prefix(while: { $0 == 0x20 || $0 == 0x09 }).count }.min() ?? 0
    }
}
