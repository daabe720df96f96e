import Foundation
import Rx

/// A virtual-time run described with marble strings: inputs made from marble
/// strings, results subscribed at frame 0, and the recorded timeline of
/// every input and result afterwards.
///
/// ```swift
/// let scenario = MarbleScenario()
/// let numbers = scenario.hot("--1--2--3--|", as: Int.self)
/// scenario.result(numbers.map { $0 * 2 })
/// print(scenario.run())
/// // ["--2--4--6--|"]
/// ```
///
/// One frame (one character) is ``Marble/ticksPerFrame`` ticks, and with the
/// default resolution one tick is a millisecond, so a frame is 10 ms of
/// virtual time: `delay(.milliseconds(20), scheduler: scenario.scheduler)`
/// (or `scenario.frames(2)`) moves events two characters to the right.
/// The scheduler runs without a processing delay, so work scheduled for now
/// runs now and results stay on whole frames.
public final class MarbleScenario {
    /// One observable's timeline: what an input sent or what a result received.
    public struct Line {
        public var name: String
        /// Times relative to the subscription at frame 0; a hot input's events before its `^` are negative.
        public var events: [Recorded<Marble.Label>]
        public var isResult: Bool
        /// Frames the line's marble string covers (inputs), or the frame the result was disposed at.
        public var frames: Int?
    }

    /// Results are subscribed here, at tick 0; inputs may send before it.
    public let scheduler: TestScheduler
    /// Seconds per tick.
    public let resolution: Double
    /// Where a run stops if nothing else stops it: 1000 frames.
    public static let defaultLastFrame = 1000

    private var inputs: [() -> Line] = []
    private var results:
        [(name: String, until: Int?, subscribe: (TestScheduler) -> (observer: () -> [Recorded<Marble.Label>], disposable: Disposable))] = []
    private var recordedResults: [Line] = []

    /// - Parameter resolution: seconds per tick (by default a millisecond).
    public init(resolution: Double = 0.001) {
        self.resolution = resolution
        scheduler = TestScheduler(initialClock: -1_000_000, resolution: resolution, simulateProcessingDelay: false)
    }

    /// The interval of `count` frames, for time-based operators.
    public func frames(_ count: Int) -> RxTimeInterval {
        let seconds = Double(count * Marble.ticksPerFrame) * resolution
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }

    // MARK: Inputs

    /// A hot observable sending the marble string's events; `^` is frame 0,
    /// where results subscribe. Characters are mapped through `values`.
    public func hot<Element>(_ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil)
        -> TestableObservable<Element>
    {
        hot(
            marbles, name: name,
            events: Self.parse { () throws(MarbleSyntaxError) in try Marble.events(marbles, values: values, error: error) })
    }

    /// A hot observable whose characters convert to `Element` by themselves.
    public func hot<Element: LosslessStringConvertible>(
        _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
    ) -> TestableObservable<Element> {
        hot(
            marbles, name: name,
            events: Self.parse(type) { () throws(MarbleSyntaxError) in try Marble.events(marbles, as: type, error: error) })
    }

    /// A cold observable sending the marble string's events relative to
    /// each subscription. Characters are mapped through `values`.
    public func cold<Element>(_ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil)
        -> TestableObservable<Element>
    {
        cold(
            marbles, name: name,
            events: Self.parse { () throws(MarbleSyntaxError) in try Marble.events(marbles, values: values, error: error) })
    }

    /// A cold observable whose characters convert to `Element` by themselves.
    public func cold<Element: LosslessStringConvertible>(
        _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
    ) -> TestableObservable<Element> {
        cold(
            marbles, name: name,
            events: Self.parse(type) { () throws(MarbleSyntaxError) in try Marble.events(marbles, as: type, error: error) })
    }

    private func hot<Element>(_ marbles: String, name: String?, events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        let observable = scheduler.createHotObservable(events)
        let frames = Marble.frameCount(marbles)
        let label = name ?? "input \(inputs.count + 1)"
        inputs.append { Line(name: label, events: Self.labels(events), isResult: false, frames: frames) }
        return observable
    }

    private func cold<Element>(_ marbles: String, name: String?, events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        if Marble.hasSubscriptionPoint(marbles) {
            fatalError("marble string \"\(marbles)\": a cold observable has no '^'; its times count from each subscription")
        }
        let observable = scheduler.createColdObservable(events)
        let frames = Marble.frameCount(marbles)
        let label = name ?? "input \(inputs.count + 1)"
        inputs.append {
            // Drawn where it first ran: from its first subscription.
            let start = observable.subscriptions.first?.subscribe ?? 0
            let shifted = events.map { Recorded(time: $0.time + start, value: $0.value) }
            return Line(
                name: label, events: Self.labels(shifted), isResult: false,
                frames: frames + start / Marble.ticksPerFrame)
        }
        return observable
    }

    private static func parse<Element>(
        _ type: Element.Type = Element.self, _ body: () throws(MarbleSyntaxError) -> [Recorded<Event<Element>>]
    ) -> [Recorded<Event<Element>>] {
        do { return try body() } catch {
            var message = error.description
            if Element.self == Int.self, error.reason.contains("has no typed value") {
                message += " (the plain form takes digits; for letters write as: String.self, or give values:)"
            }
            fatalError(message)
        }
    }

    // MARK: Results

    /// Subscribes to `source` at frame 0 when the scenario runs and records
    /// what it receives; disposes it at frame `until` if given.
    public func result<Source: ObservableConvertibleType>(
        _ source: Source, name: String? = nil, until: Int? = nil, label: @escaping (Source.Element) -> String = { String(describing: $0) }
    ) {
        let observable = source.asObservable()
        results.append(
            (
                name ?? "result", until,
                { scheduler in
                    let observer = scheduler.createObserver(Source.Element.self)
                    let disposable = observable.subscribe(observer)
                    return ({ observer.events.map { Self.label($0, label) } }, disposable)
                }
            ))
    }

    /// Runs the scheduler: subscribes every result at frame 0, runs until
    /// nothing is scheduled (or each result's `until` frame, or frame 1000),
    /// and returns each result's marble string, in the order they were added.
    @discardableResult
    public func run() -> [String] {
        var running: [(observer: () -> [Recorded<Marble.Label>], disposable: Disposable)] = []
        scheduler.scheduleAt(0) { [results, scheduler] in
            running = results.map { $0.subscribe(scheduler) }
        }
        for (index, entry) in results.enumerated() {
            scheduler.scheduleAt((entry.until ?? Self.defaultLastFrame) * Marble.ticksPerFrame) {
                if index < running.count { running[index].disposable.dispose() }
            }
        }
        scheduler.advanceTo(Self.defaultLastFrame * Marble.ticksPerFrame)
        recordedResults = zip(results, running).map { entry, run in
            Line(name: entry.name, events: run.observer(), isResult: true, frames: entry.until)
        }
        for run in running { run.disposable.dispose() }
        return recordedResults.map { Marble.diagram($0.events) }
    }

    /// Every input in the order they were made, then every result: after
    /// `run()`, what the marble diagram draws.
    public var lines: [Line] {
        inputs.map { $0() } + recordedResults
    }

    private static func labels<Element>(_ events: [Recorded<Event<Element>>]) -> [Recorded<Marble.Label>] {
        events.map { label($0, { String(describing: $0) }) }
    }

    private static func label<Element>(_ recorded: Recorded<Event<Element>>, _ describe: (Element) -> String) -> Recorded<Marble.Label> {
        switch recorded.value {
        case .next(let element): return Recorded(time: recorded.time, value: .next(describe(element)))
        case .error(let error): return Recorded(time: recorded.time, value: .error(Marble.describe(error)))
        case .completed: return Recorded(time: recorded.time, value: .completed)
        }
    }
}
