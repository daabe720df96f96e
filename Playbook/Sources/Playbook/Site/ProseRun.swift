/// A run of prose: consecutive text nodes and line breaks of one paragraph,
/// joined (a soft break as a newline), with where each text node starts in
/// the markdown, so that a match can be reported at its line and column.
package struct ProseRun {
    package private(set) var text = ""
    private var starts: [(index: String.Index, line: Int, column: Int)] = []

    package init() {}

    /// Appends a text or soft-break node; false for any other node.
    package mutating func append(_ node: MarkdownNode) -> Bool {
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

    package var isEmpty: Bool { text.isEmpty }

    /// The markdown line and column (1-based, in bytes as cmark counts them) of a position of the text.
    package func location(of index: String.Index, in path: String) -> SourceLocation {
        guard let start = starts.last(where: { $0.index <= index }) else { return SourceLocation(path: path, line: 1, column: 1) }
        let offset = text.utf8.distance(from: start.index, to: index)
        return SourceLocation(path: path, line: start.line, column: start.column + offset)
    }
}
