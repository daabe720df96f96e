import Foundation

/// A JUnit XML report for CI: one test suite per chapter, one test case per
/// example, grammar errors as failing cases of their chapter. Control
/// characters (an example's output, a file's name) are written as `\u{1B}`
/// (``VisibleText``), as in every report, so the file always parses and
/// shows them.
public struct JUnitReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) -> String {
        render(ReportDocument(report))
    }

    public func render(_ document: ReportDocument) -> String {
        let skippedStatus = ExampleVerdict.Status.skipped.rawValue
        let failedStatus = ExampleVerdict.Status.failed.rawValue
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\"playbook\" tests=\"\(document.examples.count + document.errors.count)\" failures=\"\(document.failed)\" skipped=\"\(document.skipped)\" time=\"\(Self.seconds(document.seconds))\">"
        )
        for chapter in document.chapters {
            let entries = document.examples.filter { $0.path.isSamePath(as: chapter) }
            let errors = document.errors.filter { $0.path.isSamePath(as: chapter) }
            guard !entries.isEmpty || !errors.isEmpty else { continue }
            let failures = entries.filter { $0.status == failedStatus }.count + errors.count
            let skipped = entries.filter { $0.status == skippedStatus }.count
            let suite = Self.escape(chapter)
            lines.append(
                "  <testsuite name=\"\(suite)\" tests=\"\(entries.count + errors.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">")
            for entry in entries {
                let name = Self.escape(entry.name)
                let time = entry.seconds.map { " time=\"\(Self.seconds($0))\"" } ?? ""
                switch entry.status {
                case skippedStatus:
                    let message = Self.escape(entry.reason.map { "example skipped: \($0)" } ?? "")
                    lines.append("    <testcase classname=\"\(suite)\" name=\"\(name)\"><skipped message=\"\(message)\"/></testcase>")
                case failedStatus:
                    lines.append("    <testcase classname=\"\(suite)\" name=\"\(name)\"\(time)>")
                    lines.append(failureElement(entry.failure))
                    lines.append("    </testcase>")
                default:
                    lines.append("    <testcase classname=\"\(suite)\" name=\"\(name)\"\(time)/>")
                }
            }
            for error in errors {
                lines.append("    <testcase classname=\"\(suite)\" name=\"\(Self.escape(error.location))\">")
                lines.append(failureElement(error))
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the report to `file` atomically: a reader sees the old file or
    /// the whole new one, never a part.
    public func write(_ report: VerificationReport, to file: URL) throws(PlaybookError) {
        try write(ReportDocument(report), to: file)
    }

    public func write(_ document: ReportDocument, to file: URL) throws(PlaybookError) {
        try GeneratedFiles.writeAtomically(render(document), to: file)
    }

    private func failureElement(_ failure: ReportDocument.Failure?) -> String {
        guard let failure else { return "      <failure/>" }
        let description = ([failure.headline] + failure.notes).joined(separator: "\n")
        return "      <failure message=\"\(Self.escape(failure.message))\">\(Self.escape(description))</failure>"
    }

    /// Seconds as a plain decimal with millisecond precision (never `1e-05`).
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(value, 0) : 0)
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default:
                for scalar in character.unicodeScalars {
                    // XML 1.0 has no U+FFFE and U+FFFF; VisibleText covers every other scalar it lacks.
                    if VisibleText.needsEscape(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                        escaped += VisibleText.escape(scalar)
                    } else {
                        escaped.unicodeScalars.append(scalar)
                    }
                }
            }
        }
        return escaped
    }
}
