/// The documentation as one model: every chapter found under the paths
/// given, in order, each read, decoded, parsed and extracted exactly once by
/// `DocumentationLoader`.
///
/// It is the first stage's value and the only way chapters reach the later
/// ones: verification, the site plan, the playground export and the
/// operator pages take it as it is and never read a chapter themselves.
/// What runs produce (verdicts, recorded marble timelines) is not part of it.
public struct Documentation: Hashable, Sendable {
    /// The files and folders it was loaded from, as given.
    public var paths: [String]
    /// The chapters in the order found: each path's files, sorted, in the order of the paths.
    public var chapters: [Chapter]

    public init(paths: [String], chapters: [Chapter]) {
        self.paths = paths
        self.chapters = chapters
    }

    /// The files that could not be read or decoded, one error each, in order.
    public var readErrors: [Diagnostic] { chapters.compactMap(\.readError) }

    /// Every chapter's problems (read errors and fence grammar errors), in order.
    public var diagnostics: [Diagnostic] { chapters.flatMap(\.diagnostics) }

    /// The chapters that can be verified: read, decoded and free of fence errors.
    public var verifiableChapters: [Chapter] { chapters.filter { $0.diagnostics.isEmpty } }
}
