/// The parts around a page's article: the sidebar in reading order with the
/// current page marked, the in-page table of contents, previous/next links,
/// links to the repository and to the page's source, and the page template
/// they are filled into.
struct SiteLayout {
    let pages: [SitePage]
    let template: PageTemplate
    let siteName: String
    let footer: String
    var sources = SourceLinks()

    /// A whole HTML document. `current` is nil for pages that are not
    /// chapters (the generated index, 404, print-all); `outputPath` says where it goes.
    func document(title: String, outputPath: String, current: SitePage?, content: String, toc: [SiteHeading] = [], bodyClass: String = "")
        -> String
    {
        let root = String(repeating: "../", count: outputPath.split(separator: "/").count - 1)
        return template.fill([
            "title": HTML.escape(title == siteName ? siteName : "\(title) · \(siteName)"),
            "root": HTML.attribute(root),
            "siteName": HTML.escape(siteName),
            "bodyClass": HTML.attribute(bodyClass),
            "sidebar": sidebar(from: outputPath, current: current),
            "content": content,
            "pager": current.map(pager) ?? "",
            "toc": tableOfContents(toc),
            "footer": footer,
            "repositoryURL": sources.repository.map { HTML.attribute($0) } ?? "",
            "sourceURL": current.map { HTML.attribute(sources.url(for: $0, from: outputPath)) } ?? "",
            "sourcePath": current.map { HTML.escape($0.sourcePath) } ?? ""
        ])
    }

    func sidebar(from outputPath: String, current: SitePage?) -> String {
        var html = ""
        var section: String?
        let numberedSections = Set(pages.filter { $0.chapterNumber != nil }.map(\.section))
        for page in pages {
            if page.section != section {
                if section != nil { html += "</ol>\n</div>\n" }
                section = page.section
                html += "<div class=\"sidebar-section\">\n<h2>\(HTML.escape(page.section))</h2>\n<ol>\n"
            }
            let href = LinkResolver.relative(page.outputPath, from: outputPath)
            let mark = page.outputPath == current?.outputPath ? " aria-current=\"page\"" : ""
            // A title that starts with its chapter number ("1. Observables") shows it once, in the number column.
            var title = page.title[...]
            if let number = page.chapterNumber, title.hasPrefix("\(number). ") || title.hasPrefix("\(number) ") {
                title = title.dropFirst("\(number)".count).drop(while: { $0 == "." || $0 == " " })
            }
            let number =
                page.chapterNumber.map { "<span class=\"number\">\($0).</span> " }
                ?? (numberedSections.contains(page.section) ? "<span class=\"number\"></span> " : "")
            html += "<li><a href=\"\(HTML.attribute(href))\"\(mark)>\(number)<span>\(HTML.escape(title))</span></a></li>\n"
        }
        if section != nil { html += "</ol>\n</div>\n" }
        let print = LinkResolver.relative("print.html", from: outputPath)
        html += "<p class=\"sidebar-extra\"><a href=\"\(HTML.attribute(print))\">All pages on one page, for printing</a></p>"
        return html
    }

    func pager(_ page: SitePage) -> String {
        guard let index = pages.firstIndex(where: { $0.outputPath == page.outputPath }) else { return "" }
        var html = "<nav class=\"pager\" aria-label=\"Previous and next page\">\n"
        if index > 0 {
            let previous = pages[index - 1]
            html +=
                "<a class=\"previous\" rel=\"prev\" href=\"\(HTML.attribute(LinkResolver.relative(previous.outputPath, from: page.outputPath)))\"><span class=\"direction\">← Previous</span><span class=\"title\">\(HTML.escape(previous.title))</span></a>\n"
        }
        if index + 1 < pages.count {
            let next = pages[index + 1]
            html +=
                "<a class=\"next\" rel=\"next\" href=\"\(HTML.attribute(LinkResolver.relative(next.outputPath, from: page.outputPath)))\"><span class=\"direction\">Next →</span><span class=\"title\">\(HTML.escape(next.title))</span></a>\n"
        }
        return html + "</nav>"
    }

    /// Level 2 and 3 headings; none when the page has fewer than two.
    func tableOfContents(_ headings: [SiteHeading]) -> String {
        let shown = headings.filter { $0.level == 2 || $0.level == 3 }
        guard shown.count >= 2 else { return "" }
        var html = "<aside class=\"toc\" aria-label=\"On this page\">\n<h2>On this page</h2>\n<ol>\n"
        for heading in shown {
            html +=
                "<li class=\"level-\(heading.level)\"><a href=\"#\(HTML.attribute(heading.slug))\">\(HTML.escape(heading.text))</a></li>\n"
        }
        return html + "</ol>\n</aside>"
    }
}
