/// A markdown file: its examples in order and the problems found in its fences.
public struct Chapter: Hashable, Sendable {
    /// The path as displayed in reports (relative to the working directory when possible).
    public var path: String
    public var examples: [Example]
    /// Fence grammar errors; a chapter with any is not run.
    public var diagnostics: [Diagnostic]
    /// SHA-256 of the file's bytes as read, when read from a file; `--update`
    /// refuses to rewrite a file whose bytes no longer match.
    public var sourceDigest: String?

    public init(path: String, examples: [Example], diagnostics: [Diagnostic], sourceDigest: String? = nil) {
        self.path = path
        self.examples = examples
        self.diagnostics = diagnostics
        self.sourceDigest = sourceDigest
    }
}
