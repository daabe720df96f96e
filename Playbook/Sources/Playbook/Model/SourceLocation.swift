/// A place in a markdown file, printed the way compilers print locations
/// (`Docs/05-work.md:41:1`) so editors can jump to it.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path as the user gave it (relative paths stay relative).
    public var path: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column number.
    public var column: Int

    public init(path: String, line: Int, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }

    public var description: String { "\(path):\(line):\(column)" }
}
