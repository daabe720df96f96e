/// Loads the documentation once: finds the chapter files under the paths
/// given, reads each file's bytes, decodes them as UTF-8, parses the text
/// with cmark into a `MarkdownDocument` (a Swift file: with swift-syntax, then
/// each doc comment with cmark) and extracts its examples, keeping every
/// problem as a diagnostic at its line.
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
    /// How strictly examples state their output (see ``ExtractionRules``):
    /// strict unless asked otherwise; the `playbook` command asks for the
    /// lenient rules unless `--strict` or playbook.json says strict.
    public let rules: ExtractionRules

    /// Reads regular files only (`ChapterFiles`) and parses with cmark.
    public init(rules: ExtractionRules = .strict) {
        self.init(rules: rules, readFile: { ChapterFiles.chapterBytes($0) }, parse: { MarkdownDocument(source: $0) })
    }

    /// Test seam: reading and parsing through these functions (to count them).
    init(
        rules: ExtractionRules = .strict, readFile: @escaping @Sendable (String) -> Result<[UInt8], Diagnostic>,
        parse: @escaping @Sendable (String) -> MarkdownDocument
    ) {
        self.rules = rules
        self.readFile = readFile
        self.parse = parse
    }

    /// The chapters of the files at or below each path, in
    /// `ChapterFiles.find`'s order; a Swift file with no example and no
    /// problem in its doc comments is left out. A path that does not exist is an error.
    public func load(_ paths: [String]) throws(PlaybookError) -> Documentation {
        let chapters = try ChapterFiles.find(paths).map { chapter(file: $0, foundUnder: paths) }.filter { chapter in
            chapter.origin.kind != .docComments || !chapter.examples.isEmpty || !chapter.diagnostics.isEmpty
        }
        return Documentation(paths: paths, chapters: chapters)
    }

    /// Chapters from text already in memory, as (path, text), in order; the
    /// path's kind decides how each is read (`ChapterOrigin.Kind(path:)`).
    public func load(sources: [(path: String, text: String)]) -> Documentation {
        Documentation(paths: sources.map(\.path), chapters: sources.map { chapter(source: $0.text, path: $0.path) })
    }

    /// The chapter of one file: markdown, a DocC article or a Swift file's doc comments.
    public func chapter(file: String) -> Chapter {
        let origin = ChapterOrigin(kind: ChapterOrigin.Kind(path: file), file: file)
        let bytes: [UInt8]
        switch readFile(file) {
        case .success(let read): bytes = read
        case .failure(let error):
            return Chapter(path: file, examples: [], diagnostics: [error], origin: origin, readError: error)
        }
        let digest = SHA256.hex(bytes: bytes)
        switch ChapterText.decode(bytes, path: file) {
        case .success(let text):
            var chapter = chapter(text: text, path: file, kind: origin.kind)
            chapter.sourceDigest = digest
            return chapter
        case .failure(let error):
            return Chapter(path: file, examples: [], diagnostics: [error], sourceDigest: digest, origin: origin, readError: error)
        }
    }

    /// The chapter of a file found under `paths` (``ChapterFiles/find(_:)``):
    /// ``chapter(file:)``, but under the lenient rules a design proposal
    /// (``ChapterFiles/proposalsFolder(of:under:)``) is shown, not verified:
    /// each of its examples is skipped with the reason and what to do to
    /// verify it (name the file or its folder as a path).
    public func chapter(file: String, foundUnder paths: [String]) -> Chapter {
        var chapter = chapter(file: file)
        guard !rules.strictOutput, let folder = ChapterFiles.proposalsFolder(of: file, under: paths) else { return chapter }
        let reason =
            "a design proposal (in \(folder)): its code may show API that was proposed, changed or left out, not this version's; shown, not compiled (name the file or \(folder) as a path to verify it)"
        for index in chapter.examples.indices {
            switch chapter.examples[index].kind {
            case .setup, .skip: continue
            default: chapter.examples[index].kind = .skip(reason: reason)
            }
        }
        return chapter
    }

    /// The chapter of text not read from a file, named `path` (whose kind decides how it is read).
    public func chapter(source: String, path: String) -> Chapter {
        chapter(text: source, path: path, kind: ChapterOrigin.Kind(path: path))
    }

    private func chapter(text: String, path: String, kind: ChapterOrigin.Kind) -> Chapter {
        var chapter: Chapter
        switch kind {
        case .docComments:
            chapter = DocCommentExtractor(rules: rules, parse: parse).extract(source: text, path: path)
        case .markdown, .doccArticle:
            chapter = ChapterExtractor(rules: rules).extract(document: parse(text), path: path)
        }
        chapter.origin = ChapterOrigin(kind: kind, file: path)
        return chapter
    }
}
