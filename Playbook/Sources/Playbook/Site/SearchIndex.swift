import Foundation

/// The search index, built when the site is: one entry per page and per
/// heading, with the prose below it, the code names it mentions (operator
/// names such as `flatMapLatest`), and the code and expected output of its
/// examples. Written as a script that sets `window.PLAYBOOK_SEARCH`, so that
/// it loads from file:// where fetch cannot. The page's script matches a
/// query word against the entries' words as `SearchIndex+Fuzzy` does, so a
/// word with a typo or two still finds them. A section about an operator
/// also carries the other names a reader may know it by (`a`: switchMap for
/// flatMapLatest, RxSwift's older takeUntil for take(until:)), given by the
/// site's flavour. A heading of one character (the operator index's letters)
/// is no section of its own: its prose goes with the page's.
struct SearchIndex {
    struct Entry: Codable, Equatable {
        /// The page title.
        var t: String
        /// The heading, empty for the page's top.
        var h: String
        /// Link from the site root: `Docs/05-work.html#anchor`.
        var u: String
        /// Code names mentioned in the section (inline code spans).
        var k: [String]
        /// The prose of the section.
        var x: String
        /// The code and expected output of the section's examples, whitespace collapsed.
        var c: String = ""
        /// Other names of what the heading names, lowercased, each with the name the heading uses.
        var a: [String: String]?
    }

    static let proseLimit = 1500
    static let codeLimit = 3000

    private(set) var entries: [Entry] = []
    /// Other names, by the name the pages use (`flatMapLatest`: `switchMap`).
    private let aliases: [String: [String]]

    init(pages: [SitePage], aliases: [String: [String]] = [:]) {
        self.aliases = aliases
        for page in pages { add(page) }
    }

    /// The other names of what a heading names: each name it lists
    /// (`take(while:), take(until:) and take(for:)`) looked up in `aliases`.
    private func aliases(ofHeading heading: String) -> [String: String]? {
        guard !aliases.isEmpty else { return nil }
        let names = heading.replacingOccurrences(of: " and ", with: ", ").components(separatedBy: ", ")
            .map(\.trimmingWhitespace)
        var found: [String: String] = [:]
        for name in names {
            for alias in aliases[name] ?? [] { found[alias.lowercased()] = name }
        }
        return found.isEmpty ? nil : found
    }

    private mutating func add(_ page: SitePage) {
        var current = Entry(t: page.title, h: "", u: page.outputPath, k: [], x: "")
        func flush(_ entry: Entry) {
            var entry = entry
            entry.x = String(entry.x.trimmingWhitespace.prefix(Self.proseLimit))
            entry.c = String(entry.c.trimmingWhitespace.prefix(Self.codeLimit))
            if !entry.x.isEmpty || !entry.c.isEmpty || !entry.h.isEmpty || entry.u == page.outputPath { entries.append(entry) }
        }
        let examples = Dictionary(page.chapter.examples.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
        for node in page.document.root.children {
            if node.kind == .codeBlock, let example = examples[node.startLine] {
                current.c += " " + Self.collapsed(example.code)
                if let expected = example.expected { current.c += " " + Self.collapsed(expected.text) }
                continue
            }
            if node.kind == .heading, let heading = page.heading(atLine: node.startLine), heading.text.count > 1 {
                if heading.level == 1 {
                    current.k += Self.codeNames(node)
                    continue
                }
                flush(current)
                current = Entry(t: page.title, h: heading.text, u: page.outputPath + "#" + heading.slug, k: Self.codeNames(node), x: "")
                current.a = aliases(ofHeading: heading.text)
                continue
            }
            guard node.kind != .codeBlock, node.kind != .htmlBlock, node.kind != .thematicBreak else { continue }
            current.x += (current.x.isEmpty ? "" : " ") + Self.prose(node)
            for name in Self.codeNames(node) where !current.k.contains(name) { current.k.append(name) }
        }
        flush(current)
    }

    /// The text of a block, with a space between its paragraphs and list items.
    private static func prose(_ node: MarkdownNode) -> String {
        var text = ""
        node.walk { child in
            switch child.kind {
            case .paragraph, .heading, .item: text += " "
            case .text, .code: text += child.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return collapsed(text)
    }

    /// The text with each run of whitespace as one space.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// Inline code spans that name something: `flatMapLatest`, `share(replay:)`.
    private static func codeNames(_ node: MarkdownNode) -> [String] {
        var names: [String] = []
        node.walk { child in
            guard child.kind == .code, let literal = child.literal, literal.count <= 60 else { return }
            let name = literal.trimmingWhitespace
            if !name.isEmpty && !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The script: `window.PLAYBOOK_SEARCH = [...];`.
    func script() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        // `</` cannot end a script element this way, and U+2028/9 are not line ends in it.
        let safe = json.replacingOccurrences(of: "</", with: "<\\/")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return "// Generated by playbook build: the search index of this site.\nwindow.PLAYBOOK_SEARCH = \(safe);\n"
    }
}
