import Foundation

/// A machine-readable report: counts, then one entry per example and per
/// grammar error. Control characters of names and output are escaped as in
/// the text report (``VisibleText``), so no consumer prints them raw.
public struct JSONReport: Sendable {
    private struct Document: Encodable {
        var passed: Int
        var failed: Int
        var skipped: Int
        /// Passed examples that ran without an output to compare.
        var notCompared: Int
        var cached: Int
        var seconds: Double
        var examples: [Entry]
        var errors: [Failure]
    }

    private struct Entry: Encodable {
        var name: String
        var location: String
        var kind: String
        var status: String
        var cached: Bool
        /// False for an example that ran without an output to compare.
        var compared: Bool?
        /// Why it was skipped.
        var reason: String?
        var failure: Failure?
    }

    private struct Failure: Encodable {
        var location: String
        var message: String
        var notes: [String]
    }

    public init() {}

    public func render(_ report: VerificationReport) throws(PlaybookError) -> String {
        let document = Document(
            passed: report.passed, failed: report.failed, skipped: report.skipped, notCompared: report.notCompared, cached: report.cached,
            seconds: (report.duration * 1000).rounded() / 1000,
            examples: report.verdicts.map { verdict in
                Entry(
                    name: VisibleText.escapedOnOneLine(verdict.example.name),
                    location: VisibleText.escapedOnOneLine(verdict.example.location.description),
                    kind: Self.kindName(verdict.example.kind), status: verdict.status.rawValue, cached: verdict.fromCache,
                    compared: verdict.status == .passed && verdict.example.isRun ? !verdict.example.outputNotStated : nil,
                    reason: Self.skipReason(verdict),
                    failure: verdict.status == .failed ? verdict.diagnostic.map(Self.failure) : nil)
            },
            errors: report.grammarErrors.map(Self.failure))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        } catch {
            throw .unwritableFile(path: "<json report>", reason: error.localizedDescription)
        }
    }

    private static func skipReason(_ verdict: ExampleVerdict) -> String? {
        guard verdict.status == .skipped, case .skipped(let reason) = verdict.outcome else { return nil }
        return reason
    }

    private static func failure(_ diagnostic: Diagnostic) -> Failure {
        Failure(
            location: VisibleText.escapedOnOneLine(diagnostic.location.description),
            message: VisibleText.escapedOnOneLine(diagnostic.summary),
            notes: diagnostic.notes.map(VisibleText.escapedOnOneLine))
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
