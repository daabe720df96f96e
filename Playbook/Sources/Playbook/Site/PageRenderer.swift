/// Renders one page's markdown tree as HTML: prose, headings with anchors,
/// lists, links checked by the LinkResolver, and each ```swift example as an
/// example figure. Raw HTML in the markdown is shown as text, never passed through.
struct PageRenderer {
    let page: SitePage
    let resolver: LinkResolver
    let examples: ExampleRenderer
    /// On the print-all page every id is prefixed with the page's and links
    /// between pages become links within the one page.
    let forPrint: Bool
    /// HTML placed right after the page's first level-1 heading.
    var afterTitle: String = ""

    private var examplesByLine: [Int: Example] {
        Dictionary(page.chapter.examples.map { ($0.location.line, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Lines of ```output and ```compiler blocks shown inside their example's figure.
    private var consumedLines: Set<Int> {
        var lines = Set<Int>()
        for example in page.chapter.examples {
            if let expected = example.expected { lines.insert(expected.location.line) }
        }
        // A compiler block directly follows its compile-fail example (after any output block).
        let blocks = FencedBlock.all(in: page.document)
        for (index, block) in blocks.enumerated() where index > 0 {
            guard block.info.split(separator: " ").first == "compiler",
                let example = examplesByLine[blocks[index - 1].line], case .compileFail = example.kind
            else { continue }
            lines.insert(block.line)
        }
        return lines
    }

    func render() -> String {
        var context = Context(examplesByLine: examplesByLine, consumedLines: consumedLines)
        var html = ""
        for node in page.document.root.children { html += block(node, &context) }
        return html
    }

    func id(_ local: String) -> String {
        forPrint ? page.anchorPrefix + "--" + local : local
    }

    private struct Context {
        var examplesByLine: [Int: Example]
        var consumedLines: Set<Int>
        var placedAfterTitle = false
    }

    private func block(_ node: MarkdownNode, _ context: inout Context) -> String {
        switch node.kind {
        case .paragraph:
            if let table = table(node) { return table }
            let children = page.chapter.origin.kind == .doccArticle ? DocCSyntax.withoutDirectiveLines(node.children) : node.children
            return children.isEmpty ? "" : "<p>\(inlines(children))</p>\n"
        case .heading:
            if node.headingLevel == 1 && !context.placedAfterTitle {
                context.placedAfterTitle = true
                return heading(node) + afterTitle
            }
            return heading(node)
        case .blockQuote:
            return "<blockquote>\n" + node.children.map { block($0, &context) }.joined() + "</blockquote>\n"
        case .list:
            let items = node.children.map { item in
                "<li>" + item.children.map { block($0, &context) }.joined() + "</li>\n"
            }.joined()
            if let start = node.listStart {
                return (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") + items + "</ol>\n"
            }
            return "<ul>\n" + items + "</ul>\n"
        case .item:
            return "<li>" + node.children.map { block($0, &context) }.joined() + "</li>\n"
        case .codeBlock:
            if context.consumedLines.contains(node.startLine) { return "" }
            if let example = context.examplesByLine[node.startLine] {
                return examples.render(example, page: page, id: id("example-\(example.number)"))
            }
            let language = node.fenceInfo?.split(separator: " ").first.map { $0.lowercased() } ?? ""
            let code = node.literal ?? ""
            if let problem = page.chapter.diagnostics.first(where: { $0.location.line == node.startLine }) {
                return examples.renderBroken(code: code, language: language, problem: problem.summary)
            }
            if language == "swift" {
                return "<pre class=\"code\"><code>\(SwiftHighlighter().highlight(code.trimmingTrailingNewlines))</code></pre>\n"
            }
            let label = language.isEmpty ? "" : " data-lang=\"\(HTML.attribute(language))\""
            return "<pre class=\"code plain\"\(label)><code>\(HTML.escape(code.trimmingTrailingNewlines))</code></pre>\n"
        case .htmlBlock:
            let literal = node.literal ?? ""
            if literal.trimmingWhitespace.hasPrefix("<!--") { return "" }
            return "<pre class=\"code plain\"><code>\(HTML.escape(literal.trimmingTrailingNewlines))</code></pre>\n"
        case .thematicBreak:
            return "<hr>\n"
        case .document, .customBlock:
            return node.children.map { block($0, &context) }.joined()
        default:
            return "<p>\(inline(node, linking: true))</p>\n"
        }
    }

    /// The title a DocC `<doc:Name>` link shows (its article's, as DocC
    /// shows it) when its text is its URL; nil for any other link.
    private func articleTitle(_ node: MarkdownNode) -> String? {
        guard page.chapter.origin.kind == .doccArticle, let url = node.url, DocCSyntax.articleReference(url) != nil,
            case .success(.page(let outputPath, _)) = resolver.resolve(url, from: page)
        else { return nil }
        guard node.plainText == url else { return inlines(node.children, linking: false) }
        return resolver.pages.first { $0.outputPath == outputPath }.map { HTML.escape($0.title) }
    }

    /// A paragraph that spells a GitHub-style table, as a table.
    private func table(_ node: MarkdownNode) -> String? {
        guard node.startLine >= 1, node.endLine <= page.document.lines.count, node.endLine > node.startLine else { return nil }
        let lines = page.document.lines[(node.startLine - 1)..<node.endLine].map { $0.dropFirst(max(0, node.startColumn - 1)) }
        guard let table = MarkdownTable(lines: lines) else { return nil }
        func cell(_ tag: String, _ text: String, _ alignment: MarkdownTable.Alignment) -> String {
            let style: String
            switch alignment {
            case .none: style = ""
            case .left: style = " class=\"align-left\""
            case .center: style = " class=\"align-center\""
            case .right: style = " class=\"align-right\""
            }
            let paragraph = MarkdownDocument(source: text).root.children.first { $0.kind == .paragraph }
            return "<\(tag)\(style)>\(paragraph.map { inlines($0.children) } ?? HTML.escape(text))</\(tag)>"
        }
        let rows = table.rows.map { row in
            "<tr>" + zip(row, table.alignments).map { cell("td", $0, $1) }.joined() + "</tr>\n"
        }
        return SiteTemplates.table.fill([
            "header": zip(table.header, table.alignments).map { cell("th", $0, $1) }.joined(),
            "rows": rows.joined()
        ]) + "\n"
    }

    private func heading(_ node: MarkdownNode) -> String {
        let level = min(max(node.headingLevel ?? 2, 1), 6)
        let content = inlines(node.children, linking: false)
        guard let heading = page.heading(atLine: node.startLine) else { return "<h\(level)>\(content)</h\(level)>\n" }
        let anchor = id(heading.slug)
        if level == 1 { return "<h1 id=\"\(anchor)\">\(content)</h1>\n" }
        return
            "<h\(level) id=\"\(anchor)\">\(content)<a class=\"anchor\" href=\"#\(anchor)\" aria-label=\"Link to this section\">#</a></h\(level)>\n"
    }

    /// Inline nodes as HTML; with `linking`, the guide's references in them
    /// (chapters, Playgrounds pages, operators: `GuideReferences`) become links.
    func inlines(_ nodes: [MarkdownNode], linking: Bool = true) -> String {
        var html = ""
        var run = ProseRun()
        func flush() {
            guard !run.isEmpty else { return }
            html += linking ? prose(run.text) : HTML.escape(run.text)
            run = ProseRun()
        }
        for node in nodes {
            if run.append(node) { continue }
            flush()
            html += inline(node, linking: linking)
        }
        flush()
        return html
    }

    /// Prose text with its resolved chapter and Playgrounds references as links.
    private func prose(_ text: String) -> String {
        var html = ""
        var position = text.startIndex
        for found in resolver.references?.references(inText: text, on: page) ?? [] where found.range.lowerBound >= position {
            guard case .success(let target) = found.target else { continue }
            html += HTML.escape(String(text[position..<found.range.lowerBound]))
            html += "<a class=\"ref\" href=\"\(HTML.attribute(href(target)))\">\(HTML.escape(String(text[found.range])))</a>"
            position = found.range.upperBound
        }
        return html + HTML.escape(String(text[position...]))
    }

    private func inline(_ node: MarkdownNode, linking: Bool) -> String {
        switch node.kind {
        case .text: return HTML.escape(node.literal ?? "")
        case .softBreak: return "\n"
        case .lineBreak: return "<br>\n"
        case .code:
            let code = "<code>\(HTML.escape(node.literal ?? ""))</code>"
            guard linking, let target = resolver.references?.codeTarget(node.literal ?? "", on: page) else { return code }
            return "<a class=\"ref\" href=\"\(HTML.attribute(href(target)))\">\(code)</a>"
        case .htmlInline: return HTML.escape(node.literal ?? "")
        case .emphasis: return "<em>\(inlines(node.children, linking: linking))</em>"
        case .strong: return "<strong>\(inlines(node.children, linking: linking))</strong>"
        case .link where UnsafeURL.scheme(of: node.url ?? "", image: false) != nil:
            return "<span class=\"unsafe-link\">\(inlines(node.children, linking: false))</span>"
        case .image where UnsafeURL.scheme(of: node.url ?? "", image: true) != nil:
            return "<span class=\"unsafe-link\">\(HTML.escape(node.plainText))</span>"
        case .link where Self.isUnresolved(resolver.resolve(node.url ?? "", from: page)):
            // A DocC symbol link the site has no page for: its name as code.
            guard case .success(.unresolved(let name)) = resolver.resolve(node.url ?? "", from: page) else { return "" }
            return node.plainText == node.url ? "<code>\(HTML.escape(name))</code>" : inlines(node.children, linking: false)
        case .link:
            let href = self.href(node.url ?? "", image: false)
            let article = articleTitle(node)
            let external = LinkResolver.isAbsolute(node.url ?? "") && article == nil ? " class=\"external\"" : ""
            return "<a href=\"\(HTML.attribute(href))\"\(external)>\(article ?? inlines(node.children, linking: false))</a>"
        case .image:
            let src = self.href(node.url ?? "", image: true)
            return "<img src=\"\(HTML.attribute(src))\" alt=\"\(HTML.attribute(node.plainText))\">"
        default:
            return inlines(node.children, linking: linking)
        }
    }

    private static func isUnresolved(_ result: Result<LinkTarget, LinkResolver.Problem>) -> Bool {
        if case .success(.unresolved) = result { return true }
        return false
    }

    /// The checked link's href; a link that did not resolve (only possible
    /// when the build was told to go on) keeps its text as written.
    private func href(_ url: String, image: Bool) -> String {
        guard case .success(let target) = resolver.resolve(url, from: page, image: image) else { return url }
        return href(target)
    }

    private func href(_ target: LinkTarget) -> String {
        if forPrint, case .page(let outputPath, let anchor) = target {
            let prefix = SitePage.anchorPrefix(outputPath)
            return "#" + prefix + (anchor.map { "--" + $0 } ?? "")
        }
        if forPrint, case .asset(let path) = target { return path }
        if forPrint, case .repositoryFile(let path) = target { return path }
        return resolver.href(target, from: page)
    }
}

extension String {
    /// Without the newlines at its end (code blocks end with one).
    var trimmingTrailingNewlines: String {
        var text = self[...]
        while text.last == "\n" || text.last == "\r" { text = text.dropLast() }
        return String(text)
    }
}
