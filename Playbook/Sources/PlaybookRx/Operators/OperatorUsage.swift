import Playbook
/// Where the chapters' examples call each operator: a call is `.name(`,
/// `.name {` or `.name<`, and its first argument label (if any) picks among
/// operators of the same name (`.take(until: stop)` is `take(until:)`,
/// `.take(2)` is `take`). A labelled call whose label is no operator's
/// label (`.do(onNext:)`) counts for the operator without a label.
public struct OperatorUsage: Sendable {
    /// A place an operator is used: the example and whether it is a marble example.
    public struct Use: Hashable, Sendable {
        public var example: Example
        /// The text of the nearest heading above the example, if known.
        public var heading: String?
        public var isMarble: Bool { example.kind == .marble }
    }

    /// Uses by operator key, in document order.
    public private(set) var uses: [String: [Use]] = [:]

    /// The heading above each example is the nearest line above it that
    /// starts with `#` in the chapter's markdown (an operator's own section is
    /// preferred as its showcase).
    public init(catalog: OperatorCatalog, chapters: [Chapter]) {
        let all = catalog.operators + catalog.deprecated
        let labels = Dictionary(grouping: all, by: \.name).mapValues { Set($0.compactMap(\.label)) }
        for chapter in chapters {
            let lines = chapter.document.lines
            for example in chapter.examples {
                let heading = lines.prefix(max(0, example.location.line - 1)).last(where: { $0.hasPrefix("#") }).map(String.init)
                if case .skip = example.kind { continue }
                for (name, label) in Self.calls(in: example.code) {
                    guard let known = labels[name] else { continue }
                    let key = label.flatMap { known.contains($0) ? "\(name)(\($0):)" : nil } ?? name
                    if uses[key]?.last?.example.id != example.id { uses[key, default: []].append(Use(example: example, heading: heading)) }
                }
            }
        }
    }

    /// The operators with no use at all.
    public func missing(_ operators: [Operator]) -> [Operator] {
        operators.filter { (uses[$0.key] ?? []).isEmpty }
    }

    /// The example that best shows an operator: the first in a section whose
    /// heading names it (a marble example if there is one), else its first
    /// marble example, else its first example.
    public func showcase(_ key: String) -> Example? {
        let found = uses[key] ?? []
        let name = String(key.prefix(while: { $0 != "(" }))
        let home = found.filter { use in use.heading.map { Self.mentions($0, name) } ?? false }
        return (home.first(where: \.isMarble) ?? home.first ?? found.first(where: \.isMarble) ?? found.first)?.example
    }

    /// Whether the heading has `name` as a whole word.
    static func mentions(_ heading: String, _ name: String) -> Bool {
        let words = heading.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return words.contains { $0 == name }
    }

    /// Every `.name` member call in the code with its first argument label.
    static func calls(in code: String) -> [(name: String, label: String?)] {
        let characters = Array(code)
        var found: [(String, String?)] = []
        var index = 0
        func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        func skipSpaces(_ from: Int) -> Int {
            var at = from
            while at < characters.count, characters[at] == " " || characters[at] == "\n" || characters[at] == "\t" { at += 1 }
            return at
        }
        while index < characters.count {
            guard characters[index] == ".", index + 1 < characters.count else { index += 1; continue }
            var at = index + 1
            let backticked = characters[at] == "`"
            if backticked { at += 1 }
            let start = at
            while at < characters.count, isIdentifier(characters[at]) { at += 1 }
            let name = String(characters[start..<at])
            if backticked, at < characters.count, characters[at] == "`" { at += 1 }
            index = at
            guard !name.isEmpty, name.first!.isLetter || name.first == "_" else { continue }
            let after = skipSpaces(at)
            guard after < characters.count, ["(", "{", "<"].contains(characters[after]) else { continue }
            var label: String?
            if characters[after] == "(" {
                let labelStart = skipSpaces(after + 1)
                var labelEnd = labelStart
                while labelEnd < characters.count, isIdentifier(characters[labelEnd]) { labelEnd += 1 }
                let colon = skipSpaces(labelEnd)
                if labelEnd > labelStart, colon < characters.count, characters[colon] == ":",
                    colon + 1 >= characters.count || characters[colon + 1] != ":"
                {
                    label = String(characters[labelStart..<labelEnd])
                }
            }
            found.append((name, label))
        }
        return found
    }
}
