/// Typo-tolerant matching over the index's words, as the site's script does
/// it (playbook.js implements the same rules; the browser test checks it):
/// a query word matches an entry when some field contains it, or, failing
/// that, when one of the entry's words is within `allowedEdits` of it
/// (insertions, deletions, substitutions, and swaps of two neighbours).
extension SearchIndex {
    /// The words of a text, lowercased: runs of letters, digits and `_`, two characters or more.
    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).filter { $0.count >= 2 }.map(String.init)
    }

    /// The edits a query word of this length may differ by: none up to 3
    /// characters (`map` finds only `map`), 1 up to 7, 2 from 8.
    static func allowedEdits(_ length: Int) -> Int {
        length <= 3 ? 0 : length <= 7 ? 1 : 2
    }

    /// Every distinct word of the entries (title, heading, code names, prose, code and output), sorted.
    var terms: [String] {
        var all = Set<String>()
        for entry in entries {
            for field in [entry.t, entry.h, entry.k.joined(separator: " "), entry.x, entry.c] { all.formUnion(Self.words(field)) }
        }
        return all.sorted()
    }

    /// The terms within the allowed edits of `word` (itself included when it is one).
    func closeTerms(to word: String) -> [String] {
        let word = word.lowercased()
        let limit = Self.allowedEdits(word.count)
        return terms.filter { abs($0.count - word.count) <= limit && Self.editDistance(word, $0, limit: limit) <= limit }
    }

    /// The entries every word of the query matches, exactly (a field contains
    /// it) or through a close term; in index order.
    func matches(_ query: String) -> [Entry] {
        let queryWords = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !queryWords.isEmpty else { return [] }
        let close = queryWords.map { Set(closeTerms(to: $0)) }
        return entries.filter { entry in
            let fields = [entry.t, entry.h, entry.k.joined(separator: " "), entry.x, entry.c].map { $0.lowercased() }
            let entryWords = Set(fields.flatMap(Self.words))
            return zip(queryWords, close).allSatisfy { word, close in
                fields.contains { $0.contains(word) } || !entryWords.isDisjoint(with: close)
            }
        }
    }

    /// The optimal-string-alignment distance of `a` and `b`, or `limit + 1`
    /// as soon as it must exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var smallest = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
                smallest = min(smallest, current[j])
            }
            if smallest > limit { return limit + 1 }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
