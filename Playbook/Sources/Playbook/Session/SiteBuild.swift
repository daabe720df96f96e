import Foundation

/// One run of `playbook build` on loaded documentation: plan the site and
/// check its links, verify every example (cached results reused), and write
/// the site with the verdicts and the recorded marble timelines.
///
/// Nothing is written, and the outcome says why, when a link is broken or a
/// chapter unreadable (checked before anything runs), when no example was
/// verified (unless `allowEmpty`), or when an example failed (unless
/// `allowFailures`: then the site shows it as failing). The site is written
/// atomically (`SiteBuilder.write(to:)`).
public struct SiteBuild: Sendable {
    public var options: VerificationOptions
    /// The folder the site replaces whole.
    public var output: URL
    public var allowFailures: Bool
    public var allowEmpty: Bool
    /// A JSON file of recorded marble timelines by example name; the timelines
    /// this run records take precedence over it.
    public var timelinesFile: String?
    /// The toolchain as the site shows it; nil asks `swift --version`.
    public var toolchain: String?
    /// The site's name and sections; nil reads them from the documented
    /// package (see ``SiteSettings/load(root:memo:)``).
    public var settings: SiteSettings?
    /// What the site of this kind of library has besides (see ``SiteFlavour``);
    /// the command line chooses it from playbook.json's `flavour`.
    package var flavour: any SiteFlavour = PlainFlavour()
    /// The day as the site shows it; nil is today (UTC).
    public var date: String?

    public init(
        options: VerificationOptions, output: URL, allowFailures: Bool = false, allowEmpty: Bool = false,
        timelinesFile: String? = nil, toolchain: String? = nil, date: String? = nil
    ) {
        self.options = options
        self.output = output
        self.allowFailures = allowFailures
        self.allowEmpty = allowEmpty
        self.timelinesFile = timelinesFile
        self.toolchain = toolchain
        self.date = date
    }

    /// What the build reports while it works, in order.
    public enum Event: Sendable {
        /// A link or image that could run script; the site shows it inert.
        case linkWarning(Diagnostic)
        /// Progress of the verification.
        case verifying(VerificationProgress)
        /// The verification finished (before the site is written or refused).
        case verified(VerificationReport)
        /// The "what if" moves of the operator pages' marble examples that are not cached start running.
        case runningWhatIf(moves: Int)
    }

    /// How the build ended.
    public enum Outcome: Sendable, Equatable {
        /// The site was written: its chapter pages, and how many examples it shows as failing.
        case written(pages: Int, failing: Int)
        /// Nothing was written: the problems, each at its line, and why, as one sentence.
        case refused(problems: [Diagnostic], reason: String)
    }

    /// Builds the site of `documentation`; reads no chapter.
    public func run(_ documentation: Documentation, events: @escaping @Sendable (Event) -> Void = { _ in }) throws(PlaybookError) -> Outcome
    {
        let settings = try resolvedSettings()
        let plan = SitePlan(documentation: documentation, sections: settings.sections, flavour: flavour)
        for warning in plan.warnings { events(.linkWarning(warning)) }
        guard plan.diagnostics.isEmpty else {
            return .refused(
                problems: plan.diagnostics,
                reason: "\(Self.count(plan.diagnostics.count, "problem")) (broken links or unreadable chapters); the site was not written")
        }
        let given = try timelinesFile.map { file throws(PlaybookError) in try MarbleTimelineFile.load(file, plan: plan) } ?? [:]

        let report = try Verification(options: options).run(documentation, progress: { events(.verifying($0)) })
        events(.verified(report))
        if let reason = report.nothingVerified, !allowEmpty {
            return .refused(
                problems: [], reason: "no example was verified: \(reason); the site was not written; pass --allow-empty if that is expected"
            )
        }
        if report.failed > 0 && !allowFailures {
            let them = report.failed == 1 ? "it" : "them"
            let names = report.failures.map { "  \($0.location)" }.joined(separator: "\n")
            return .refused(
                problems: [],
                reason:
                    "\(Self.count(report.failed, "example")) failed, so the site was not written; fix \(them) or pass --allow-failures to render \(them) marked as failing:\n\(names)"
            )
        }
        let recorded = MarbleTimelines.decode(report.verdicts, as: MarbleTimeline.self)
        let whatIf = try flavour.whatIf(documentation, options: options, timelines: recorded, verdicts: report.verdicts) { moves in
            events(.runningWhatIf(moves: moves))
        }
        var builder = builder(plan, verdicts: report.verdicts, given: given, settings: settings)
        builder.whatIf = whatIf
        try builder.write(to: output)
        return .written(pages: plan.pages.count, failing: report.failed)
    }

    /// Every generated file of the site (not the plan's assets), by its path
    /// inside the site, for a plan free of problems and verdicts already
    /// judged: `playbook watch --serve` keeps each chapter's last verdicts and
    /// serves the site from memory. Verifies nothing and writes nothing, and
    /// runs no "what if" moves (a save would wait for them): the served
    /// diagrams can be stepped through but not dragged.
    public func render(_ plan: SitePlan, verdicts: [ExampleVerdict]) throws(PlaybookError) -> [(path: String, contents: String)] {
        let given = try timelinesFile.map { file throws(PlaybookError) in try MarbleTimelineFile.load(file, plan: plan) } ?? [:]
        let settings = try resolvedSettings()
        return try builder(plan, verdicts: verdicts, given: given, settings: settings).render()
    }

    /// ``settings``, or the documented package's.
    public func resolvedSettings() throws(PlaybookError) -> SiteSettings {
        if let settings { return settings }
        return try SiteSettings.load(root: options.libraryRoot, memo: options.workDirectory.appending(path: "package-description.json"))
    }

    private func builder(_ plan: SitePlan, verdicts: [ExampleVerdict], given: [String: MarbleTimeline], settings: SiteSettings)
        -> SiteBuilder
    {
        let recorded = MarbleTimelines.decode(verdicts, as: MarbleTimeline.self)
        var builder = SiteBuilder(
            plan: plan, verdicts: verdicts, timelines: given.merging(recorded) { _, new in new },
            toolchain: toolchain ?? SiteBuilder.toolchainVersion(), date: date ?? SiteBuilder.today(), siteName: settings.title)
        builder.flavour = flavour
        builder.implicitModules = settings.implicitModules
        builder.sources = settings.sources
        builder.searchAliases = flavour.searchAliases(libraryRoot: options.libraryRoot)
        return builder
    }

    /// `1 page`, `2 pages`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
