import Foundation

/// `playbook.json` beside a package's Package.swift: what the author tells
/// playbook that the manifest does not. Every key is optional:
///
/// ```json
/// {"products": ["Rx", "RxTesting", "RxBlocking"], "traits": ["TraceResources"],
///  "paths": ["Docs", "Playgrounds"], "strict": true}
/// ```
///
/// - `products`: the library products the examples are built with (default:
///   every library product of the package). Their targets are the modules
///   an example may import.
/// - `traits`: the package traits enabled for that build (default: the
///   package's default traits).
/// - `paths`: what `playbook test` and `playbook build` read when no path is
///   given (default: README.md, Docs, Documentation, Guides, Playgrounds and
///   Sources, those that exist).
/// - `strict`: every example that runs must state its output in an
///   ```output block (see ``ExtractionRules``); `--strict` on the command line.
/// - `title`: the site's name (default: the package's name).
/// - `sections`: the sidebar section of each top folder's pages
///   (`{"Docs": "Guide"}`; default: Docs, Documentation and Guides are
///   "Guide", any other folder its own name, files at the top "Pages").
/// - `flavour`: `"rx"` switches on what only a reactive library's
///   documentation wants: Copy as a plain RxSwift program (this repository's
///   `Rx` imports written as RxSwift's), the "what if" moves of marble
///   diagrams on the `Operators` section, references from the guide to the
///   operator pages. Off by default.
/// - `repository`: the repository's web page (`https://github.com/owner/name`),
///   linked from every page (default: the https page of the checkout's
///   `origin` remote, see ``SourceLinks``).
/// - `sourceURL`: a file's address at the repository, `{path}` standing for
///   its path there (default: `<repository>/blob/<branch>/{path}`), which
///   each page links to as its source.
public struct PlaybookConfiguration: Sendable, Equatable {
    public static let fileName = "playbook.json"

    public var products: [String]?
    public var traits: [String]?
    public var paths: [String]?
    public var strict: Bool?
    public var title: String?
    public var sections: [String: String]?
    public var flavour: String?
    public var repository: String?
    public var sourceURL: String?

    public init(products: [String]? = nil, traits: [String]? = nil, paths: [String]? = nil, strict: Bool? = nil) {
        self.products = products
        self.traits = traits
        self.paths = paths
        self.strict = strict
    }

    /// Reads `playbook.json` in `root`; nil when there is none.
    public static func load(root: URL) throws(PlaybookError) -> PlaybookConfiguration? {
        let file = root.appending(path: fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw .unreadableFile(path: file.path, reason: error.localizedDescription) }
        return try PlaybookConfiguration(decoding: data, path: file.path)
    }

    /// Decodes the file's text; a wrong key, type or JSON syntax is an error
    /// naming `path` and showing the expected shape.
    init(decoding data: Data, path: String) throws(PlaybookError) {
        let shape =
            #"expected {"products": ["Library", ...], "traits": ["Trait", ...], "paths": ["Docs", ...], "strict": true, "title": "Name", "sections": {"Docs": "Guide"}, "flavour": "rx", "repository": "https://github.com/owner/name", "sourceURL": "https://host/owner/name/blob/main/{path}"}, each optional"#
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw .invalidConfiguration(path: path, message: "not valid JSON; \(shape)")
        }
        guard let keys = object as? [String: Any] else {
            throw .invalidConfiguration(path: path, message: "the file must hold one JSON object; \(shape)")
        }
        for key in keys.keys.sorted() where !Self.keys.contains(key) {
            throw .invalidConfiguration(path: path, message: "unknown key \"\(key)\"; \(shape)")
        }
        func names(_ key: String) throws(PlaybookError) -> [String]? {
            guard let value = keys[key] else { return nil }
            guard let list = value as? [String] else {
                throw .invalidConfiguration(path: path, message: "\"\(key)\" must be a list of names; \(shape)")
            }
            return list
        }
        products = try names("products")
        traits = try names("traits")
        paths = try names("paths")
        if let value = keys["strict"] {
            guard let flag = value as? Bool else {
                throw .invalidConfiguration(path: path, message: "\"strict\" must be true or false; \(shape)")
            }
            strict = flag
        }
        if let value = keys["title"] {
            guard let text = value as? String, !text.isEmpty else {
                throw .invalidConfiguration(path: path, message: "\"title\" must be a non-empty string; \(shape)")
            }
            title = text
        }
        if let value = keys["sections"] {
            guard let map = value as? [String: String] else {
                throw .invalidConfiguration(path: path, message: "\"sections\" must map folder names to section names; \(shape)")
            }
            sections = map
        }
        if let value = keys["flavour"] {
            guard let name = value as? String, name == "rx" else {
                throw .invalidConfiguration(path: path, message: "\"flavour\" is \"rx\" or absent; \(shape)")
            }
            flavour = name
        }
        func address(_ key: String, with placeholder: String?) throws(PlaybookError) -> String? {
            guard let value = keys[key] else { return nil }
            guard let text = value as? String, text.hasPrefix("https://") || text.hasPrefix("http://"),
                placeholder.map(text.contains) ?? true
            else {
                let needs = placeholder.map { ", with \($0) where a file's path goes" } ?? ""
                throw .invalidConfiguration(path: path, message: "\"\(key)\" must be an http(s) address\(needs); \(shape)")
            }
            return text
        }
        repository = try address("repository", with: nil)
        sourceURL = try address("sourceURL", with: "{path}")
    }

    /// The keys the file may have.
    static let keys = ["products", "traits", "paths", "strict", "title", "sections", "flavour", "repository", "sourceURL"]

    /// Whether the Rx flavour is on (see the type's documentation).
    public var isRxFlavoured: Bool { flavour == "rx" }
}
