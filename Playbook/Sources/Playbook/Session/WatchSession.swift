import Foundation

/// `playbook watch`: verifies the chapters once, then polls the files
/// (``WatchedFiles``) and, after each burst of saves has settled,
/// re-verifies the chapters that changed through the same `Verification`
/// as `playbook test` (the result cache answers for every example whose
/// code did not change, so an edit of an expected block costs no run).
/// A change of the library's sources or manifest re-verifies every chapter
/// (the cache keys include the library, so what it changed runs again).
///
/// Bad input never ends the session: a chapter that cannot be read or
/// decoded or has a fence error is reported as a failure at its line, a
/// path that went away or a verification that could not finish (a tool
/// failed) as an error, and watching goes on.
///
/// With a ``ServedSite`` it also renders the site after every run, with each
/// chapter's latest verdicts, on a thread of its own (``WatchSiteRendering``),
/// and hands it over; a site with broken links keeps its previous version
/// and the links are reported.
public final class WatchSession {
    public let options: VerificationOptions
    /// Renders the served site (its `output` is not used), or nil when not serving.
    public let site: SiteBuild?
    public let served: ServedSite?
    /// Runs the examples readers edit in the served site; it is given each load of the chapters.
    public var playground: LivePlayground?
    /// Seconds between two looks at the files, at least (four times what a look costs, if more).
    public var pollInterval: Double = 0.2
    /// Seconds the files must stay unchanged before a burst of saves is verified.
    public var settleInterval: Double = 0.1
    /// At most this many seconds are spent waiting for files to settle.
    public var maximumSettle: Double = 2

    /// What the session reports, in order.
    public enum Event: Sendable {
        /// A run starts: the chapters it verifies (nil: every chapter), and why.
        case verifying(chapters: [String]?, changed: WatchedFiles.Changes)
        case progress(VerificationProgress)
        /// The run's verdicts (only the chapters it verified).
        case verified(VerificationReport)
        /// The run could not finish, or the chapters could not be listed; watching goes on.
        case failed(String)
        /// The served site was not updated: the problems at their lines.
        case siteRefused([Diagnostic])
        /// The served site was updated; these pages changed (URL paths). Sent
        /// by the rendering thread, after the run's `verified`, in no fixed
        /// order with the events of the next run.
        case siteUpdated(pages: [String])
        /// Waiting for the next change of these chapters.
        case watching(chapters: Int)
    }

    /// Each chapter's latest verdicts, for the served site.
    private var verdicts: [PathKey: [ExampleVerdict]] = [:]
    /// Each chapter as last read, by path, reused while its file is unchanged.
    private var loaded: [PathKey: Chapter] = [:]
    /// Renders the served site beside the verification.
    private var rendering: WatchSiteRendering?

    /// - Parameter options: what every run verifies; the platform `skip-if`
    ///   conditions are decided on is asked once here when not given.
    public init(options: VerificationOptions, site: SiteBuild? = nil, served: ServedSite? = nil) {
        var options = options
        if options.platform == nil { options.platform = Platform.current(askingSwiftVersion: true) }
        self.options = options
        self.site = site
        self.served = served
    }

    /// Verifies everything, then watches until `stop` says so (checked after
    /// every look at the files); a signal ends the process through `Interruption`.
    public func run(events: @escaping @Sendable (Event) -> Void, stop: () -> Bool = { false }) {
        var baseline = snapshot()
        verify(nil, baseline: baseline, changes: WatchedFiles.Changes(), events: events)
        var pause = pollInterval
        while !stop() {
            Thread.sleep(forTimeInterval: pause)
            let began = Date()
            var latest = snapshot()
            // A look that costs (a path given holds a large tree) is taken less
            // often: watching idle spends at most a fifth of a core.
            pause = max(pollInterval, 4 * Date().timeIntervalSince(began))
            guard latest != baseline else { continue }
            // Let a burst of saves (temporary file, rename, a second write) end first.
            let end = Date(timeIntervalSinceNow: maximumSettle)
            while Date() < end {
                Thread.sleep(forTimeInterval: settleInterval)
                let next = snapshot()
                if next == latest { break }
                latest = next
            }
            let changes = latest.changes(since: baseline)
            let problemAppeared = latest.problem != nil && latest.problem != baseline.problem
            baseline = latest
            if changes.library {
                verify(nil, baseline: latest, changes: changes, events: events)
            } else if !changes.changed.isEmpty || !changes.removed.isEmpty || problemAppeared {
                verify(changes.changed, baseline: latest, changes: changes, events: events)
            }
        }
    }

    private func snapshot() -> WatchedFiles {
        WatchedFiles.snapshot(paths: options.paths, libraryRoot: options.libraryRoot)
    }

    /// One run over `chapters` (nil: all), then the site.
    private func verify(
        _ chapters: [String]?, baseline: WatchedFiles, changes: WatchedFiles.Changes, events: @escaping @Sendable (Event) -> Void
    ) {
        events(.verifying(chapters: chapters, changed: changes))
        for removed in changes.removed { verdicts[PathKey(removed)] = nil }
        if let problem = baseline.problem {
            events(.failed(problem))
            events(.watching(chapters: baseline.chapterPaths.count))
            return
        }
        // The chapters `DocumentationLoader.load` would list, in its order;
        // only the files that changed since they were read are read again.
        // Paths are keyed by their bytes (PathKey): NFC and NFD names are two chapters.
        let changed = Set(changes.changed.map(PathKey.init))
        let loader = options.loader
        let documentation = Documentation(
            paths: options.paths,
            chapters: baseline.chapterPaths.map { path in
                if !changed.contains(PathKey(path)), let known = loaded[PathKey(path)] { return known }
                return loader.chapter(file: path, foundUnder: options.paths)
            })
        loaded = Dictionary(documentation.chapters.map { (PathKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        playground?.update(documentation)
        if let chapters, chapters.isEmpty {
            // Only removals: nothing to verify, but the site loses their pages.
            updateSite(documentation, events: events)
            events(.watching(chapters: documentation.chapters.count))
            return
        }
        var runOptions = options
        runOptions.chapters = chapters.map(Set.init)
        do {
            let report = try Verification(options: runOptions).run(documentation, progress: { events(.progress($0)) })
            events(.verified(report))
            let verified = Set((chapters ?? documentation.chapters.map(\.path)).map(PathKey.init))
            for path in verified { verdicts[path] = [] }
            for verdict in report.verdicts { verdicts[PathKey(verdict.example.location.path), default: []].append(verdict) }
            updateSite(documentation, events: events)
        } catch {
            events(.failed(error.description))
        }
        events(.watching(chapters: documentation.chapters.count))
    }

    private func updateSite(_ documentation: Documentation, events: @escaping @Sendable (Event) -> Void) {
        guard let site, let served else { return }
        let plan = SitePlan(
            documentation: documentation, sections: (try? site.resolvedSettings())?.sections ?? SitePlan.defaultSections,
            flavour: site.flavour)
        guard plan.diagnostics.isEmpty else {
            events(.siteRefused(plan.diagnostics))
            return
        }
        let known = Set(documentation.chapters.map { PathKey($0.path) })
        let all = documentation.chapters.flatMap { verdicts[PathKey($0.path)] ?? [] }
        verdicts = verdicts.filter { known.contains($0.key) }
        if rendering == nil { rendering = WatchSiteRendering(site: site, served: served, events: events) }
        rendering?.render(plan, verdicts: all)
    }
}
