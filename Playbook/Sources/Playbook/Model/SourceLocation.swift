/// A place in a markdown file, printed the way compilers print locations
/// (`Docs/05-work.md:41:1`) so editors can jump to it. A path that would
/// make that read another way (a colon: `x:3:1: error: y.md`) or that holds
/// a quote or a control character is printed quoted and escaped
/// (`"x:3:1: error: y.md":5:1`), see ``displayPath(_:)``.
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

    public var description: String { "\(Self.displayPath(path)):\(line):\(column)" }

    /// The path as locations show it: as it is, or quoted (`"..."`) with
    /// `\`, `"` and control characters escaped (`\u{A}`) when it holds a
    /// colon, a quote or a character ``VisibleText`` escapes (a newline and a
    /// tab too), so that `path:line:column` reads one way only.
    public static func displayPath(_ path: String) -> String {
        let needsQuotes = path.unicodeScalars.contains { scalar in
            scalar == ":" || scalar == "\"" || scalar == "\n" || scalar == "\t" || VisibleText.needsEscape(scalar)
        }
        guard needsQuotes else { return path }
        var quoted = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\n", "\t": quoted += VisibleText.escape(scalar)
            default:
                if VisibleText.needsEscape(scalar) { quoted += VisibleText.escape(scalar) } else { quoted.unicodeScalars.append(scalar) }
            }
        }
        return quoted + "\""
    }
}
