/// GitHub Actions workflow commands, one `::error` line per failure (grammar
/// errors first, then failed examples in document order), so that each failure
/// shows on the pull request's diff at its markdown line:
///
///     ::error file=Docs/05-work.md,line=41,col=1,title=output differs from the expected block::--- expected%0A+++ actual%0A...
///
/// The title is the failure's summary; the message is the summary followed by
/// its notes (the diff, the compiler's errors, stderr), newlines written as
/// `%0A`. The message escapes `%` and `\n`, and shows every other control
/// character as `\u{D}` (``VisibleText``: the runner would turn `%0D` back
/// into a carriage return in the log); the properties (file, title) also
/// escape `,` and `:`, as the Actions runner reads them. Passed and
/// skipped examples print nothing. The lines come beside the text report,
/// not instead of it.
public struct GitHubAnnotations: Sendable {
    public init() {}

    /// Whether the environment says the run is a GitHub Actions job
    /// (`GITHUB_ACTIONS=true`, which the runner sets in every step).
    public static func isGitHubActions(_ environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// One line per failure, each ending in a newline; empty when nothing failed.
    public func render(_ report: VerificationReport) -> String {
        render(ReportDocument(report))
    }

    public func render(_ document: ReportDocument) -> String {
        document.failures.map { annotation($0) + "\n" }.joined()
    }

    /// The workflow command for one failure of a report.
    func annotation(_ failure: ReportDocument.Failure) -> String {
        let severity = Diagnostic.Severity(rawValue: failure.severity) ?? .error
        return annotation(
            Diagnostic(
                severity, at: SourceLocation(path: failure.path, line: failure.line, column: failure.column), failure.message,
                notes: failure.notes))
    }

    /// The workflow command for one diagnostic.
    public func annotation(_ diagnostic: Diagnostic) -> String {
        let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
        let properties = [
            "file=" + Self.escapeProperty(diagnostic.location.path),
            "line=\(diagnostic.location.line)",
            "col=\(diagnostic.location.column)",
            "title=" + Self.escapeProperty(diagnostic.summary)
        ]
        let message = ([diagnostic.summary] + diagnostic.notes).joined(separator: "\n")
        return "::\(command) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
    }

    /// A message: `%` and `\n` as `%25` and `%0A`, other controls as `\u{D}`.
    static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// A property value: as a message, and `:` and `,` as `%3A` and `%2C`.
    static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var escaped = ""
        // Control characters show as `\u{1B}` (VisibleText); newlines become %0A below.
        for scalar in VisibleText.escaped(text).unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\n": escaped += "%0A"
            case ":" where property: escaped += "%3A"
            case "," where property: escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
