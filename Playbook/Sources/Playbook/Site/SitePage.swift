/// One markdown file of the site: where its page goes, its title and
/// headings, and its parsed tree and examples.
public struct SitePage: Sendable {
    /// The markdown path as displayed in diagnostics (`Docs/05-work.md`).
    public var sourcePath: String
    /// The page's path inside the site, `/`-separated (`Docs/05-work.html`).
    public var outputPath: String
    /// The sidebar group: `Guide` for Docs/, `Operators` for Playgrounds/.
    public var section: String
    /// The text of the first level-1 heading, or the file name.
    public var title: String
    /// Every heading in document order, with its unique anchor.
    public var headings: [SiteHeading]
    /// Whether this is the site's front page (`index.html`).
    public var isIndex: Bool
    /// The chapter the page shows, as loaded.
    package var chapter: Chapter
    /// The chapter's parsed markdown.
    package var document: MarkdownDocument { chapter.document }

    /// An id for this page usable in a fragment (`Docs-05-work`), for the print-all page.
    var anchorPrefix: String { Self.anchorPrefix(outputPath) }

    static func anchorPrefix(_ outputPath: String) -> String {
        String(outputPath.dropLast(".html".count).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    /// The number a file name starts with (`05-work.md` → 5), shown in the sidebar.
    package var chapterNumber: Int? {
        guard !isIndex, let name = sourcePath.split(separator: "/").last else { return nil }
        let digits = name.prefix(while: { $0.isNumber })
        guard !digits.isEmpty, name.dropFirst(digits.count).first.map({ $0 == "-" || $0 == "_" }) == true else { return nil }
        return Int(digits)
    }

    /// The pages in runs of one section each, in order: the sidebar's and
    /// the generated index's groups.
    static func sections(_ pages: [SitePage]) -> [(section: String, pages: [SitePage])] {
        var runs: [(section: String, pages: [SitePage])] = []
        for page in pages {
            if runs.last?.section == page.section {
                runs[runs.count - 1].pages.append(page)
            } else {
                runs.append((page.section, [page]))
            }
        }
        return runs
    }

    /// The heading that starts on this markdown line.
    func heading(atLine line: Int) -> SiteHeading? {
        headings.first { $0.line == line }
    }
}

/// A heading of a page and its anchor.
public struct SiteHeading: Sendable, Hashable {
    public var level: Int
    /// Plain text, for the table of contents, the search index and the slug.
    public var text: String
    public var slug: String
    /// The markdown line where it starts.
    public var line: Int
}

extension MarkdownNode {
    /// The node's text without markup: text, code spans and breaks as spaces.
    package var plainText: String {
        var text = ""
        walk { node in
            switch node.kind {
            case .text, .code: text += node.literal ?? ""
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return text
    }
}
