import Foundation

/// Where the site links a reader to the sources, as mdBook's
/// `git-repository-url` and `edit-url-template` do: the repository's web
/// page, in the top bar, and each page's markdown file.
///
/// playbook.json may name the repository (`"repository"`) and the address of
/// a file in it (`"sourceURL"`, with `{path}` for the file's path in the
/// repository). Without `"repository"`, the documented folder's `origin`
/// remote (as configured, before any `insteadOf` rewrite) is used when it is a GitHub- or GitLab-style
/// address (`https://host/owner/name(.git)`, `git@host:owner/name.git`,
/// `ssh://git@host/owner/name.git`), as its https page; without
/// `"sourceURL"`, a file is at `<repository>/blob/<branch>/{path}` (GitLab:
/// `/-/blob/`), the branch being the one the checkout tracks, else `HEAD`,
/// the repository's default. With neither, or for a file outside the
/// checkout, a page links to the copy of its markdown that the site holds
/// (``copyFolder``), so the link works offline too.
public struct SourceLinks: Sendable, Equatable {
    /// The folder of the site that holds a copy of every page's markdown, at its path.
    public static let copyFolder = "_source"

    /// The repository's web page, or nil.
    public var repository: String?
    /// A file's address at the repository, `{path}` standing for its path there; nil links to the site's copies.
    public var template: String?
    /// The folder the template's paths are relative to (the checkout's top
    /// folder, else the documented package's), absolute.
    public var base: String?

    public init(repository: String? = nil, template: String? = nil, base: String? = nil) {
        self.repository = repository
        self.template = template
        self.base = base
    }

    /// The address of a page's source, as the page at `outputPath` links to it.
    func url(for page: SitePage, from outputPath: String) -> String {
        if let template, let path = pathInRepository(page) {
            let encoded = path.split(separator: "/").map {
                String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
            }
            return template.replacingOccurrences(of: "{path}", with: encoded.joined(separator: "/"))
        }
        return LinkResolver.relative(page.sourceCopyPath, from: outputPath)
    }

    /// The page's file relative to ``base``, if it is inside it.
    private func pathInRepository(_ page: SitePage) -> String? {
        let file = URL(fileURLWithPath: page.chapter.origin.file).standardizedFileURL.resolvingSymlinksInPath().path
        guard let base else { return page.sourcePath.hasPrefix("/") || page.sourcePath.contains("..") ? nil : page.sourcePath }
        let folder = URL(fileURLWithPath: base).standardizedFileURL.resolvingSymlinksInPath().path
        guard file.hasPrefix(folder + "/") else { return nil }
        return String(file.dropFirst(folder.count + 1))
    }

    /// The https page of a repository from a git remote's address; nil when
    /// it is not a GitHub- or GitLab-style address (a path, a bare host).
    /// A user name or token in the address is left out.
    static func webURL(fromRemote remote: String) -> String? {
        var text = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        var host: Substring
        var path: Substring
        if let scheme = ["https://", "ssh://", "git+ssh://"].first(where: { text.hasPrefix($0) }) {
            text.removeFirst(scheme.count)
            let authority = text.prefix { $0 != "/" }
            host = authority.split(separator: "@").last ?? authority
            host = host.split(separator: ":").first ?? host
            path = text.dropFirst(authority.count)
        } else if !text.contains("://"), let colon = text.firstIndex(of: ":"), text[..<colon].contains("@") || text[..<colon].contains(".")
        {
            // scp-like: git@github.com:owner/name.git
            let authority = text[..<colon]
            host = authority.split(separator: "@").last ?? authority
            path = text[text.index(after: colon)...]
        } else {
            return nil
        }
        var parts = path.split(separator: "/")
        if let last = parts.last, last.hasSuffix(".git") { parts[parts.count - 1] = last.dropLast(4) }
        let hostAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: ".-"))
        guard host.contains("."), host.unicodeScalars.allSatisfy(hostAllowed.contains), parts.count >= 2,
            parts.allSatisfy({ !$0.isEmpty && $0 != ".." && $0 != "." })
        else { return nil }
        return "https://\(host.lowercased())/" + parts.joined(separator: "/")
    }

    /// A file's address in a repository: `/blob/<branch>/{path}`, or GitLab's `/-/blob/<branch>/{path}`.
    static func fileTemplate(repository: String, branch: String) -> String {
        let isGitLab = URL(string: repository)?.host?.contains("gitlab") ?? false
        return repository + (isGitLab ? "/-/blob/" : "/blob/") + branch + "/{path}"
    }

    /// The links of the package at `root`, from its playbook.json's keys and its git checkout.
    static func load(root: URL, repository: String?, sourceURL: String?) -> SourceLinks {
        let top = git(["rev-parse", "--show-toplevel"], in: root)
        // The remote as configured: `git remote get-url` would apply the machine's `insteadOf` rewrites (a local mirror).
        let remote = repository ?? git(["config", "--get", "remote.origin.url"], in: root).flatMap(webURL(fromRemote:))
        // The remote branch the checkout tracks ("origin/main"), without its remote; else the default branch.
        let upstream = git(["rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{upstream}"], in: root)
        let branch = upstream.map { String($0.drop { $0 != "/" }.dropFirst()) }.flatMap { $0.isEmpty ? nil : $0 } ?? "HEAD"
        return SourceLinks(
            repository: remote, template: sourceURL ?? remote.map { fileTemplate(repository: $0, branch: branch) },
            base: top ?? root.standardizedFileURL.path)
    }

    /// A git command's one line of output in `folder`, or nil when it fails or git is missing.
    private static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = ChildProcess(program: "git", arguments: ["-C", folder.path] + arguments, deadline: 10, outputLimit: 1 << 16)
        guard let result = try? process.run(), result.termination == .exited(0) else { return nil }
        let line = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}

extension SitePage {
    /// Where the site keeps a copy of the page's markdown (`_source/Docs/05-work.md`):
    /// its path, or, for a file outside the working directory, its last folder and name.
    var sourceCopyPath: String {
        let components = sourcePath.split(separator: "/").map(String.init)
        let relative = components.contains("..") || sourcePath.hasPrefix("/") ? components.suffix(2).joined(separator: "/") : sourcePath
        return SourceLinks.copyFolder + "/" + relative
    }

    /// The page's markdown as read (the text its lines were split from).
    var markdownSource: String { document.lines.first.map { String($0.base) } ?? "" }
}
