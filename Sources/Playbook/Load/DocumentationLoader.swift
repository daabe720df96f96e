/// Loads the documentation once: finds the chapter files under the paths
/// given, reads each file's bytes, decodes them as UTF-8, parses the text
/// with cmark into a `MarkdownDocument` and extracts its examples, keeping
/// every problem as a diagnostic at its line.
///
/// A file that is not a regular file (a named pipe is never opened) or
/// cannot be read, and one that is not UTF-8, becomes a chapter with no
/// examples and one error (`readError`); deep nesting and fence grammar
/// errors become the chapter's diagnostics. Nothing else in playbook reads
/// or parses a chapter.
public struct DocumentationLoader: Sendable {
    /// Reads a chapter file's bytes, or an error at its line 1.
    let readFile: @Sendable (_ file: String) -> Result<[UInt8], Diagnostic>
    /// Parses a chapter's text.
    let parse: @Sendable (_ text: String) -> MarkdownDocument

    /// Reads regular files only (`ChapterFiles`) and parses with cmark.
    public init() {
        self.init(readFile: { ChapterFiles.chapterBytes($0) }, parse: { MarkdownDocument(source: $0) })
    }

    /// Test seam: reading and parsing through these functions (to count them).
    init(readFile: @escaping @Sendable (String) -> Result<[UInt8], Diagnostic>, parse: @escaping @Sendable (String) -> MarkdownDocument) {
        self.readFile = readFile
        self.parse = parse
    }

    /// The chapters of the markdown files at or below each path, in
    /// `ChapterFiles.find`'s order. A path that does not exist is an error.
    public func load(_ paths: [String]) throws(PlaybookError) -> Documentation {
        Documentation(paths: paths, chapters: try ChapterFiles.find(paths).map(chapter(file:)))
    }

    /// Chapters from text already in memory, as (path, markdown), in order.
    public func load(sources: [(path: String, text: String)]) -> Documentation {
        Documentation(paths: sources.map(\.path), chapters: sources.map { chapter(source: $0.text, path: $0.path) })
    }

    /// The chapter of one markdown file.
    public func chapter(file: String) -> Chapter {
        let origin = ChapterOrigin(kind: .markdown, file: file)
        let bytes: [UInt8]
        switch readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error):
            return Chapter(path: file, examples: [], diagnostics: [error], origin: origin, readError: error)
        }
        let digest = SHA256.hex(bytes: bytes)
        switch ChapterText.decode(bytes, path: file) {
        case .success(let text):
            var chapter = ChapterExtractor().extract(document: parse(text), path: file)
            chapter.sourceDigest = digest
            chapter.origin = origin
            return chapter
        case .failure(let error):
            return Chapter(path: file, examples: [], diagnostics: [error], sourceDigest: digest, origin: origin, readError: error)
        }
    }

    /// The chapter of markdown text not read from a file, named `path`.
    public func chapter(source: String, path: String) -> Chapter {
        var chapter = ChapterExtractor().extract(document: parse(source), path: path)
        chapter.origin = ChapterOrigin(kind: .markdown, file: path)
        return chapter
    }
}
