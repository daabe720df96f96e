/// The expected stdout of an example, written in the ```output block below it.
public struct ExpectedOutput: Hashable, Sendable, Codable {
    /// How printed lines are compared with the expected lines.
    public enum Matcher: String, Hashable, Sendable, Codable {
        /// Line by line in order; `...` wildcards allowed.
        case exact
        /// The same lines in any order; `...` wildcards allowed.
        case unordered
    }

    /// The block's text, without the fences.
    public var text: String
    public var matcher: Matcher
    /// The opening fence of the output block.
    public var location: SourceLocation
    /// Where the block's content lives in the file, for `--update`.
    public var content: FencedContent

    public init(text: String, matcher: Matcher, location: SourceLocation, content: FencedContent) {
        self.text = text
        self.matcher = matcher
        self.location = location
        self.content = content
    }
}

/// The lines between an opening and a closing fence, by 1-based line number.
/// `firstLine > lastLine` means the block is empty (`lastLine == firstLine - 1`).
public struct FencedContent: Hashable, Sendable, Codable {
    public var firstLine: Int
    public var lastLine: Int
    /// Leading spaces of the opening fence, repeated on every content line.
    public var indentation: Int

    public init(firstLine: Int, lastLine: Int, indentation: Int) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.indentation = indentation
    }
}
