/// The expected stdout of an example, written in the ```output block below it.
public struct ExpectedOutput: Hashable, Sendable, Codable {
    /// How printed lines are compared with the expected lines.
    public enum Matcher: String, Hashable, Sendable, Codable {
        /// Line by line in order; `...` wildcards allowed.
        case exact
        /// The same lines in any order; `...` wildcards allowed.
        case unordered
        /// The same values in order, however they are split into lines: the
        /// printed text and the expected text each read as a list of values
        /// separated by line breaks or commas. For output that comments after
        /// printing code state loosely (see `CommentOutput`).
        case values
    }

    /// The block's text, without the fences.
    public var text: String
    public var matcher: Matcher
    /// The opening fence of the output block.
    public var location: SourceLocation
    /// Where the block's content lives in the file, for `--update`.
    public var content: FencedContent
    /// False when `--update` cannot rewrite it: output stated by `// Prints`
    /// comments spread through the code.
    public var updatable = true
    /// True for output stated in comments (`// Prints "Loading..."`):
    /// compared line for line, with no wildcard or placeholder.
    public var literal = false

    public init(text: String, matcher: Matcher, location: SourceLocation, content: FencedContent) {
        self.text = text
        self.matcher = matcher
        self.location = location
        self.content = content
    }
}

/// The lines between an opening and a closing fence, by 1-based line number
/// (LF, CRLF and a lone CR each end a line).
/// `firstLine > lastLine` means the block is empty (`lastLine == firstLine - 1`).
public struct FencedContent: Hashable, Sendable, Codable {
    public var firstLine: Int
    public var lastLine: Int
    /// What each content line starts with: the continuation of the block's
    /// containers (`> ` for a block quote, spaces for a list item) and the
    /// opening fence's indentation.
    public var linePrefix: String
    /// The opening fence: its run of backticks or tildes.
    public var fence: String

    public init(firstLine: Int, lastLine: Int, linePrefix: String = "", fence: String = "```") {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.linePrefix = linePrefix
        self.fence = fence
    }
}
