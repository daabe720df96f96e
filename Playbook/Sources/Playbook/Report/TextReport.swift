/// The human report: each failure in compiler format with its notes
/// (a unified diff, stderr), what the counts hold when the lenient rules let
/// examples run uncompared or skipped blocks that are not programs, then `N
/// passed, N failed, N skipped` alone on the last line. What an example
/// printed and what a file is named are shown with their control characters
/// escaped (``VisibleText``).
public struct TextReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) -> String {
        render(ReportDocument(report))
    }

    public func render(_ document: ReportDocument) -> String {
        var lines: [String] = []
        for failure in document.failures {
            lines.append(VisibleText.escapedOnOneLine(failure.headline))
            lines += failure.notes.map { "    " + VisibleText.escapedOnOneLine($0) }
        }
        if let breakdown = document.breakdown { lines.append(breakdown) }
        lines.append(document.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
