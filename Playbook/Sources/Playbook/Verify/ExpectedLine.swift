import Foundation

/// One line of an expected block, read into literal text and placeholders:
///
///     ...              any run of characters (alone on a line: any lines)
///     {{name}}         any run of characters on this line; the name is for the reader
///     {{/regex/}}      text matching the regular expression, within this line
///
/// `{{name}}` is a placeholder when the name holds no `{` or `}` and does not
/// start with `/`; other braces are literal text. A regular expression ends at
/// the first `/}}` after its `{{/` and is Swift `Regex` syntax.
///
/// Text is compared scalar by scalar, not by Swift's String equality: `é`
/// printed decomposed (NFD) does not match `é` composed (NFC) in the block,
/// as their bytes differ (regular expressions match with Unicode scalar
/// semantics for the same reason).
struct ExpectedLine {
    enum Piece: Hashable {
        case text(String)
        case anyText
        case regex(String)
    }

    /// A placeholder that cannot be read: where it starts (0-based UTF-8
    /// offset in the line) and what is wrong.
    struct Problem: Hashable {
        var offset: Int
        var message: String
    }

    let pieces: [Piece]
    /// The whole line as one anchored regular expression, when it holds a `{{/regex/}}`.
    private let compiled: Regex<AnyRegexOutput>?

    init(_ line: String) {
        let (pieces, _) = Self.read(line)
        self.pieces = pieces
        if pieces.contains(where: { if case .regex = $0 { return true } else { return false } }) {
            compiled = (try? Regex(Self.regexSource(pieces)))?.matchingSemantics(.unicodeScalar)
        } else {
            compiled = nil
        }
    }

    /// Whether the line is plain text, with no wildcard or placeholder.
    var isLiteral: Bool {
        pieces.allSatisfy { if case .text = $0 { return true } else { return false } }
    }

    /// The placeholders of `line` that cannot be read (an unclosed `{{/`, a
    /// regular expression Swift rejects), in order.
    static func problems(in line: String) -> [Problem] {
        read(line).problems
    }

    func matches(_ line: String) -> Bool {
        if let compiled {
            return (try? compiled.wholeMatch(in: line)) != nil
        }
        if pieces.contains(where: { if case .regex = $0 { return true } else { return false } }) {
            return false  // A regular expression that does not compile matches nothing.
        }
        // Literal pieces between wildcards: the first after a wildcard is
        // found leftmost, the last must end the line.
        var texts: [String] = [""]
        for piece in pieces {
            switch piece {
            case .text(let text): texts[texts.count - 1] += text
            case .anyText: texts.append("")
            case .regex: break
            }
        }
        let scalars = Array(line.unicodeScalars)
        let parts = texts.map { Array($0.unicodeScalars) }
        guard parts.count > 1 else { return scalars == parts[0] }
        guard scalars.starts(with: parts[0]) else { return false }
        var rest = scalars[parts[0].count...]
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.firstRange(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = parts[parts.count - 1]
        return rest.count >= last.count && rest.suffix(last.count).elementsEqual(last)
    }

    private static func read(_ line: String) -> (pieces: [Piece], problems: [Problem]) {
        var pieces: [Piece] = []
        var problems: [Problem] = []
        var text = ""
        var rest = Substring(line)
        func flush() {
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
        }
        while let first = rest.first {
            if rest.hasPrefix(OutputMatcher.wildcard) {
                flush()
                pieces.append(.anyText)
                rest = rest.dropFirst(OutputMatcher.wildcard.count)
            } else if rest.hasPrefix("{{/") {
                let body = rest.dropFirst(3)
                let offset = line.utf8.distance(from: line.startIndex, to: rest.startIndex)
                guard let close = body.range(of: "/}}") else {
                    problems.append(Problem(offset: offset, message: "regular expression {{/ is never closed on its line; end it with /}}"))
                    text += rest
                    rest = rest.dropFirst(rest.count)
                    continue
                }
                let source = String(body[..<close.lowerBound])
                do {
                    _ = try Regex(source)
                    flush()
                    pieces.append(.regex(source))
                } catch {
                    problems.append(Problem(offset: offset, message: "regular expression /\(source)/ does not compile: \(error)"))
                    text += rest[..<close.upperBound]
                }
                rest = body[close.upperBound...]
            } else if rest.hasPrefix("{{"), let end = placeholderEnd(rest) {
                flush()
                pieces.append(.anyText)
                rest = rest[end...]
            } else {
                text.append(first)
                rest = rest.dropFirst()
            }
        }
        flush()
        return (pieces, problems)
    }

    /// Where a `{{name}}` starting `text` ends: the name runs up to the next
    /// brace, which must open `}}`. Looking no further than that brace keeps
    /// reading a line of many braces linear.
    private static func placeholderEnd(_ text: Substring) -> Substring.Index? {
        let name = text.dropFirst(2)
        guard let brace = name.firstIndex(where: { $0 == "{" || $0 == "}" }) else { return nil }
        let after = name[brace...]
        return after.hasPrefix("}}") ? after.dropFirst(2).startIndex : nil
    }

    /// Literal text quoted with \Q...\E, `...` and `{{name}}` as `.*`, each
    /// regular expression in a group of its own.
    private static func regexSource(_ pieces: [Piece]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return "\\Q" + text.replacingOccurrences(of: "\\E", with: "\\E\\\\E\\Q") + "\\E"
            case .anyText: return ".*"
            case .regex(let source): return "(?:" + source + ")"
            }
        }.joined()
    }
}
