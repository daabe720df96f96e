import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Synchronization

/// Swift code as HTML with `<span class="…">` around keywords, types,
/// literals and comments, from swift-syntax's own classification of the
/// parsed code. Everything else is escaped text.
///
/// Classes: `k` keyword, `t` type (and capitalised names, which in Swift
/// are types by convention), `s` string, `n` number, `c` comment, `a`
/// attribute, `l` argument label, `v` `$0`-style names, `p` `#if` directive.
struct SwiftHighlighter: Sendable {
    init() {}

    /// Highlighted code by its text: a site highlights each example twice
    /// (its page and the print-all page), and `playbook watch --serve` renders
    /// the whole site again after every save, where parsing is most of the
    /// cost. Emptied whenever it reaches `memoLimit` entries.
    private static let memo = Mutex<[String: [Piece]]>([:])
    static let memoLimit = 8192

    func highlight(_ code: String) -> String {
        pieces(code).map { piece in piece.name.map { "<span class=\"\($0)\">\(piece.html)</span>" } ?? piece.html }.joined()
    }

    /// The code's lines as HTML, each on its own: a span that crosses a line
    /// break (a block comment, a multi-line string) is closed at the end of
    /// the line and opened again on the next, so each line stands alone.
    func highlightedLines(_ code: String) -> [String] {
        var lines = [""]
        for piece in pieces(code) {
            for (offset, part) in piece.html.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 { lines.append("") }
                guard !part.isEmpty else { continue }
                lines[lines.count - 1] += piece.name.map { "<span class=\"\($0)\">\(part)</span>" } ?? String(part)
            }
        }
        return lines
    }

    /// Escaped runs of the code, each with its class (nil: plain text),
    /// parsed once per text (see `memo`).
    private func pieces(_ code: String) -> [Piece] {
        if let known = Self.memo.withLock({ $0[code] }) { return known }
        let pieces = parsedPieces(code)
        Self.memo.withLock { memo in
            if memo.count >= Self.memoLimit { memo.removeAll() }
            memo[code] = pieces
        }
        return pieces
    }

    typealias Piece = (name: String?, html: String)

    private func parsedPieces(_ code: String) -> [Piece] {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        // Adjacent pieces of the same class (a string's quotes and text) become one span.
        var pieces: [(name: String?, range: Range<Int>)] = []
        var position = 0
        for classified in tree.classifications {
            let start = max(classified.range.lowerBound.utf8Offset, position)
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            if position < start { pieces.append((nil, position..<start)) }
            let name = Self.className(classified.kind, String(decoding: bytes[start..<end], as: UTF8.self))
            if let last = pieces.last, last.name == name, last.range.upperBound == start {
                pieces[pieces.count - 1].range = last.range.lowerBound..<end
            } else {
                pieces.append((name, start..<end))
            }
            position = end
        }
        if position < bytes.count { pieces.append((nil, position..<bytes.count)) }
        return pieces.map { ($0.name, HTML.escape(String(decoding: bytes[$0.range], as: UTF8.self))) }
    }

    private static func className(_ kind: SyntaxClassification, _ text: String) -> String? {
        switch kind {
        case .keyword: return "k"
        case .type: return "t"
        case .stringLiteral, .regexLiteral: return "s"
        case .integerLiteral, .floatLiteral: return "n"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "c"
        case .attribute: return "a"
        case .argumentLabel: return "l"
        case .dollarIdentifier: return "v"
        case .ifConfigDirective: return "p"
        case .identifier: return text.first?.isUppercase == true ? "t" : nil
        case .operator, .editorPlaceholder, .none: return nil
        @unknown default: return nil
        }
    }
}
