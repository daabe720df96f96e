/// A fenced code block as found in the markdown: its info string, its text,
/// and where its fences and content lie.
struct FencedBlock: Hashable, Sendable {
    var info: String
    var text: String
    /// Line and column of the opening fence.
    var line: Int
    var column: Int
    var content: FencedContent
    /// False when the file ends before a closing fence.
    var isClosed: Bool

    /// The fenced code blocks of a document in order; indented code blocks are left out.
    static func all(in document: MarkdownDocument) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        document.root.walk { node in
            guard node.kind == .codeBlock, let block = FencedBlock(node, lines: document.lines) else { return }
            blocks.append(block)
        }
        return blocks
    }

    private init?(_ node: MarkdownNode, lines: [Substring]) {
        guard node.startLine >= 1, node.startLine <= lines.count else { return nil }
        let opening = Self.afterPrefix(lines[node.startLine - 1], column: node.startColumn)
        guard let fence = Self.fence(in: opening) else { return nil }
        info = node.fenceInfo ?? ""
        text = node.literal ?? ""
        line = node.startLine
        column = node.startColumn
        let closing = node.endLine > node.startLine && node.endLine <= lines.count
            ? Self.afterPrefix(lines[node.endLine - 1], column: node.startColumn) : nil
        isClosed = closing.map { Self.closes(fence, line: $0) } ?? false
        let indentation = opening.prefix(while: { $0 == " " }).count + node.startColumn - 1
        content = FencedContent(
            firstLine: node.startLine + 1,
            lastLine: isClosed ? node.endLine - 1 : node.endLine,
            indentation: indentation)
    }

    /// The line from the node's start column on (drops block quote markers).
    private static func afterPrefix(_ line: Substring, column: Int) -> Substring {
        line.dropFirst(max(0, column - 1))
    }

    /// The fence character and its length, if the line opens a fence.
    private static func fence(in line: Substring) -> (Character, Int)? {
        let body = line.drop(while: { $0 == " " })
        guard let first = body.first, first == "`" || first == "~" else { return nil }
        let count = body.prefix(while: { $0 == first }).count
        return count >= 3 ? (first, count) : nil
    }

    private static func closes(_ fence: (Character, Int), line: Substring) -> Bool {
        let body = line.drop(while: { $0 == " " })
        let count = body.prefix(while: { $0 == fence.0 }).count
        return count >= fence.1 && body.dropFirst(count).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
