import Foundation

/// A run's report as data: what the JSON report is, and what every format
/// (text, JUnit, GitHub annotations, JSON) is rendered from. A shard's JSON
/// report decoded and merged with the others (``ReportMerge``) is rendered
/// by the same code as a single run's, so the two read the same.
///
/// Text from outside playbook (names, paths, output, messages) is kept with
/// its control characters escaped (``VisibleText``; newlines and tabs kept,
/// which JSON writes as `\n` and `\t`), so no consumer prints them raw; the
/// renderers escape again, which changes nothing in escaped text.
public struct ReportDocument: Codable, Sendable, Equatable {
    /// Which part of a split run this is (`playbook test --shard I/N`).
    public struct ShardInfo: Codable, Sendable, Equatable {
        public var index: Int
        public var count: Int
        /// Examples and grammar errors of the whole run, every shard's.
        public var units: Int
        /// A digest of their names: every shard of one split has the same.
        public var set: String
        /// A digest of their names in the run's order (of the paths as given).
        public var sequence: String
    }

    public struct Entry: Codable, Sendable, Equatable {
        /// `Docs/05-work.md#3`.
        public var name: String
        /// The chapter's path.
        public var path: String
        public var location: String
        public var kind: String
        public var status: String
        public var cached: Bool
        /// False for an example that ran without an output to compare.
        public var compared: Bool?
        /// Why it was skipped.
        public var reason: String?
        /// Wall-clock seconds it ran (nil when it did not run: compiled only, skipped).
        public var seconds: Double?
        public var failure: Failure?
        /// Its position among the units of the whole run (shard reports only).
        public var order: Int?
    }

    public struct Failure: Codable, Sendable, Equatable {
        /// `Docs/05-work.md:41:1`, as the text report shows it.
        public var location: String
        public var path: String
        public var line: Int
        public var column: Int
        public var severity: String
        /// The summary.
        public var message: String
        public var notes: [String]
        /// Its position among the units of the whole run (a shard's grammar errors only).
        public var order: Int?
    }

    public var passed: Int
    public var failed: Int
    public var skipped: Int
    /// Passed examples that ran without an output to compare.
    public var notCompared: Int
    public var cached: Int
    /// Wall-clock seconds of the run (of the longest shard, merged).
    public var seconds: Double
    /// True when the chapters were read by the lenient rules (see ``ExtractionRules``).
    public var lenient: Bool?
    /// Why no example was verified, when none was.
    public var nothingVerified: String?
    /// The paths of the chapters with an example or an error, in order.
    public var chapters: [String]
    public var shard: ShardInfo?
    public var examples: [Entry]
    public var errors: [Failure]

    /// Decodes a JSON report; `file` names it in the error.
    public static func decode(_ data: Data, from file: String) throws(PlaybookError) -> ReportDocument {
        do { return try JSONDecoder().decode(ReportDocument.self, from: data) } catch {
            throw .invalidConfiguration(
                path: file, message: "not a JSON report of this playbook (playbook test --format json): \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: return "no \"\(key.stringValue)\" field"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default: return error.localizedDescription
        }
    }

    static func milliseconds(_ seconds: Double) -> Double {
        seconds.isFinite ? (seconds * 1000).rounded() / 1000 : 0
    }

    /// Every failure: grammar errors first, then failed examples, in order.
    public var failures: [Failure] { errors + examples.compactMap(\.failure) }

    /// `N passed, N failed, N skipped`.
    public var summaryLine: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }

    /// What the passed and skipped counts hold under the lenient rules (see
    /// ``VerificationReport/breakdown``).
    public var breakdown: String? {
        guard lenient == true else { return nil }
        var parts: [String] = []
        if notCompared > 0 {
            parts.append(
                "\(notCompared) of the \(passed) passed ran without an output to compare (no ```output block, no // Prints comment; --strict requires one)"
            )
        }
        let skips = examples.filter { $0.status == ExampleVerdict.Status.skipped.rawValue }
        if !skips.isEmpty {
            let reasons = Dictionary(grouping: skips) { VerificationReport.reasonKind($0.reason ?? "skipped") }
            parts.append(
                "skipped: "
                    + reasons.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { "\($0.value.count) \($0.key)" }
                    .joined(separator: ", "))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// How long each example that ran took, by its name as every folder shows it.
    public var timings: Timings {
        var seconds: [String: Double] = [:]
        for entry in examples {
            guard let value = entry.seconds else { continue }
            seconds[ChapterOrigin.displayPath(entry.name)] = value
        }
        return Timings(seconds)
    }
}

extension ReportDocument {
    /// The report of a run.
    public init(_ report: VerificationReport) {
        let order = report.shard
        passed = report.passed
        failed = report.failed
        skipped = report.skipped
        notCompared = report.notCompared
        cached = report.cached
        seconds = Self.milliseconds(report.duration)
        lenient = report.lenient ? true : nil
        nothingVerified = report.nothingVerified.map(VisibleText.escaped)
        var seen: Set<PathKey> = []
        let used = Set(report.verdicts.map { PathKey($0.example.location.path) } + report.grammarErrors.map { PathKey($0.location.path) })
        chapters = report.chapters.filter { used.contains(PathKey($0.path)) && seen.insert(PathKey($0.path)).inserted }
            .map { VisibleText.escaped($0.path) }
        shard = order.map {
            ShardInfo(index: $0.shard.index, count: $0.shard.count, units: $0.totalUnits, set: $0.setDigest, sequence: $0.sequenceDigest)
        }
        examples = report.verdicts.map { verdict in
            var seconds: Double?
            if case .ran(let result) = verdict.outcome { seconds = Self.milliseconds(result.duration) }
            var reason: String?
            if verdict.status == .skipped, case .skipped(let text) = verdict.outcome { reason = VisibleText.escaped(text) }
            return Entry(
                name: VisibleText.escaped(verdict.example.name), path: VisibleText.escaped(verdict.example.location.path),
                location: VisibleText.escapedOnOneLine(verdict.example.location.description),
                kind: JSONReport.kindName(verdict.example.kind),
                status: verdict.status.rawValue, cached: verdict.fromCache,
                compared: verdict.status == .passed && verdict.example.isRun ? !verdict.example.outputNotStated : nil, reason: reason,
                seconds: seconds, failure: verdict.status == .failed ? verdict.diagnostic.map { Failure($0) } : nil,
                order: order?.exampleOrder[verdict.example.id])
        }
        errors = report.grammarErrors.enumerated().map { index, error in
            Failure(error, order: order.flatMap { index < $0.errorOrder.count ? $0.errorOrder[index] : nil })
        }
    }
}

extension ReportDocument.Failure {
    init(_ diagnostic: Diagnostic, order: Int? = nil) {
        self.init(
            location: VisibleText.escapedOnOneLine(diagnostic.location.description), path: VisibleText.escaped(diagnostic.location.path),
            line: diagnostic.location.line, column: diagnostic.location.column, severity: diagnostic.severity.rawValue,
            message: VisibleText.escaped(diagnostic.summary), notes: diagnostic.notes.map(VisibleText.escaped), order: order)
    }

    /// `location: severity: message`, as compilers print it.
    var headline: String { "\(location): \(severity): \(message)" }
}
