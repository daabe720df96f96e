/// A fenced code block as found in the markdown: its info string, its text,
/// and where its fences and content lie.
package struct FencedBlock: Hashable, Sendable {
    package var info: String
    /// The content, with LF line ends whatever the file uses.
    package var text: String
    /// Line and column of the opening fence.
    package var line: Int
    package var column: Int
    package var content: FencedContent
    /// False when the file ends before a closing fence.
    package var isClosed: Bool

    /// The fenced code blocks of a document in order; indented code blocks
    /// are left out unless `indented` is true, and then come as blocks of
    /// `indentedInfo` (a doc comment's indented code is Swift, as DocC reads it).
    package static func all(in document: MarkdownDocument, indented: Bool = false, indentedInfo: String = "swift") -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        document.root.walk { node in
            guard node.kind == .codeBlock else { return }
            if let block = FencedBlock(node, lines: document.lines) {
                blocks.append(block)
            } else if indented, let block = FencedBlock(indented: node, lines: document.lines, info: indentedInfo) {
                blocks.append(block)
            }
        }
        return blocks
    }

    /// An indented code block, read as a fenced one with `info`: its content
    /// lines are its own lines, their prefix the containers and the four
    /// spaces of indentation. Nil for a fenced block or a node out of the lines.
    private init?(indented node: MarkdownNode, lines: [Substring], info: String) {
        guard (node.fenceInfo ?? "").isEmpty, node.startLine >= 1, node.endLine <= lines.count, node.endLine >= node.startLine
        else { return nil }
        let first = lines[node.startLine - 1]
        let body = first.drop(while: { $0 == " " || $0 == ">" })
        guard !body.hasPrefix("```"), !body.hasPrefix("~~~") else { return nil }
        self.info = info
        text = node.literal ?? ""
        line = node.startLine
        column = node.startColumn
        isClosed = true
        let prefixLength = min(max(0, node.startColumn - 1), first.utf8.count)
        content = FencedContent(
            firstLine: node.startLine, lastLine: node.endLine,
            linePrefix: String(decoding: first.utf8.prefix(prefixLength), as: UTF8.self), fence: "")
    }

    private init?(_ node: MarkdownNode, lines: [Substring]) {
        guard node.startLine >= 1, node.startLine <= lines.count else { return nil }
        let openingLine = lines[node.startLine - 1]
        // cmark's column counts bytes up to the fence (containers and the fence's indentation).
        let prefixLength = min(max(0, node.startColumn - 1), openingLine.utf8.count)
        let prefix = String(decoding: openingLine.utf8.prefix(prefixLength), as: UTF8.self)
        let opening = Substring(String(decoding: openingLine.utf8.dropFirst(prefixLength), as: UTF8.self))
        guard let fence = Self.fence(in: opening) else { return nil }
        // Indented code whose first line starts with backticks (a grammar
        // listing) holds that line; a fenced block never holds its opening
        // line: with no info string that line would have closed it.
        if (node.fenceInfo ?? "").isEmpty, (node.literal ?? "").prefix(while: { $0 != "\n" }) == opening { return nil }
        info = node.fenceInfo ?? ""
        text = node.literal ?? ""
        line = node.startLine
        column = node.startColumn
        // A closed block's content lines are those strictly between its fences.
        let contentLines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } + (text.isEmpty || text.hasSuffix("\n") ? 0 : 1)
        let quoteDepth = prefix.filter { $0 == ">" }.count
        isClosed =
            node.endLine > node.startLine && node.endLine <= lines.count
            && node.endLine - node.startLine - 1 == contentLines
            && Self.closes(fence, line: Self.droppingContainers(lines[node.endLine - 1], quotes: quoteDepth))
        let spaces = opening.prefix(while: { $0 == " " })
        content = FencedContent(
            firstLine: node.startLine + 1,
            lastLine: isClosed ? node.endLine - 1 : node.endLine,
            linePrefix: Self.continuation(of: prefix) + spaces,
            fence: String(repeating: fence.0, count: fence.1))
    }

    /// What continues the containers of a line on the lines below it: block
    /// quote markers stay, list markers become spaces of the same width.
    package static func continuation(of prefix: String) -> String {
        String(prefix.map { $0 == ">" || $0 == " " || $0 == "\t" ? $0 : " " })
    }

    /// The line after `quotes` block quote markers and the spaces around them.
    private static func droppingContainers(_ line: Substring, quotes: Int) -> Substring {
        var rest = line
        for _ in 0..<quotes {
            let body = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard body.first == ">" else { break }
            rest = body.dropFirst()
        }
        return rest
    }

    /// The fence character and its length, if the line opens a fence.
    private static func fence(in line: Substring) -> (Character, Int)? {
        let body = line.drop(while: { $0 == " " })
        guard let first = body.first, first == "`" || first == "~" else { return nil }
        let count = body.prefix(while: { $0 == first }).count
        return count >= 3 ? (first, count) : nil
    }

    private static func closes(_ fence: (Character, Int), line: Substring) -> Bool {
        let body = line.drop(while: { $0 == " " || $0 == "\t" })
        let count = body.prefix(while: { $0 == fence.0 }).count
        return count >= fence.1 && body.dropFirst(count).allSatisfy { $0 == " " || $0 == "\t" }
    }
}
