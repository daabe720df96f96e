/// A problem found in a chapter or while verifying an example, printed as
/// `path:line:column: severity: summary` followed by indented notes.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible, Error {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public var location: SourceLocation
    public var severity: Severity
    /// One sentence saying what is wrong and, where possible, what to do.
    public var summary: String
    /// Further lines shown below the summary (a diff, a compiler message, stderr).
    public var notes: [String]

    public init(_ severity: Severity = .error, at location: SourceLocation, _ summary: String, notes: [String] = []) {
        self.location = location
        self.severity = severity
        self.summary = summary
        self.notes = notes
    }

    /// The first line only, in compiler format.
    public var headline: String { "\(location): \(severity.rawValue): \(summary)" }

    public var description: String {
        ([headline] + notes).joined(separator: "\n")
    }
}
