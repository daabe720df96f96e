import Foundation

/// The pages of a site in reading order, planned from the loaded
/// documentation and checked: every relative link must lead to a page of
/// the site and, when it names a heading, to an anchor of that page.
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

    /// Plans the site of the loaded documentation, its pages in the
    /// chapters' order (`ChapterFiles.find`'s). A chapter that could not be
    /// read or decoded is an error (at its first bad byte, or its line 1 when
    /// it is not a regular file or cannot be read) and a page with no content.
    ///
    /// - Parameter sections: the section of each top folder's pages (see
    ///   ``defaultSections``; playbook.json's `sections`).
    /// - Parameter flavour: what checks the prose's references (see ``SiteFlavour``).
    package init(
        documentation: Documentation, sections: [String: String] = SitePlan.defaultSections, flavour: any SiteFlavour = PlainFlavour()
    ) {
        var pages: [SitePage] = []
        var sectionOrder: [String] = []
        // Doc comments are verified and reported, but have no page: they are read beside their code.
        for chapter in documentation.chapters where chapter.origin.kind != .docComments {
            let page = Self.page(chapter, sections: sections)
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
        let checked = LinkResolver(pages: pages, flavour: flavour).check()
        // Shown with the site's path for the file, as the link errors are.
        let unreadable = documentation.chapters.compactMap { chapter in
            chapter.readError.map { error in
                var shown = error
                shown.location.path = chapter.origin.displayPath
                return shown
            }
        }
        diagnostics = unreadable + checked.diagnostics
        warnings = checked.warnings
        assets = checked.assets
    }

    /// Plans a site from markdown sources given as (path, text), in order.
    package init(
        sources: [(path: String, text: String)], sections: [String: String] = SitePlan.defaultSections,
        flavour: any SiteFlavour = PlainFlavour()
    ) {
        self.init(documentation: DocumentationLoader().load(sources: sources), sections: sections, flavour: flavour)
    }

    /// The page of a chapter: shown and linked by its display path; its
    /// examples keep the ids made from the path as given, as their verdicts do.
    /// The sections of folders a package's documentation usually has: Docs,
    /// Documentation and Guides are the guide. Any other folder is a section
    /// of its own name, and files at the top are "Pages".
    public static let defaultSections = ["Docs": "Guide", "Documentation": "Guide", "Guides": "Guide"]

    private static func page(_ chapter: Chapter, sections: [String: String]) -> SitePage {
        let path = chapter.origin.displayPath
        let document = chapter.document
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
        let section = sections[folder] ?? (folder.isEmpty ? "Pages" : folder)
        // Inside the site, a path that climbs out of the working directory keeps its last folder only.
        let relative = components.contains("..") || path.hasPrefix("/") ? components.suffix(2).joined(separator: "/") : path
        let outputPath = (relative.hasSuffix(".md") ? String(relative.dropLast(3)) : relative) + ".html"
        let bareStem = stem.drop(while: { $0.isNumber }).drop(while: { $0 == "-" || $0 == "_" }).lowercased()
        return SitePage(
            sourcePath: path, outputPath: outputPath, section: section, title: title, headings: headings,
            isIndex: bareStem == "index" || bareStem == "readme", chapter: chapter)
    }
}
