/// The human report: each failure in compiler format with its notes
/// (a unified diff, stderr), what the counts hold when some examples ran
/// without an output to compare or were skipped, then `N passed, N failed,
/// N skipped` alone on the last line.
public struct TextReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) -> String {
        var lines: [String] = []
        for failure in report.failures {
            lines.append(failure.headline)
            lines += failure.notes.map { "    " + $0 }
        }
        if let breakdown = report.breakdown { lines.append(breakdown) }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}
