/// Turns the documentation comments of a Swift file into one chapter: the
/// examples of every comment, in order, located at their lines and columns
/// in the Swift file (`Sources/Rx/Observables/Map.swift:12:9`).
///
/// Each comment (see `DocComment`) is parsed as markdown on its own, so a
/// fence left open in one comment cannot swallow the next, and extracted
/// with the fence grammar of chapters but one difference: an example's
/// expected output is the `//` lines that end it (`TrailingCommentOutput`),
/// not an ```output block. A ```swift setup block is shared by the later
/// examples of the same comment only. Every example imports the module the
/// file belongs to (the folder below `Sources/`), as code beside the
/// documented declaration would.
struct DocCommentExtractor: Sendable {
    /// Parses a comment's markdown.
    let parse: @Sendable (_ text: String) -> MarkdownDocument
    /// How strictly examples state their output.
    let rules: ExtractionRules

    init(rules: ExtractionRules = .strict, parse: @escaping @Sendable (String) -> MarkdownDocument = { MarkdownDocument(source: $0) }) {
        self.rules = rules
        self.parse = parse
    }

    /// The chapter of the Swift source `source`, named and located by `path`.
    func extract(source: String, path: String) -> Chapter {
        // Under the lenient rules the module is imported @testable: a doc
        // comment on an internal declaration shows code that uses it, as code
        // beside it would (the libraries are built with testing enabled).
        let implicitImport = Self.moduleName(of: path).map { rules.strictOutput ? "import \($0)" : "@testable import \($0)" }
        var examples: [Example] = []
        var diagnostics: [Diagnostic] = []
        // Under the lenient rules indented code is an example too: a comment with a line indented four spaces is read.
        let lenient = !rules.strictOutput
        for comment in DocComment.all(in: source)
        where comment.lines.contains(where: { Self.mayOpenFence($0) || lenient && $0.hasPrefix("    ") }) {
            // At the comment's markdown line 1, as the comment's own setup blocks are at their markdown lines.
            let setup = implicitImport.map { [SetupBlock(code: $0, codeFirstLine: 1, path: path)] } ?? []
            let part = ChapterExtractor(rules: rules).extract(
                document: parse(comment.markdown), path: path, convention: .trailingComments, numberedAfter: examples.count, setup: setup)
            examples += part.examples.map { Self.placed($0, in: comment) }
            diagnostics += part.diagnostics.map { diagnostic in
                var placed = diagnostic
                placed.location = Self.placed(diagnostic.location, in: comment)
                return placed
            }
        }
        return Chapter(path: path, examples: examples, diagnostics: diagnostics, origin: ChapterOrigin(kind: .docComments, file: path))
    }

    /// Whether a markdown line could open a fenced block (``` or ~~~ in it).
    private static func mayOpenFence(_ line: String) -> Bool {
        line.contains("```") || line.contains("~~~")
    }

    /// The example with its lines, columns and output line prefix in the
    /// Swift file's terms (extracted from the comment's markdown alone).
    private static func placed(_ example: Example, in comment: DocComment) -> Example {
        var example = example
        example.location = placed(example.location, in: comment)
        example.codeFirstLine = comment.sourceLine(example.codeFirstLine)
        example.setup = example.setup.map { setup in
            var placed = setup
            placed.codeFirstLine = comment.sourceLine(setup.codeFirstLine)
            return placed
        }
        if var expected = example.expected {
            expected.location = placed(expected.location, in: comment)
            let index = expected.content.firstLine - 1
            if comment.prefixes.indices.contains(index) {
                expected.content.linePrefix = comment.prefixes[index] + expected.content.linePrefix
            }
            expected.content.firstLine = comment.sourceLine(expected.content.firstLine)
            expected.content.lastLine = comment.sourceLine(expected.content.lastLine)
            example.expected = expected
        }
        return example
    }

    /// A markdown location of the comment as a location in the Swift file.
    private static func placed(_ location: SourceLocation, in comment: DocComment) -> SourceLocation {
        var placed = location
        placed.line = comment.sourceLine(location.line)
        placed.column = comment.sourceColumn(line: placed.line, markdownColumn: location.column)
        return placed
    }

    /// The module a file of a Swift package belongs to: the folder right
    /// below the last `Sources` folder of its path (resolved), written as an
    /// identifier (`My-Lib` → `My_Lib`); nil when the file is not inside one.
    static func moduleName(of path: String) -> String? {
        let components = ChapterFiles.canonicalPath(path).split(separator: "/")
        guard let sources = components.dropLast(2).lastIndex(of: "Sources") else { return nil }
        let folder = components[sources + 1]
        var name = String(folder.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }
}
