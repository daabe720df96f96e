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
    private static let memo = Mutex<[String: String]>([:])
    static let memoLimit = 8192

    func highlight(_ code: String) -> String {
        if let known = Self.memo.withLock({ $0[code] }) { return known }
        let html = parsedAndClassified(code)
        Self.memo.withLock { memo in
            if memo.count >= Self.memoLimit { memo.removeAll() }
            memo[code] = html
        }
        return html
    }

    private func parsedAndClassified(_ code: String) -> String {
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
        var html = ""
        for piece in pieces {
            let text = HTML.escape(String(decoding: bytes[piece.range], as: UTF8.self))
            if let name = piece.name {
                html += "<span class=\"\(name)\">\(text)</span>"
            } else {
                html += text
            }
        }
        return html
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
