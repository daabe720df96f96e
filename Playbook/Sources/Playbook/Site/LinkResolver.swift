import Foundation

/// Where a link in the markdown leads, once checked.
package enum LinkTarget: Hashable, Sendable {
    /// An absolute URL (`https:`, `mailto:`) or a protocol-relative one, left as is.
    case external(String)
    /// A page of the site, and a heading's anchor on it.
    case page(outputPath: String, anchor: String?)
    /// A file beside the markdown (an image), copied into the site.
    case asset(path: String)
    /// A file of the repository outside the documentation that a link
    /// names (`Examples/repeat/Repeat.swift`): copied into the site like an
    /// asset, with a warning, so the link leads to it.
    case repositoryFile(path: String)
    /// A DocC link the site has no page for (a symbol, ``<doc:ParsableCommand>``,
    /// or an article of another catalog): shown as code, with a warning.
    case unresolved(name: String)
}

/// Resolves the relative links of the pages against each other: `05-work.md`,
/// `../Playgrounds/map.md#map`, `#a-heading`.
package struct LinkResolver: Sendable {
    let pages: [SitePage]
    private let bySource: [PathKey: SitePage]
    /// The references the flavour finds in the prose (see ``SiteFlavour``).
    private(set) var references: (any ProseReferences)?

    init(pages: [SitePage], flavour: any SiteFlavour = PlainFlavour()) {
        self.pages = pages
        bySource = Dictionary(pages.map { (PathKey($0.sourcePath), $0) }, uniquingKeysWith: { first, _ in first })
        let plain = self
        references = flavour.proseReferences(pages: pages, resolve: { url, page in try? plain.resolve(url, from: page).get() })
    }

    /// Every link and image of every page; the broken ones as errors, the
    /// ones that could run script (shown inert) as warnings.
    func check() -> (diagnostics: [Diagnostic], warnings: [Diagnostic], assets: [String]) {
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var assets: [String] = []
        for page in pages {
            page.document.root.walk { node in
                guard node.kind == .link || node.kind == .image, let url = node.url else { return }
                if let scheme = UnsafeURL.scheme(of: url, image: node.kind == .image) {
                    let location = SourceLocation(path: page.sourcePath, line: node.startLine, column: node.startColumn)
                    warnings.append(
                        Diagnostic(
                            .warning, at: location,
                            "\(node.kind == .image ? "image" : "link") with a \(scheme): URL could run script; the site shows it without its URL"
                        ))
                    return
                }
                let location = SourceLocation(path: page.sourcePath, line: node.startLine, column: node.startColumn)
                switch resolve(url, from: page, image: node.kind == .image) {
                case .success(.asset(let path)):
                    if !assets.contains(path) { assets.append(path) }
                case .success(.repositoryFile(let path)):
                    if !assets.contains(path) { assets.append(path) }
                    warnings.append(
                        Diagnostic(
                            .warning, at: location,
                            "link to '\(url)' leads to \(path), a file outside the documentation; the site holds a copy of it"))
                case .success(.unresolved(let name)):
                    warnings.append(
                        Diagnostic(
                            .warning, at: location,
                            "link to '\(url)' names no article of this catalog (a symbol, or another catalog's page); the site shows \(name) as code"
                        ))
                case .success:
                    break
                case .failure(let problem):
                    diagnostics.append(
                        Diagnostic(
                            .error, at: SourceLocation(path: page.sourcePath, line: node.startLine, column: node.startColumn),
                            problem.summary))
                }
            }
            for found in references?.problems(on: page) ?? [] {
                diagnostics.append(Diagnostic(.error, at: found.location, found.summary))
            }
        }
        return (diagnostics, warnings, assets)
    }

    package struct Problem: Error {
        package var summary: String

        package init(summary: String) {
            self.summary = summary
        }
    }

    func resolve(_ url: String, from page: SitePage, image: Bool = false) -> Result<LinkTarget, Problem> {
        if url.isEmpty { return .failure(Problem(summary: "link has no destination; write [text](page.md) or [text](#heading)")) }
        if page.chapter.origin.kind == .doccArticle, let reference = DocCSyntax.articleReference(url) {
            return article(reference, from: page, url: url)
        }
        if Self.isAbsolute(url) { return .success(.external(url)) }
        let (path, fragment) = Self.split(url)
        if path.isEmpty {
            guard let fragment else { return .success(.page(outputPath: page.outputPath, anchor: nil)) }
            return anchor(fragment, on: page, url: url).map { .page(outputPath: page.outputPath, anchor: $0) }
        }
        let decoded = path.removingPercentEncoding ?? path
        let target = Self.normalize(Self.folder(of: page.sourcePath) + decoded)
        if let other = bySource[PathKey(target)] {
            guard let fragment else { return .success(.page(outputPath: other.outputPath, anchor: nil)) }
            return anchor(fragment, on: other, url: url).map { .page(outputPath: other.outputPath, anchor: $0) }
        }
        if target.hasSuffix(".md") {
            let exists = FileManager.default.fileExists(atPath: target)
            return .failure(
                Problem(
                    summary: exists
                        ? "link to '\(url)' leads to \(target), which is not a page of this site; build it too, or link to it with an absolute URL"
                        : "link to '\(url)' leads to \(target), which does not exist"))
        }
        if image {
            guard !target.hasPrefix("../"), !target.hasPrefix("/") else {
                return .failure(Problem(summary: "image '\(url)' lies outside the working directory; keep images beside the markdown"))
            }
            guard FileManager.default.fileExists(atPath: target) else {
                // DocC finds a catalog's images by name, wherever they are in it.
                if page.chapter.origin.kind == .doccArticle, !decoded.contains("/"), let catalog = DocCSyntax.catalog(of: page.sourcePath),
                    let found = Self.file(named: decoded, under: catalog)
                {
                    return .success(.asset(path: found))
                }
                return .failure(Problem(summary: "image '\(url)' leads to \(target), which does not exist"))
            }
            return .success(.asset(path: target))
        }
        var isFolder: ObjCBool = false
        if !target.hasPrefix("../"), !target.hasPrefix("/"), FileManager.default.fileExists(atPath: target, isDirectory: &isFolder),
            !isFolder.boolValue
        {
            return .success(.repositoryFile(path: target))
        }
        return .failure(
            Problem(
                summary:
                    "link to '\(url)' is not a page of this site (\(target)); link to a markdown page (.md), a heading (#anchor), or an absolute URL"
            ))
    }

    /// The article of `page`'s DocC catalog that a `doc:` link names (see `DocCSyntax`).
    private func article(_ reference: (name: String, fragment: String?), from page: SitePage, url: String) -> Result<LinkTarget, Problem> {
        let catalog = DocCSyntax.catalog(of: page.sourcePath)
        let file = reference.name + ".md"
        let found = pages.first { other in
            other.chapter.origin.kind == .doccArticle && DocCSyntax.catalog(of: other.sourcePath) == catalog
                && other.sourcePath.split(separator: "/").last.map(String.init) == file
        }
        guard let target = found else { return .success(.unresolved(name: reference.name)) }
        guard let fragment = reference.fragment else { return .success(.page(outputPath: target.outputPath, anchor: nil)) }
        return anchor(fragment, on: target, url: url).map { .page(outputPath: target.outputPath, anchor: $0) }
    }

    private func anchor(_ fragment: String, on page: SitePage, url: String) -> Result<String, Problem> {
        let decoded = fragment.removingPercentEncoding ?? fragment
        if page.headings.contains(where: { $0.slug == decoded })
            || page.chapter.examples.contains(where: { "example-\($0.number)" == decoded })
        {
            return .success(decoded)
        }
        let near = page.headings.map(\.slug).filter { $0.hasPrefix(String(decoded.prefix(4))) }.prefix(3)
        let hint = near.isEmpty ? "" : "; did you mean " + near.map { "#\($0)" }.joined(separator: ", ") + "?"
        return .failure(Problem(summary: "link to '\(url)': \(page.sourcePath) has no heading with anchor #\(decoded)\(hint)"))
    }

    /// The href that leads from `page` to `target`.
    func href(_ target: LinkTarget, from page: SitePage) -> String {
        switch target {
        case .external(let url):
            return url
        case .page(let outputPath, let anchor):
            let fragment = anchor.map { "#" + $0 } ?? ""
            if outputPath == page.outputPath && anchor != nil { return fragment }
            return Self.relative(outputPath, from: page.outputPath) + fragment
        case .asset(let path), .repositoryFile(let path):
            return Self.relative(path, from: page.outputPath)
        case .unresolved:
            return ""
        }
    }

    /// The first file named `name` in `folder` or below it (sorted paths), as `folder/.../name`.
    static func file(named name: String, under folder: String) -> String? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return nil }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").last.map(String.init) == name { found.append(folder + "/" + relative) }
        }
        return found.sorted().first
    }

    /// A `/`-separated path relative to the folder of `from` (both relative to the site root).
    static func relative(_ path: String, from: String) -> String {
        let fromFolders = from.split(separator: "/").dropLast()
        let target = path.split(separator: "/")
        var common = 0
        while common < fromFolders.count, common < target.count - 1, fromFolders[fromFolders.startIndex + common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: fromFolders.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    static func isAbsolute(_ url: String) -> Bool {
        if url.hasPrefix("//") { return true }
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    private static func split(_ url: String) -> (String, String?) {
        let withoutQuery = url.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let hash = url.firstIndex(of: "#") else { return (String(withoutQuery[0]), nil) }
        let path = String(url[..<hash]).split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return (String(path), String(url[url.index(after: hash)...]))
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Resolves `.` and `..` components (`Docs/../Playgrounds/map.md` → `Playgrounds/map.md`).
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
