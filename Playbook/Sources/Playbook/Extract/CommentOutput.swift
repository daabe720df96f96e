import Foundation

/// The output an example states in its comments, under the lenient rules
/// (see ``ExtractionRules``) when it has no ```output block:
///
/// - **Apple's form**: `// Prints "3"`, `// prints [1, 2]`, `// Prints: x`
///   (quotes, single or double, are dropped; quoted values apart, `// Prints
///   "A" "-" "B"`, are a line each), on a line of its own or at the end of a
///   code line; `// Prints:` alone is followed by the printed lines,
///   one `//` line each. Every such comment of the block, in order, gives
///   the expected output.
/// - **Comments after printing code**: each run of `//` lines right after a
///   statement that prints (it calls `print`, `debugPrint` or `dump`) is what
///   that statement printed. Documentation writes such output loosely (`// 1,
///   100, 2` for three printed lines), so these are compared by their values
///   (``ExpectedOutput/Matcher/values``), not line by line.
///
/// A comment that reads as prose (three words in a row: `// Prints 1
/// through 3 three times`, `// x is now 3`) states no output, nor does a
/// comment after a value (`// [1, 2, 3]`) or anything else: an example
/// whose comments state nothing is run, not compared.
struct CommentOutput: Hashable, Sendable {
    enum Form: Hashable, Sendable {
        case prints
        case afterPrinting
    }

    var form: Form
    /// The expected lines, each followed by a newline.
    var text: String
    /// Line (in the block's text, from 0) and column (from 0) of the first comment that states output.
    var line: Int
    var column: Int

    /// The output stated by the comments of `code`; nil when it states none.
    static func find(in code: String) -> CommentOutput? {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let prints = printsComments(lines) { return prints }
        return afterPrinting(lines)
    }

    /// Whether a comment reads as words, not as printed values: two words of
    /// letters (or of letters joined by hyphens) in a row (`1 through 3 three times`, `x is now 3`), a list
    /// item (a word before a comma) and `true`, `false`, `nil` apart.
    static func readsAsProse(_ text: Substring) -> Bool {
        var run = 0
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let letters = word.trimmingCharacters(in: CharacterSet(charactersIn: ".;:!?()\"'"))
            // Hyphenated words are words (`closure-based`).
            let isWord =
                letters.count >= 2 && letters.allSatisfy { $0.isLetter || $0 == "-" } && letters.first?.isLetter == true
                && letters.last?.isLetter == true && !word.hasSuffix(",") && !["true", "false", "nil"].contains(letters)
            run = isWord ? run + 1 : 0
            if run >= 2 { return true }
        }
        return false
    }

    private static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// The comment of a line: the text after its `//` outside string
    /// literals, and the column of the `//`; nil when it has none.
    static func comment(of line: String) -> (text: Substring, column: Int)? {
        var inString = false
        var escaped = false
        var previous: Character?
        for (offset, character) in line.enumerated() {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "/", previous == "/" {
                let index = line.index(line.startIndex, offsetBy: offset + 1)
                return (line[index...], offset - 1)
            }
            previous = inString ? nil : character
        }
        return nil
    }

    /// `Prints "3"` → `3`; nil when the comment does not start with the word `Prints`.
    private static func printed(_ comment: Substring) -> (text: String?, bare: Bool)? {
        let words = comment.drop(while: isSpace)
        guard words.lowercased().hasPrefix("prints") else { return nil }
        var rest = words.dropFirst("prints".count)
        guard rest.isEmpty || rest.first == ":" || rest.first.map(isSpace) == true else { return nil }
        if rest.first == ":" { rest = rest.dropFirst() }
        let value = rest.drop(while: isSpace).reversed().drop(while: isSpace).reversed()
        if value.isEmpty { return (nil, true) }
        let quoted = value.first == "\"" || value.first == "'"
        if !quoted && readsAsProse(Substring(value)) { return nil }
        var text = String(value)
        if quoted, let quote = text.first {
            // `"2 4".` ends a sentence; `"Rolled: 4" (or some other random value)` says more than what is printed.
            if text.count > 2, text.last == ".", text.dropLast().last == quote { text.removeLast() }
            let close = text.lastIndex(of: quote) ?? text.startIndex
            // After the quoted value, or in a quote never closed (`"Rolled: 4 (or some other random value).`).
            if readsAsProse(close == text.startIndex ? text[...] : text[text.index(after: close)...]) { return nil }
            if let values = quotedValues(text), values.count > 1 { return (values.joined(separator: "\n"), false) }
        }
        return (unquoted(text), false)
    }

    /// `"A" "-" "B"` → `A`, `-`, `B`: the values of a comment that is only
    /// quoted values apart (each one printed line, as in `// Prints "A" "-"
    /// "B"`); nil when anything but spaces stands between or after them.
    private static func quotedValues(_ text: String) -> [String]? {
        var values: [String] = []
        var rest = Substring(text)
        while let quote = rest.first {
            guard quote == "\"" || quote == "'" else { return nil }
            var index = rest.index(after: rest.startIndex)
            var escaping = false
            while index < rest.endIndex, escaping || rest[index] != quote {
                escaping = !escaping && quote == "\"" && rest[index] == "\\"
                index = rest.index(after: index)
            }
            guard index < rest.endIndex else { return nil }
            values.append(unquoted(String(rest[...index])))
            rest = rest[rest.index(after: index)...]
            let spaces = rest.prefix(while: isSpace)
            guard !spaces.isEmpty || rest.isEmpty else { return nil }
            rest = rest.dropFirst(spaces.count)
        }
        return values
    }

    /// The text without one pair of surrounding quotes (`"x"` or `'x'`), `\"` and `\\` unescaped inside double quotes.
    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "\"" || first == "'" else { return text }
        let inner = text.dropFirst().dropLast()
        guard first == "\"" else { return String(inner) }
        var result = ""
        var escaping = false
        for character in inner {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func printsComments(_ lines: [String]) -> CommentOutput? {
        var expected: [String] = []
        var first: (line: Int, column: Int)?
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard let (comment, column) = comment(of: lines[index]), let (text, bare) = printed(comment) else { continue }
            if first == nil { first = (index, column) }
            if let text {
                expected += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                continue
            }
            guard bare else { continue }
            // `// Prints:` alone: the comment lines below it are the printed lines.
            while index + 1 < lines.count, let next = fullLineComment(lines[index + 1]) {
                expected.append(String(next.text))
                index += 1
            }
        }
        guard let first else { return nil }
        return CommentOutput(form: .prints, text: expected.map { $0 + "\n" }.joined(), line: first.line, column: first.column)
    }

    /// A line that is only a comment: its text after `//` and one space.
    private static func fullLineComment(_ line: String) -> (text: Substring, column: Int)? {
        let indentation = line.prefix(while: isSpace)
        let body = line.dropFirst(indentation.count)
        guard body.hasPrefix("//"), !body.hasPrefix("///") else { return nil }
        var text = body.dropFirst(2)
        if text.first == " " { text = text.dropFirst() }
        return (text, indentation.count)
    }

    /// Whether a line of code prints.
    private static func prints(_ line: String) -> Bool {
        let code = comment(of: line).map { String(line.prefix($0.column)) } ?? line
        return ["print(", "debugPrint(", "dump("].contains(where: code.contains)
    }

    /// The runs of `//` lines that follow a statement that prints (a line
    /// that prints, or a block closed after one), prose excluded.
    private static func afterPrinting(_ lines: [String]) -> CommentOutput? {
        var expected: [String] = []
        var first: (line: Int, column: Int)?
        var printedSince = false
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if fullLineComment(line) != nil {
                var run: [(text: Substring, column: Int)] = []
                let start = index
                while index < lines.count, let comment = fullLineComment(lines[index]) {
                    run.append(comment)
                    index += 1
                }
                if printedSince, !run.contains(where: { readsAsProse($0.text) }) {
                    if first == nil { first = (start, run[0].column) }
                    expected += run.map { String($0.text) }
                }
                printedSince = false
                continue
            }
            if prints(line) {
                printedSince = true
            } else if !line.allSatisfy(isSpace) && !line.drop(while: isSpace).hasPrefix("}") && !line.drop(while: isSpace).hasPrefix(")") {
                // Code after the print that is not the end of its block: a comment below it is about that code.
                let opensBlock = line.trimmingCharacters(in: CharacterSet(charactersIn: " \t")).hasSuffix("{")
                if !opensBlock { printedSince = false }
            }
            index += 1
        }
        guard let first else { return nil }
        return CommentOutput(form: .afterPrinting, text: expected.map { $0 + "\n" }.joined(), line: first.line, column: first.column)
    }
}
