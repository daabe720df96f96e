import Foundation

/// A machine-readable report: counts, then one entry per example and per
/// grammar error (see ``ReportDocument``: each example's seconds, a shard's
/// place in its split). Control characters of names and output are escaped
/// as in the text report (``VisibleText``), so no consumer prints them raw.
public struct JSONReport: Sendable {
    public init() {}

    public func render(_ report: VerificationReport) throws(PlaybookError) -> String {
        try render(ReportDocument(report))
    }

    public func render(_ document: ReportDocument) throws(PlaybookError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            throw .unwritableFile(path: "<json report>", reason: error.localizedDescription)
        }
    }

    static func kindName(_ kind: Example.Kind) -> String {
        switch kind {
        case .run: return "run"
        case .setup: return "setup"
        case .noRun: return "no-run"
        case .compileFail: return "compile-fail"
        case .skip: return "skip"
        case .marble: return "marble"
        case .manifest: return "manifest"
        }
    }
}
