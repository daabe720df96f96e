import Foundation

/// One chapter of the documentation as loaded: where it comes from, its
/// parsed markdown, its examples in order and the problems found in it.
///
/// A chapter is read, decoded and parsed once (by `DocumentationLoader`);
/// verification, the site, the playground export and the operator pages all
/// take it as it is.
public struct Chapter: Hashable, Sendable {
    /// The path as given (a path on the command line, joined with the file's
    /// place in a folder): examples are named (`Docs/05-work.md#3`), located
    /// and identified by it, and reports show it.
    public var path: String
    public var examples: [Example]
    /// Fence grammar errors and, for a file that could not be read, `readError`;
    /// a chapter with any is not run.
    public var diagnostics: [Diagnostic]
    /// SHA-256 of the file's bytes as read, when read from a file; `--update`
    /// refuses to rewrite a file whose bytes no longer match.
    public var sourceDigest: String?
    /// Where the chapter comes from: its file, the path the site shows, the kind of source.
    public var origin: ChapterOrigin
    /// The chapter's markdown parsed by cmark (empty when it could not be read
    /// or decoded, and for doc comments, each parsed on its own).
    public var document: MarkdownDocument
    /// Why the file could not be read or decoded (not a regular file, not
    /// UTF-8), or nil; such a chapter has no examples and this as its one diagnostic.
    public var readError: Diagnostic?

    public init(
        path: String, examples: [Example], diagnostics: [Diagnostic], sourceDigest: String? = nil,
        origin: ChapterOrigin? = nil, document: MarkdownDocument = .empty, readError: Diagnostic? = nil
    ) {
        self.path = path
        self.examples = examples
        self.diagnostics = diagnostics
        self.sourceDigest = sourceDigest
        self.origin = origin ?? ChapterOrigin(kind: .markdown, file: path)
        self.document = document
        self.readError = readError
    }
}

/// Where a chapter comes from.
///
/// A markdown file, a DocC article or the `///` doc comments of a Swift
/// file: each is a chapter of its own kind, its examples located in its file.
public struct ChapterOrigin: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// A markdown file of Docs/ or Playgrounds/ in playbook's fence grammar.
        case markdown
        /// A markdown article of a DocC catalog (a `.md` file inside a
        /// `*.docc` folder): the same fence grammar; DocC's own syntax
        /// (double-backtick symbol links, `@Metadata` and other directives)
        /// is markdown text to playbook.
        case doccArticle
        /// The documentation comments of a Swift file (see `DocCommentExtractor`):
        /// an example's expected output is the `//` lines that end it. Such a
        /// chapter has no page on the site (its `document` is empty).
        case docComments

        /// The kind of the file at `path`: a `.swift` file's doc comments, a
        /// `.md` file inside a `*.docc` folder, or markdown.
        public init(path: String) {
            if path.hasSuffix(".swift") {
                self = .docComments
            } else if path.split(separator: "/").dropLast().contains(where: { $0.hasSuffix(".docc") }) {
                self = .doccArticle
            } else {
                self = .markdown
            }
        }
    }

    public var kind: Kind
    /// The file the chapter was read from, as found (`./Docs/05-work.md`).
    public var file: String
    /// The file as the site shows it and links to it: relative to the working
    /// directory when inside it, without a leading `./` (`Docs/05-work.md`).
    public var displayPath: String

    public init(kind: Kind, file: String, displayPath: String? = nil) {
        self.kind = kind
        self.file = file
        self.displayPath = displayPath ?? Self.displayPath(file)
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
}
