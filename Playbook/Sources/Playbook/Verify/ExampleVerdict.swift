/// The judgement on one example: passed, failed with a diagnostic, or skipped.
public struct ExampleVerdict: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, Codable {
        case passed, failed, skipped
    }

    public var example: Example
    public var status: Status
    /// Why it failed (or, for a skip, the reason as a note).
    public var diagnostic: Diagnostic?
    public var outcome: ExampleOutcome
    /// Whether the outcome came from the cache.
    public var fromCache: Bool

    public init(example: Example, status: Status, diagnostic: Diagnostic?, outcome: ExampleOutcome, fromCache: Bool) {
        self.example = example
        self.status = status
        self.diagnostic = diagnostic
        self.outcome = outcome
        self.fromCache = fromCache
    }

    /// The printed output when the example ran and exited normally but the
    /// output differs from its expected block (what `--update` writes).
    public var replacementOutput: String? {
        guard status == .failed, case .ran(let result) = outcome, result.succeeded, result.invalidUTF8 == nil, example.expected != nil
        else {
            return nil
        }
        return result.stdout
    }
}
