/// DocC's own syntax in the articles of a `.docc` catalog, as the site shows
/// it: a `<doc:Name>` link leads to the article of the same catalog whose
/// file is `Name.md` (shown with that article's title when the link's text
/// is its URL), and the lines of directive syntax are left out of the
/// paragraphs (`@Metadata { @PageKind(article) }` disappears, `@Row` and
/// `@Column` leave the text inside them). Double-backtick symbol links stay
/// code spans.
enum DocCSyntax {
    /// The catalog of an article: its path up to and including the `*.docc` folder.
    static func catalog(of path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.dropLast().lastIndex(where: { $0.hasSuffix(".docc") }) else { return nil }
        return components[...index].joined(separator: "/")
    }

    /// The article a `doc:` URL names and the heading it points at:
    /// `doc:GettingStarted#setup`, `doc:Catalog/GettingStarted` and
    /// `doc://Bundle/documentation/Catalog/GettingStarted` all name
    /// `GettingStarted`. Nil for any other URL.
    static func articleReference(_ url: String) -> (name: String, fragment: String?)? {
        guard url.hasPrefix("doc:") else { return nil }
        var rest = Substring(url.dropFirst(4))
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        guard let name = rest.split(separator: "/").last, !name.isEmpty else { return nil }
        return (String(name), fragment)
    }

    /// A paragraph's inline nodes without its lines of directive syntax
    /// (`@Name`, `@Name(arguments)`, either opening a block with `{`, and `}`):
    /// `@Row { @Column { Text } }` keeps `Text`; a paragraph made only of
    /// directives (`@Metadata { ... }`) keeps nothing.
    static func withoutDirectiveLines(_ inlines: [MarkdownNode]) -> [MarkdownNode] {
        var lines: [[MarkdownNode]] = [[]]
        var breaks: [MarkdownNode] = []
        for node in inlines {
            if node.kind == .softBreak || node.kind == .lineBreak {
                breaks.append(node)
                lines.append([])
            } else {
                lines[lines.count - 1].append(node)
            }
        }
        var kept: [MarkdownNode] = []
        for (index, line) in lines.enumerated() {
            let isDirective =
                !line.isEmpty && line.allSatisfy { $0.kind == .text }
                && isDirectiveLine(Substring(line.map { $0.literal ?? "" }.joined()))
            if isDirective { continue }
            if !kept.isEmpty { kept.append(breaks[index - 1]) }
            kept += line
        }
        return kept
    }

    private static func isDirectiveLine(_ line: Substring) -> Bool {
        var rest = line.trimmingWhitespace[...]
        if rest == "}" { return true }
        guard rest.first == "@" else { return false }
        rest = rest.dropFirst()
        let name = rest.prefix(while: { $0.isLetter || $0.isNumber })
        guard !name.isEmpty, name.first?.isLetter == true else { return false }
        rest = rest.dropFirst(name.count).drop(while: { $0 == " " })
        if rest.first == "(" {
            guard let close = rest.lastIndex(of: ")") else { return false }
            rest = rest[rest.index(after: close)...].drop(while: { $0 == " " })
        }
        if rest.first == "{" { rest = rest.dropFirst().drop(while: { $0 == " " }) }
        if rest.first == "}" { rest = rest.dropFirst() }
        return rest.allSatisfy { $0 == " " || $0 == "\t" }
    }
}
