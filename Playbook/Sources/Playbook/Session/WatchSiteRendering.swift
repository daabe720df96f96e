import Foundation
import Synchronization

/// Renders the served site of `playbook watch --serve` on a thread of its
/// own, so that verifying the next save never waits for the site: a debug
/// build takes more than a second to render a guide of 40 pages.
///
/// Renders run one at a time, in order; a request that arrives while one
/// runs replaces any request still waiting (only the latest documentation
/// and verdicts are worth rendering).
final class WatchSiteRendering: Sendable {
    typealias Job = (plan: SitePlan, verdicts: [ExampleVerdict])

    private let site: SiteBuild
    private let served: ServedSite
    private let events: @Sendable (WatchSession.Event) -> Void
    /// The job waiting, and whether a render runs.
    private let state = Mutex<(waiting: Job?, running: Bool)>((nil, false))

    init(site: SiteBuild, served: ServedSite, events: @escaping @Sendable (WatchSession.Event) -> Void) {
        self.site = site
        self.served = served
        self.events = events
    }

    /// Asks for the site of `plan` with `verdicts`; returns at once.
    func render(_ plan: SitePlan, verdicts: [ExampleVerdict]) {
        let start = state.withLock { state in
            state.waiting = (plan, verdicts)
            guard !state.running else { return false }
            state.running = true
            return true
        }
        guard start else { return }
        Thread.detachNewThread { [self] in drain() }
    }

    /// Renders the waiting jobs until none is left.
    private func drain() {
        while let job = takeWaiting() {
            do {
                let files = try site.render(job.plan, verdicts: job.verdicts)
                events(.siteUpdated(pages: served.update(files: files, assets: job.plan.assets)))
            } catch {
                events(.failed(error.description))
            }
        }
    }

    private func takeWaiting() -> Job? {
        state.withLock { state in
            guard let job = state.waiting else {
                state.running = false
                return nil
            }
            state.waiting = nil
            return job
        }
    }
}
