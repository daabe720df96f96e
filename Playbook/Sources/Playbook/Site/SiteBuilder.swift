import Foundation

/// Renders a planned site into a folder: one page per markdown file (and a
/// copy of the file, which the page links to as its source when the
/// repository's is not known), the index, a 404 page, a print-all page, the
/// search index and the assets.
///
/// The folder is written atomically: everything is rendered into a
/// temporary folder beside it, which then takes its place, so a build that
/// fails leaves the previous site (or none) and never a half-written one.
public struct SiteBuilder: Sendable {
    public var plan: SitePlan
    public var verdicts: [ExampleVerdict]
    /// Recorded timelines of marble examples, by example id, drawn below their code.
    public var timelines: [String: MarbleTimeline]
    /// The "what if" states of marble examples, by example id and move (`input.value.frame`).
    public var whatIf: [String: [String: MarbleTimeline]] = [:]
    /// The toolchain that verified the examples, as shown (`Swift 6.3.1`).
    public var toolchain: String
    /// The day of the verification, as shown (`2026-11-22`).
    public var date: String
    public var siteName: String
    /// What the site of this kind of library has besides (see ``SiteFlavour``).
    package var flavour: any SiteFlavour = PlainFlavour()
    /// The documented package's modules, which a copied example imports.
    public var implicitModules: [String] = []
    /// Other names readers search for, by the name the headings use (see ``SiteFlavour/searchAliases(libraryRoot:)``).
    public var searchAliases: [String: [String]] = [:]
    /// Where pages link to the repository and to their sources; each page's
    /// markdown is copied into the site (``SourceLinks/copyFolder``) either way.
    public var sources = SourceLinks()

    /// Test seam: stop with an error after writing this many files.
    var failAfterWritingFiles: Int?

    /// The name of the file that marks a folder as a site playbook wrote
    /// (and so one it may replace).
    public static let marker = ".playbook-site"

    public init(
        plan: SitePlan, verdicts: [ExampleVerdict], timelines: [String: MarbleTimeline] = [:],
        toolchain: String, date: String, siteName: String = "RxPlaybook"
    ) {
        self.plan = plan
        self.verdicts = verdicts
        self.timelines = timelines
        self.toolchain = toolchain
        self.date = date
        self.siteName = siteName
    }

    /// Every file of the site, by its path inside the site.
    public func render() throws(PlaybookError) -> [(path: String, contents: String)] {
        let template = PageTemplate(try SiteAssets.text("page.html"))
        let resolver = LinkResolver(pages: plan.pages, flavour: flavour)
        var examples = ExampleRenderer(verdicts: verdicts, timelines: timelines, toolchain: toolchain, date: date)
        examples.flavour = flavour
        examples.implicitModules = implicitModules
        examples.whatIf = whatIf
        let layout = SiteLayout(pages: plan.pages, template: template, siteName: siteName, footer: footer, sources: sources)
        var files: [(path: String, contents: String)] = []

        for page in plan.pages {
            let article = PageRenderer(
                page: page, resolver: resolver, examples: examples, forPrint: false, afterTitle: chapterSummary(page)
            ).render()
            files.append(
                (
                    page.outputPath,
                    layout.document(title: page.title, outputPath: page.outputPath, current: page, content: article, toc: page.headings)
                ))
            files.append((page.sourceCopyPath, page.markdownSource))
        }
        if !plan.pages.contains(where: \.isIndex) {
            files.append(
                (
                    "index.html",
                    layout.document(title: siteName, outputPath: "index.html", current: nil, content: generatedIndex(), bodyClass: "index")
                ))
        }
        files.append(
            (
                "404.html",
                layout.document(
                    title: "Page not found", outputPath: "404.html", current: nil,
                    content: SiteTemplates.notFoundPage.fill([:]), bodyClass: "not-found")
            ))
        files.append(
            (
                "search.html",
                layout.document(
                    title: "Search", outputPath: "search.html", current: nil,
                    content: SiteTemplates.searchPage.fill([:]), bodyClass: "search-page")
            ))
        files.append(
            (
                "print.html",
                layout.document(
                    title: "All pages", outputPath: "print.html", current: nil,
                    content: printAll(resolver: resolver, examples: examples.printing),
                    bodyClass: "print-all")
            ))
        files.append(("assets/search-index.js", SearchIndex(pages: plan.pages, aliases: searchAliases).script()))
        for name in SiteAssets.copied { files.append(("assets/" + name, try SiteAssets.text(name))) }
        return files
    }

    // MARK: - Parts

    private var footer: String {
        let failing = verdicts.filter { $0.status == .failed }.count
        let passed = verdicts.filter { $0.status == .passed }.count
        var text =
            "<p>Built by <code>playbook build</code>. \(passed) example\(passed == 1 ? "" : "s") verified with \(HTML.escape(toolchain)) on \(HTML.escape(date))"
        if failing > 0 { text += "; <strong class=\"failing\">\(failing) failing</strong>" }
        return text + ".</p>"
    }

    /// The line under a chapter's title: how many examples it has, how they fared, and how to run them.
    private func chapterSummary(_ page: SitePage) -> String {
        let examples = page.chapter.examples.filter { $0.kind != .setup }
        guard !examples.isEmpty else { return "" }
        let ids = Set(examples.map(\.id))
        let mine = verdicts.filter { ids.contains($0.example.id) }
        let passed = mine.filter { $0.status == .passed }.count
        // Skipped by a `skip="..."` fence, or where a `skip-if` condition held when it was verified.
        let skippedHere = Set(mine.filter { $0.status == .skipped }.map(\.example.id))
        let skipped = examples.filter { example in
            if case .skip = example.kind { return true }
            return skippedHere.contains(example.id)
        }.count
        let failed = examples.count - passed - skipped
        var parts = ["\(passed) example\(passed == 1 ? "" : "s") verified"]
        if skipped > 0 { parts.append("\(skipped) not run here") }
        if failed > 0 { parts.append("<strong class=\"failing\">\(failed) failing</strong>") }
        return
            "<p class=\"chapter-meta\">\(parts.joined(separator: ", ")) · run the chapter with <code>playbook run \(HTML.escape(page.sourcePath))</code></p>\n"
    }

    private func generatedIndex() -> String {
        let sections = SitePage.sections(plan.pages).map { section, pages in
            let items = pages.map { page in
                var item = "<li><a href=\"\(HTML.attribute(page.outputPath))\">\(HTML.escape(page.title))</a>"
                if let summary = page.document.root.children.first(where: { $0.kind == .paragraph }) {
                    let text = summary.plainText.trimmingWhitespace
                    item += "<span class=\"summary\">\(HTML.escape(text.count > 200 ? String(text.prefix(199)) + "…" : text))</span>"
                }
                return item + "</li>\n"
            }
            return SiteTemplates.indexSection.fill([
                "id": HTML.attribute(HeadingSlugger.slug(section)),
                "section": HTML.escape(section),
                "pages": items.joined()
            ]) + "\n"
        }
        return SiteTemplates.generatedIndex.fill([
            "siteName": HTML.escape(siteName),
            "toolchain": HTML.escape(toolchain),
            "date": HTML.escape(date),
            "empty": plan.pages.isEmpty
                ? "<p>There are no chapters yet: add markdown files (README.md, Docs/, a DocC catalog) and run <code>playbook build</code> again.</p>\n"
                : "",
            "sections": sections.joined()
        ])
    }

    private func printAll(resolver: LinkResolver, examples: ExampleRenderer) -> String {
        var html = ""
        for page in plan.pages {
            let article = PageRenderer(page: page, resolver: resolver, examples: examples, forPrint: true, afterTitle: "").render()
            html += "<section class=\"print-page\" id=\"\(HTML.attribute(page.anchorPrefix))\">\n\(article)</section>\n"
        }
        return html
    }
}

extension SiteBuilder {
    /// `Swift 6.3.1`, from `swift --version` of the swift in PATH (the one the harness uses).
    public static func toolchainVersion() -> String {
        // Through ChildProcess, which records the child, so that no sweep of orphans takes it for one.
        guard let result = try? ChildProcess(program: "swift", arguments: ["--version"], deadline: 60).run() else { return "Swift" }
        let text = result.stdout
        guard let range = text.range(of: "Swift version ") else { return "Swift" }
        let version = text[range.upperBound...].prefix(while: { !$0.isWhitespace })
        return "Swift " + version
    }

    /// Today in UTC, `2026-11-22`.
    public static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
