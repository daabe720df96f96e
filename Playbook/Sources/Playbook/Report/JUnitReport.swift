import Foundation

/// A JUnit XML report for CI: one test suite per chapter, one test case per
/// example, grammar errors as failing cases of their chapter. Control
/// characters (an example's output, a file's name) are written as `\u{1B}`
/// (``VisibleText``), as in every report, so the file always parses and
/// shows them.
public struct JUnitReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append(
            "<testsuites name=\"playbook\" tests=\"\(report.verdicts.count + report.grammarErrors.count)\" failures=\"\(report.failed)\" skipped=\"\(report.skipped)\" time=\"\(Self.seconds(report.duration))\">"
        )
        for chapter in report.chapters {
            let verdicts = report.verdicts.filter { $0.example.location.path.isSamePath(as: chapter.path) }
            let errors = report.grammarErrors.filter { $0.location.path.isSamePath(as: chapter.path) }
            guard !verdicts.isEmpty || !errors.isEmpty else { continue }
            let failures = verdicts.filter { $0.status == .failed }.count + errors.count
            let skipped = verdicts.filter { $0.status == .skipped }.count
            lines.append(
                "  <testsuite name=\"\(Self.escape(chapter.path))\" tests=\"\(verdicts.count + errors.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">"
            )
            for verdict in verdicts {
                let name = Self.escape(verdict.example.name)
                let time: String
                if case .ran(let result) = verdict.outcome { time = " time=\"\(Self.seconds(result.duration))\"" } else { time = "" }
                switch verdict.status {
                case .passed:
                    lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"\(time)/>")
                case .skipped:
                    lines.append(
                        "    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"><skipped message=\"\(Self.escape(verdict.diagnostic?.summary ?? ""))\"/></testcase>"
                    )
                case .failed:
                    lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"\(time)>")
                    lines.append(failureElement(verdict.diagnostic))
                    lines.append("    </testcase>")
                }
            }
            for error in errors {
                lines.append(
                    "    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(Self.escape(error.location.description))\">")
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
        try GeneratedFiles.writeAtomically(render(report), to: file)
    }

    private func failureElement(_ diagnostic: Diagnostic?) -> String {
        guard let diagnostic else { return "      <failure/>" }
        return "      <failure message=\"\(Self.escape(diagnostic.summary))\">\(Self.escape(diagnostic.description))</failure>"
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
