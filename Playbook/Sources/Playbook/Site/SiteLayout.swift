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
        let numberedSections = Set(pages.filter { $0.chapterNumber != nil }.map(\.section))
        var html = ""
        for (section, pages) in SitePage.sections(pages) {
            let items = pages.map { page in
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
                return "<li><a href=\"\(HTML.attribute(href))\"\(mark)>\(number)<span>\(HTML.escape(title))</span></a></li>\n"
            }
            html += SiteTemplates.sidebarSection.fill(["section": HTML.escape(section), "pages": items.joined()]) + "\n"
        }
        let print = LinkResolver.relative("print.html", from: outputPath)
        html += "<p class=\"sidebar-extra\"><a href=\"\(HTML.attribute(print))\">All pages on one page, for printing</a></p>"
        return html
    }

    func pager(_ page: SitePage) -> String {
        guard let index = pages.firstIndex(where: { $0.outputPath == page.outputPath }) else { return "" }
        var previous = ""
        if index > 0 {
            let target = pages[index - 1]
            previous =
                "<a class=\"previous\" rel=\"prev\" href=\"\(HTML.attribute(LinkResolver.relative(target.outputPath, from: page.outputPath)))\"><span class=\"direction\">← Previous</span><span class=\"title\">\(HTML.escape(target.title))</span></a>\n"
        }
        var next = ""
        if index + 1 < pages.count {
            let target = pages[index + 1]
            next =
                "<a class=\"next\" rel=\"next\" href=\"\(HTML.attribute(LinkResolver.relative(target.outputPath, from: page.outputPath)))\"><span class=\"direction\">Next →</span><span class=\"title\">\(HTML.escape(target.title))</span></a>\n"
        }
        return SiteTemplates.pager.fill(["previous": previous, "next": next])
    }

    /// Level 2 and 3 headings; none when the page has fewer than two.
    func tableOfContents(_ headings: [SiteHeading]) -> String {
        let shown = headings.filter { $0.level == 2 || $0.level == 3 }
        guard shown.count >= 2 else { return "" }
        let items = shown.map { heading in
            "<li class=\"level-\(heading.level)\"><a href=\"#\(HTML.attribute(heading.slug))\">\(HTML.escape(heading.text))</a></li>\n"
        }
        return SiteTemplates.toc.fill(["headings": items.joined()])
    }
}
