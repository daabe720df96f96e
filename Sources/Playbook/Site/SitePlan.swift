import Foundation

/// The pages of a site in reading order, read from the markdown files and
/// checked: every relative link must lead to a page of the site and, when it
/// names a heading, to an anchor of that page.
public struct SitePlan: Sendable {
    /// Pages in reading order: the index first, then each section's files by name.
    public var pages: [SitePage]
    /// Broken links, one error each at the link's markdown line, and files that are not UTF-8.
    public var diagnostics: [Diagnostic]
    /// Links and images whose URL could run script (`javascript:`, `vbscript:`,
    /// `data:` other than a non-SVG image); the site shows them inert.
    public var warnings: [Diagnostic]
    /// Files (images) the pages show, as paths relative to the working
    /// directory, copied into the site at the same relative path.
    public var assets: [String]

    /// Reads the markdown files in the order given (ChapterFiles.find's order).
    /// A file that is not UTF-8 is an error at its first bad byte, one that is
    /// not a regular file or cannot be read an error at its line 1 (and a page with no content).
    public init(files: [String]) throws(PlaybookError) {
        var sources: [(path: String, text: String)] = []
        var undecodable: [Diagnostic] = []
        for file in files {
            switch ChapterFiles.chapterBytes(file, displayPath: Self.displayPath(file)).flatMap({ ChapterText.decode($0, path: Self.displayPath(file)) }) {
            case .success(let text): sources.append((path: file, text: text))
            case .failure(let diagnostic):
                undecodable.append(diagnostic)
                sources.append((path: file, text: ""))
            }
        }
        self.init(sources: sources)
        diagnostics = undecodable + diagnostics
    }

    /// Plans a site from markdown sources given as (path, text), in order.
    public init(sources: [(path: String, text: String)]) {
        var pages: [SitePage] = []
        var sectionOrder: [String] = []
        for (path, text) in sources {
            let page = Self.page(path: Self.displayPath(path), givenPath: path, source: text)
            if !sectionOrder.contains(page.section) { sectionOrder.append(page.section) }
            pages.append(page)
        }
        // The index page leads; the others keep their sections' order, each by file name.
        if let index = pages.firstIndex(where: \.isIndex) {
            pages[index].outputPath = "index.html"
            for other in pages.indices where other != index { pages[other].isIndex = false }
        }
        pages.sort { lhs, rhs in
            if lhs.isIndex != rhs.isIndex { return lhs.isIndex }
            let left = sectionOrder.firstIndex(of: lhs.section)!, right = sectionOrder.firstIndex(of: rhs.section)!
            return left != right ? left < right : lhs.sourcePath < rhs.sourcePath
        }
        self.pages = pages
        let checked = LinkResolver(pages: pages).check()
        diagnostics = checked.diagnostics
        warnings = checked.warnings
        assets = checked.assets
    }

    /// `./Docs/x.md` → `Docs/x.md`; an absolute path inside the working
    /// directory becomes relative to it.
    public static func displayPath(_ path: String) -> String {
        var path = path
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix(current + "/") { path = String(path.dropFirst(current.count + 1)) }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    /// - Parameters:
    ///   - path: the path as shown on the site and in diagnostics.
    ///   - givenPath: the path as given, which verification used: the examples'
    ///     ids (and so their verdicts) are made from it.
    private static func page(path: String, givenPath: String, source: String) -> SitePage {
        let document = MarkdownDocument(source: source)
        let chapter = ChapterExtractor().extract(source: source, path: givenPath)
        var slugger = HeadingSlugger(reserved: ["content", "search", "top"] + chapter.examples.map { "example-\($0.number)" })
        var headings: [SiteHeading] = []
        document.root.walk { node in
            guard node.kind == .heading, let level = node.headingLevel else { return }
            let text = node.plainText.trimmingWhitespace
            headings.append(SiteHeading(level: level, text: text, slug: slugger.uniqueSlug(text), line: node.startLine))
        }
        let components = path.split(separator: "/").map(String.init)
        let fileName = components.last ?? path
        let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        let title = headings.first { $0.level == 1 }?.text ?? stem
        let folder = components.count > 1 ? components[components.count - 2] : ""
        let section: String
        switch folder {
        case "Docs": section = "Guide"
        case "Playgrounds": section = "Operators"
        case "": section = "Pages"
        default: section = folder
        }
        // Inside the site, a path that climbs out of the working directory keeps its last folder only.
        let relative = components.contains("..") || path.hasPrefix("/") ? components.suffix(2).joined(separator: "/") : path
        let outputPath = (relative.hasSuffix(".md") ? String(relative.dropLast(3)) : relative) + ".html"
        let bareStem = stem.drop(while: { $0.isNumber }).drop(while: { $0 == "-" || $0 == "_" }).lowercased()
        return SitePage(
            sourcePath: path, outputPath: outputPath, section: section, title: title, headings: headings,
            isIndex: bareStem == "index" || bareStem == "readme", document: document, chapter: chapter)
    }
}
