/// Compares what an example printed with its expected block.
///
/// Both sides are split into lines; trailing spaces of each line and trailing
/// empty lines are ignored. In the expected text a line that is exactly `...`
/// matches any number of lines (none included), and `...` inside a line
/// matches any run of characters: `2026-...: probe -> subscribed`. So does
/// `{{name}}` (`took {{duration}} ms`), and `{{/regex/}}` matches text the
/// regular expression matches, within one line: `id {{/[0-9a-f]{8}/}}`
/// (see `ExpectedLine`).
public struct OutputMatcher: Sendable {
    public static let wildcard = "..."

    public init() {}

    public func matches(actual: String, expected: ExpectedOutput) -> Bool {
        // Output stated in comments has no wildcards: `Loading...` is text there.
        if expected.matcher == .values {
            return Self.commentLines(actual) == Self.commentLines(expected.text) || Self.values(actual) == Self.values(expected.text)
        }
        if expected.literal { return Self.commentLines(actual) == Self.commentLines(expected.text) }
        return matches(actual: actual, expected: expected.text, matcher: expected.matcher)
    }

    public func matches(actual: String, expected: String, matcher: ExpectedOutput.Matcher) -> Bool {
        let actualLines = Self.lines(actual)
        let patterns = Self.lines(expected).map { $0 == Self.wildcard ? nil : ExpectedLine($0) }
        switch matcher {
        case .exact: return matchInOrder(patterns, actualLines)
        case .unordered: return matchInAnyOrder(patterns, actualLines)
        case .values: return Self.values(actual) == Self.values(expected)
        }
    }

    /// Lines as a comment can state them: without the spaces at either end
    /// (`// ` stands before each) and without one pair of double quotes
    /// around the whole line (`// "A-B-C"` for a printed string).
    static func commentLines(_ text: String) -> [String] {
        func trimmed(_ text: Substring) -> Substring {
            let start = text.drop(while: { $0 == " " || $0 == "\t" })
            let end = start.lastIndex(where: { $0 != " " && $0 != "\t" }).map { start.index(after: $0) } ?? start.startIndex
            return start[..<end]
        }
        var result: [String] = lines(text).map { line in
            var text = trimmed(line[...])
            if text.count >= 2, text.first == "\"", text.last == "\"" { text = trimmed(text.dropFirst().dropLast()) }
            return String(text)
        }
        while result.last == "" { result.removeLast() }
        return result
    }

    /// The values of a text: its lines split at commas, each without the
    /// spaces around it, empty ones dropped (`1, 100\n2` is 1, 100, 2).
    static func values(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "," }).map { value in
            value.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
                .reversed()
        }.map { Substring(String($0)) }.filter { !$0.isEmpty }
    }

    /// Lines without trailing spaces, trailing empty lines dropped; a line
    /// ends at LF, CRLF or CR, as `--update` reads what an example printed
    /// (a `"\r\n"` is one Character, so splitting at `"\n"` alone never split
    /// output printed with CRLF line ends).
    public static func lines(_ text: String) -> [String] {
        var lines = SourceLines.normalizingLineEndings(text).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            // From the end: a long line is not walked (and copied) twice to lose what trails it.
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            return String(line)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether one line matches one pattern line with in-line wildcards and placeholders.
    public static func line(_ line: String, matches pattern: String) -> Bool {
        ExpectedLine(pattern).matches(line)
    }

    /// The placeholders of an expected block that cannot be read, each with
    /// its 0-based line and 0-based UTF-8 offset within the line.
    public static func problems(in expected: String) -> [(line: Int, offset: Int, message: String)] {
        lines(expected).enumerated().flatMap { index, line in
            ExpectedLine.problems(in: line).map { (line: index, offset: $0.offset, message: $0.message) }
        }
    }

    /// Patterns: nil stands for a line that is exactly `...` (any lines).
    private func matchInOrder(_ patterns: [ExpectedLine?], _ lines: [String]) -> Bool {
        // known[p][l]: whether patterns[p...] match lines[l...], memoised.
        var known = [[Bool?]](repeating: [Bool?](repeating: nil, count: lines.count + 1), count: patterns.count + 1)
        func match(_ p: Int, _ l: Int) -> Bool {
            if let answer = known[p][l] { return answer }
            let answer: Bool
            if p == patterns.count {
                answer = l == lines.count
            } else if let pattern = patterns[p] {
                answer = l < lines.count && pattern.matches(lines[l]) && match(p + 1, l + 1)
            } else {
                answer = match(p + 1, l) || (l < lines.count && match(p, l + 1))
            }
            known[p][l] = answer
            return answer
        }
        return match(0, 0)
    }

    private func matchInAnyOrder(_ patterns: [ExpectedLine?], _ lines: [String]) -> Bool {
        let allowsExtraLines = patterns.contains { $0 == nil }
        // Literal patterns claim their lines first, then those with placeholders.
        let ordered = patterns.compactMap { $0 }.filter(\.isLiteral) + patterns.compactMap { $0 }.filter { !$0.isLiteral }
        var unused = lines
        for pattern in ordered {
            guard let index = unused.firstIndex(where: { pattern.matches($0) }) else { return false }
            unused.remove(at: index)
        }
        return unused.isEmpty || allowsExtraLines
    }
}
