/// A JUnit XML report for CI: one test suite per chapter, one test case per
/// example, grammar errors as failing cases of their chapter.
public struct JUnitReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>"]
        lines.append("<testsuites name=\"playbook\" tests=\"\(report.verdicts.count + report.grammarErrors.count)\" failures=\"\(report.failed)\" skipped=\"\(report.skipped)\" time=\"\(report.duration)\">")
        for chapter in report.chapters {
            let verdicts = report.verdicts.filter { $0.example.location.path == chapter.path }
            let errors = report.grammarErrors.filter { $0.location.path == chapter.path }
            guard !verdicts.isEmpty || !errors.isEmpty else { continue }
            let failures = verdicts.filter { $0.status == .failed }.count + errors.count
            let skipped = verdicts.filter { $0.status == .skipped }.count
            lines.append("  <testsuite name=\"\(Self.escape(chapter.path))\" tests=\"\(verdicts.count + errors.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">")
            for verdict in verdicts {
                let name = Self.escape(verdict.example.name)
                let time: String
                if case .ran(let result) = verdict.outcome { time = " time=\"\(result.duration)\"" } else { time = "" }
                switch verdict.status {
                case .passed:
                    lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"\(time)/>")
                case .skipped:
                    lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"><skipped message=\"\(Self.escape(verdict.diagnostic?.summary ?? ""))\"/></testcase>")
                case .failed:
                    lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(name)\"\(time)>")
                    lines.append(failureElement(verdict.diagnostic))
                    lines.append("    </testcase>")
                }
            }
            for error in errors {
                lines.append("    <testcase classname=\"\(Self.escape(chapter.path))\" name=\"\(Self.escape(error.location.description))\">")
                lines.append(failureElement(error))
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func failureElement(_ diagnostic: Diagnostic?) -> String {
        guard let diagnostic else { return "      <failure/>" }
        return "      <failure message=\"\(Self.escape(diagnostic.summary))\">\(Self.escape(diagnostic.description))</failure>"
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
