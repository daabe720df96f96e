/// Compares what an example printed with its expected block.
///
/// Both sides are split into lines; trailing spaces of each line and trailing
/// empty lines are ignored. In the expected text a line that is exactly `...`
/// matches any number of lines (none included), and `...` inside a line
/// matches any run of characters: `2026-...: probe -> subscribed`.
public struct OutputMatcher: Sendable {
    public static let wildcard = "..."

    public init() {}

    public func matches(actual: String, expected: ExpectedOutput) -> Bool {
        matches(actual: actual, expected: expected.text, matcher: expected.matcher)
    }

    public func matches(actual: String, expected: String, matcher: ExpectedOutput.Matcher) -> Bool {
        let actualLines = Self.lines(actual)
        let patterns = Self.lines(expected)
        switch matcher {
        case .exact: return matchInOrder(patterns, actualLines)
        case .unordered: return matchInAnyOrder(patterns, actualLines)
        }
    }

    /// Lines without trailing spaces, trailing empty lines dropped.
    public static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether one line matches one pattern line with in-line `...` wildcards.
    public static func line(_ line: String, matches pattern: String) -> Bool {
        guard pattern.contains(wildcard) else { return line == pattern }
        let pieces = pattern.components(separatedBy: wildcard)
        var rest = Substring(line)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        let last = pieces[pieces.count - 1]
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.count >= last.count && rest.hasSuffix(last)
    }

    private func matchInOrder(_ patterns: [String], _ lines: [String]) -> Bool {
        // known[p][l]: whether patterns[p...] match lines[l...], memoised.
        var known = [[Bool?]](repeating: [Bool?](repeating: nil, count: lines.count + 1), count: patterns.count + 1)
        func match(_ p: Int, _ l: Int) -> Bool {
            if let answer = known[p][l] { return answer }
            let answer: Bool
            if p == patterns.count {
                answer = l == lines.count
            } else if patterns[p] == Self.wildcard {
                answer = match(p + 1, l) || (l < lines.count && match(p, l + 1))
            } else {
                answer = l < lines.count && Self.line(lines[l], matches: patterns[p]) && match(p + 1, l + 1)
            }
            known[p][l] = answer
            return answer
        }
        return match(0, 0)
    }

    private func matchInAnyOrder(_ patterns: [String], _ lines: [String]) -> Bool {
        let allowsExtraLines = patterns.contains(Self.wildcard)
        // Literal patterns claim their lines first, then the in-line wildcards.
        let ordered = patterns.filter { $0 != Self.wildcard }
            .sorted { !$0.contains(Self.wildcard) && $1.contains(Self.wildcard) }
        var unused = lines
        for pattern in ordered {
            guard let index = unused.firstIndex(where: { Self.line($0, matches: pattern) }) else { return false }
            unused.remove(at: index)
        }
        return unused.isEmpty || allowsExtraLines
    }
}
