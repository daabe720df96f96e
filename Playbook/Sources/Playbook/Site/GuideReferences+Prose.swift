/// A run of prose: consecutive text nodes and line breaks of one paragraph,
/// joined (a soft break as a newline), with where each text node starts in
/// the markdown, so that a match can be reported at its line and column.
struct ProseRun {
    private(set) var text = ""
    private var starts: [(index: String.Index, line: Int, column: Int)] = []

    /// Appends a text or soft-break node; false for any other node.
    mutating func append(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .text:
            starts.append((text.endIndex, node.startLine, node.startColumn))
            text += node.literal ?? ""
        case .softBreak:
            text += "\n"
        default:
            return false
        }
        return true
    }

    var isEmpty: Bool { text.isEmpty }

    /// The markdown line and column (1-based, in bytes as cmark counts them) of a position of the text.
    func location(of index: String.Index, in path: String) -> SourceLocation {
        guard let start = starts.last(where: { $0.index <= index }) else { return SourceLocation(path: path, line: 1, column: 1) }
        let offset = text.utf8.distance(from: start.index, to: index)
        return SourceLocation(path: path, line: start.line, column: start.column + offset)
    }
}

extension GuideReferences {
    /// A reference that resolves to nothing, at its place in the markdown.
    struct Unresolved {
        var location: SourceLocation
        var problem: LinkResolver.Problem
    }

    /// Every chapter or Playgrounds reference of the page's prose that leads nowhere.
    func problems(on page: SitePage) -> [Unresolved] {
        var problems: [Unresolved] = []
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .heading, .link, .image, .codeBlock, .htmlBlock, .htmlInline, .code:
                return
            default:
                break
            }
            var run = ProseRun()
            func flush() {
                guard !run.isEmpty else { return }
                for found in references(inText: run.text, on: page) {
                    if case .failure(let problem) = found.target {
                        problems.append(
                            Unresolved(location: run.location(of: found.range.lowerBound, in: page.sourcePath), problem: problem))
                    }
                }
                run = ProseRun()
            }
            for child in node.children {
                if run.append(child) { continue }
                flush()
                visit(child)
            }
            flush()
        }
        visit(page.document.root)
        return problems
    }
}
