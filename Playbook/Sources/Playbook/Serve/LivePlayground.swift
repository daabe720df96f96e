import Foundation
import Synchronization

/// The live playground of the served site: runs an example as the reader
/// edited it (``LiveRun``) and answers with what it printed, its compiler
/// errors and its marble diagram. It knows the documentation as the watch
/// session last loaded it (``update(_:)``), so a request names an example by
/// its chapter's path and its number, never by code of its own choosing
/// around it. One run at a time per page: a second request for a page whose
/// run has not ended is answered ``Outcome/busy``.
///
/// Who may ask is the server's business (``PlaygroundAccess``): this type
/// trusts its caller.
public final class LivePlayground: Sendable {
    /// Runs an example with edited code; ``LiveRun`` unless a test gives another.
    public typealias Runner = @Sendable (_ example: Example, _ code: String) -> LiveAnswer

    /// What a request asks: the chapter's path as the page names it
    /// (`Docs/05-work.md`), the example's number in it, and the edited code.
    public struct Request: Sendable, Codable, Equatable {
        public var page: String
        public var example: Int
        public var code: String

        public init(page: String, example: Int, code: String) {
            self.page = page
            self.example = example
            self.code = code
        }
    }

    public enum Outcome: Sendable, Equatable {
        case answered(LiveAnswer)
        /// A run of this page has not ended yet.
        case busy
        /// No such page or example (or not one that runs): why.
        case unknown(String)
    }

    private struct State {
        var chapters: [String: Chapter] = [:]
        var running: Set<String> = []
    }

    private let state = Mutex(State())
    private let runner: Runner

    public init(runner: @escaping Runner) {
        self.runner = runner
    }

    /// A playground that runs examples as ``LiveRun`` does with `options`.
    public convenience init(options: VerificationOptions) {
        let live = LiveRun(options: options)
        self.init(runner: { example, code in live.run(example, code: code) })
    }

    /// Takes the documentation as it was last loaded.
    public func update(_ documentation: Documentation) {
        let chapters = Dictionary(documentation.chapters.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        state.withLock { $0.chapters = chapters }
    }

    /// Runs the request's example with its code (blocking: it compiles and runs).
    public func run(_ request: Request) -> Outcome {
        let found: Result<Example, NotRun> = state.withLock { state in
            guard let chapter = state.chapters[request.page] else { return .failure(.unknown("no chapter \(request.page) is served")) }
            guard let example = chapter.examples.first(where: { $0.number == request.example }) else {
                return .failure(.unknown("\(request.page) has no example \(request.example)"))
            }
            guard example.isCompiledIntoHarness || Self.isCompileFail(example) else {
                return .failure(.unknown("example \(request.example) of \(request.page) is not one playbook runs"))
            }
            guard state.running.insert(request.page).inserted else { return .failure(.busy) }
            return .success(example)
        }
        let example: Example
        switch found {
        case .success(let value): example = value
        case .failure(.busy): return .busy
        case .failure(.unknown(let reason)): return .unknown(reason)
        }
        defer { _ = state.withLock { $0.running.remove(request.page) } }
        var answer = runner(example, request.code)
        if let timeline = answer.timeline {
            answer.diagram = MarbleFigure(timeline: timeline, example: example, anchor: "live-\(example.number)").html
        }
        return .answered(answer)
    }

    private enum NotRun: Error {
        case busy
        case unknown(String)
    }

    private static func isCompileFail(_ example: Example) -> Bool {
        if case .compileFail = example.kind { return true }
        return false
    }
}
