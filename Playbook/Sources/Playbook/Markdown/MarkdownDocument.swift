import CCmark

/// A markdown file parsed by cmark into a Swift tree with source positions.
///
/// This is the only file that imports CCmark: the C nodes are copied into
/// `MarkdownNode` values and freed before `init` returns.
public struct MarkdownDocument: Hashable, Sendable {
    public let root: MarkdownNode
    /// The source split into lines without their terminators, numbered as
    /// cmark and editors number them: LF, CRLF and a lone CR each end a line.
    public let lines: [Substring]

    public init(source: String) {
        let utf8 = source.utf8
        var position = utf8.startIndex
        var offset = 0
        lines = SourceLines.split(utf8, keepingEmptyLast: true).map { line in
            let start = utf8.index(position, offsetBy: line.content.lowerBound - offset)
            let end = utf8.index(start, offsetBy: line.content.count)
            position = utf8.index(end, offsetBy: line.terminator.count)
            offset = line.terminator.upperBound
            return source[start..<end]
        }
        // One spare byte so the buffer has an address even for an empty file.
        var bytes = Array(source.utf8) + [0]
        let length = bytes.count - 1
        let document = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parse_document($0, length, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let document else {
            // cmark only returns nil when it cannot allocate memory.
            fatalError("cmark could not allocate a document")
        }
        defer { cmark_node_free(document) }
        var deepest: (line: Int, column: Int)?
        root = MarkdownNode(copying: document, depth: 0, tooDeep: &deepest)
        tooDeep = deepest.map { TooDeep(line: $0.line, column: $0.column) }
    }

    /// How deep containers and inlines may nest (block quotes, list items,
    /// emphasis, links). Deeper content is left out of the tree and reported
    /// through `tooDeep`, so no walk over the tree can exhaust the stack.
    public static let nestingLimit = 100

    /// Where the first node deeper than `nestingLimit` starts, if any; its
    /// content (and everything deeper) is missing from `root`.
    public struct TooDeep: Sendable, Hashable {
        public var line: Int
        public var column: Int
    }

    public let tooDeep: TooDeep?

    /// The document of an empty file (a chapter that could not be read has it).
    public static let empty = MarkdownDocument(source: "")
}

/// One node of the markdown tree.
public struct MarkdownNode: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case document, blockQuote, list, item, codeBlock, htmlBlock, customBlock
        case paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, customInline
        case emphasis, strong, link, image, unknown
    }

    public var kind: Kind
    public var startLine: Int
    public var startColumn: Int
    public var endLine: Int
    public var endColumn: Int
    /// Text of code blocks, code spans, text and HTML nodes.
    public var literal: String?
    /// The info string of a fenced code block (empty for indented code).
    public var fenceInfo: String?
    /// Heading level, 1...6, for headings.
    public var headingLevel: Int?
    /// Destination of links and images.
    public var url: String?
    /// The first number of an ordered list; nil for bullet lists and other nodes.
    public var listStart: Int?
    public var children: [MarkdownNode]

    fileprivate init(copying node: OpaquePointer, depth: Int, tooDeep: inout (line: Int, column: Int)?) {
        kind = Kind(cmark_node_get_type(node))
        startLine = Int(cmark_node_get_start_line(node))
        startColumn = Int(cmark_node_get_start_column(node))
        endLine = Int(cmark_node_get_end_line(node))
        endColumn = Int(cmark_node_get_end_column(node))
        // Code and HTML blocks keep the file's line ends in cmark; every reader here expects LF.
        literal = cmark_node_get_literal(node).map { SourceLines.normalizingLineEndings(String(cString: $0)) }
        fenceInfo = kind == .codeBlock ? cmark_node_get_fence_info(node).map { String(cString: $0) } : nil
        headingLevel = kind == .heading ? Int(cmark_node_get_heading_level(node)) : nil
        url = kind == .link || kind == .image ? cmark_node_get_url(node).map { String(cString: $0) } : nil
        listStart = kind == .list && cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? Int(cmark_node_get_list_start(node)) : nil
        var copied: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        if child != nil && depth >= MarkdownDocument.nestingLimit {
            if tooDeep == nil { tooDeep = (startLine, startColumn) }
            child = nil
        }
        while let current = child {
            copied.append(MarkdownNode(copying: current, depth: depth + 1, tooDeep: &tooDeep))
            child = cmark_node_next(current)
        }
        children = copied
    }

    /// This node and all its descendants, in document order.
    public func walk(_ visit: (MarkdownNode) -> Void) {
        visit(self)
        for child in children { child.walk(visit) }
    }
}

extension MarkdownNode.Kind {
    fileprivate init(_ type: cmark_node_type) {
        switch type {
        case CMARK_NODE_DOCUMENT: self = .document
        case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
        case CMARK_NODE_LIST: self = .list
        case CMARK_NODE_ITEM: self = .item
        case CMARK_NODE_CODE_BLOCK: self = .codeBlock
        case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
        case CMARK_NODE_CUSTOM_BLOCK: self = .customBlock
        case CMARK_NODE_PARAGRAPH: self = .paragraph
        case CMARK_NODE_HEADING: self = .heading
        case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
        case CMARK_NODE_TEXT: self = .text
        case CMARK_NODE_SOFTBREAK: self = .softBreak
        case CMARK_NODE_LINEBREAK: self = .lineBreak
        case CMARK_NODE_CODE: self = .code
        case CMARK_NODE_HTML_INLINE: self = .htmlInline
        case CMARK_NODE_CUSTOM_INLINE: self = .customInline
        case CMARK_NODE_EMPH: self = .emphasis
        case CMARK_NODE_STRONG: self = .strong
        case CMARK_NODE_LINK: self = .link
        case CMARK_NODE_IMAGE: self = .image
        default: self = .unknown
        }
    }
}
