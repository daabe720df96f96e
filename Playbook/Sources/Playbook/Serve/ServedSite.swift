import Foundation
import Synchronization

/// The site `playbook watch --serve` serves, kept in memory: the files the
/// last build rendered, the plan's assets (read from disk when asked for),
/// and which pages changed at which version, for the pages' live reload.
///
/// Every rebuild that changes at least one file makes a new version; a page
/// whose bytes changed (or that appeared or went) records that version. A page
/// is served with the version it was read at; the reload script asks for
/// the pages changed since then (``changes(since:)``) and reloads when its
/// own page is among them. Nothing of this reaches a site `playbook build`
/// writes: the script tag is inserted only into the responses here.
public final class ServedSite: Sendable {
    /// The path under which the server answers for itself, not from the site.
    public static let ownPrefix = "/__playbook/"
    /// The reload script's path.
    static let scriptPath = ownPrefix + "live-reload.js"
    /// The long poll's path: `?since=VERSION`.
    static let changesPath = ownPrefix + "changes"
    /// The live playground's run (``SiteHandler/runRequest(_:body:)``).
    static let runPath = ownPrefix + "run"
    /// The live playground's script, inserted into pages served with its cookie.
    static let playgroundScriptPath = ownPrefix + "playground.js"

    private struct State {
        var files: [String: [UInt8]] = [:]
        var assets: Set<String> = []
        var version = 0
        /// The version at which each page (`/path.html`) last changed.
        var pageVersions: [String: Int] = [:]
    }

    private let state = Mutex(State())
    /// The folder the plan's asset paths are relative to.
    private let assetRoot: URL

    public init(assetRoot: URL) {
        self.assetRoot = assetRoot
    }

    /// The current version (0 before the first build).
    public var version: Int { state.withLock { $0.version } }

    /// Takes a new build's files and asset paths; returns the pages (as URL
    /// paths, `/Docs/intro.html`) that changed, appeared or went, sorted.
    @discardableResult
    public func update(files rendered: [(path: String, contents: String)], assets: [String]) -> [String] {
        var files: [String: [UInt8]] = [:]
        for (path, contents) in rendered { files[path] = Array(contents.utf8) }
        return state.withLock { state in
            let paths = Set(files.keys).union(state.files.keys)
            let changedFiles = paths.filter { files[$0] != state.files[$0] }
            let newAssets = Set(assets)
            guard !changedFiles.isEmpty || newAssets != state.assets else { return [] }
            state.version += 1
            let pages = changedFiles.filter { $0.hasSuffix(".html") }.map { "/" + $0 }.sorted()
            for page in pages { state.pageVersions[page] = state.version }
            state.files = files
            state.assets = newAssets
            return pages
        }
    }

    /// The current version and the pages that changed after `version`.
    public func changes(since version: Int) -> (version: Int, pages: [String]) {
        state.withLock { state in
            (state.version, state.pageVersions.filter { $0.value > version }.keys.sorted())
        }
    }

    /// A response: its status, content type and body.
    public struct Response: Sendable, Equatable {
        public var status: Int
        public var contentType: String
        public var body: [UInt8]
    }

    /// The answer to a GET of `path` (already percent-decoded): a site file,
    /// an HTML page with the reload script inserted (and, for a reader who
    /// may run examples, the `playground` script), a script itself, or
    /// the site's 404 page with status 404 (`/favicon.ico`, when the site has
    /// none, is an empty 204). A path with a `.` or `..`
    /// component, a hidden name or a NUL is never looked up.
    public func response(for path: String, playground: Bool = false) -> Response {
        for (served, asset) in [(Self.scriptPath, "live-reload.js"), (Self.playgroundScriptPath, "playground.js")] where path == served {
            let script = (try? SiteAssets.text(asset)) ?? ""
            return Response(status: 200, contentType: "text/javascript; charset=utf-8", body: Array(script.utf8))
        }
        let (files, assets, version) = state.withLock { ($0.files, $0.assets, $0.version) }
        guard let relative = Self.sitePath(path) else { return notFound(files, version: version) }
        for candidate in [relative, relative.isEmpty ? "index.html" : relative + "/index.html"] {
            if let body = files[candidate] {
                return Response(
                    status: 200, contentType: Self.contentType(candidate),
                    body: Self.withScript(body, candidate, version, playground: playground))
            }
        }
        if assets.contains(relative), let data = try? Data(contentsOf: assetRoot.appending(path: relative)) {
            return Response(status: 200, contentType: Self.contentType(relative), body: Array(data))
        }
        if relative == "favicon.ico" {
            // Browsers ask for it unprompted; a site without one answers with nothing, not an error.
            return Response(status: 204, contentType: "image/x-icon", body: [])
        }
        return notFound(files, version: version)
    }

    private func notFound(_ files: [String: [UInt8]], version: Int) -> Response {
        if files.isEmpty {
            // Before the first build: a page that loads the site once it is there.
            let waiting = SiteTemplates.waiting.fill([:]) + "\n"
            return Response(
                status: 404, contentType: "text/html; charset=utf-8", body: Self.withScript(Array(waiting.utf8), ".html", version))
        }
        // Served at any depth: its relative links (styles, scripts, pages) read from the site's root.
        let page = files["404.html"].map { Self.withScript(Self.withBase($0), "404.html", version) } ?? Array("Not found\n".utf8)
        return Response(
            status: 404, contentType: files["404.html"] == nil ? "text/plain; charset=utf-8" : "text/html; charset=utf-8", body: page)
    }

    /// The path inside the site (no leading or trailing slash), or nil when
    /// it has a component that could leave it or name a hidden file.
    static func sitePath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains(where: { $0.hasPrefix(".") }) else { return nil }
        return components.joined(separator: "/")
    }

    /// The page with `<base href="/">` first in its head, unless it has a base already.
    static func withBase(_ body: [UInt8]) -> [UInt8] {
        let page = String(decoding: body, as: UTF8.self)
        guard !page.contains("<base "), let head = page.range(of: "<head>") else { return body }
        var based = page
        based.insert(contentsOf: "\n<base href=\"/\">", at: head.upperBound)
        return Array(based.utf8)
    }

    /// An HTML page with the reload script (and the playground's, if asked) before `</head>`; other files as they are.
    static func withScript(_ body: [UInt8], _ path: String, _ version: Int, playground: Bool = false) -> [UInt8] {
        guard path.hasSuffix(".html") else { return body }
        let page = String(decoding: body, as: UTF8.self)
        var tag = "<script src=\"\(scriptPath)\" data-version=\"\(version)\" defer></script>\n"
        if playground { tag += "<script src=\"\(playgroundScriptPath)\" defer></script>\n" }
        guard let head = page.range(of: "</head>") else { return body }
        var served = page
        served.insert(contentsOf: tag, at: head.lowerBound)
        return Array(served.utf8)
    }

    static func contentType(_ path: String) -> String {
        let types = [
            "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8",
            "json": "application/json", "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
            "gif": "image/gif", "webp": "image/webp", "txt": "text/plain; charset=utf-8",
            // A page's source (SourceLinks' copies): shown as text, not downloaded.
            "md": "text/plain; charset=utf-8"
        ]
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let suffix = name.contains(".") ? String(name.split(separator: ".").last ?? "").lowercased() : ""
        return types[suffix] ?? "application/octet-stream"
    }
}
