import Foundation
import PlaybookWire
import RxSwift
import RxTest

/// A virtual-time run described with marble strings: inputs made from marble
/// strings, results subscribed at frame 0, and the recorded timeline of
/// every input and result afterwards.
///
///     let scenario = MarbleScenario()
///     let numbers = scenario.hot("--1--2--3--|", as: Int.self)
///     scenario.result(numbers.map { $0 * 2 })
///     print(scenario.run())
///     // ["--2--4--6--|"]
///
/// One frame (one character) is `MarbleGrammar.ticksPerFrame` ticks, and
/// with the default resolution one tick is a millisecond, so a frame is 10 ms
/// of virtual time: `delay(.milliseconds(20), scheduler: scenario.scheduler)`
/// (or `scenario.frames(2)`) moves events two characters to the right. The
/// scheduler runs without a processing delay, so work scheduled for now runs
/// now and results stay on whole frames.
public final class MarbleScenario {
    /// One observable's timeline: what an input sent or what a result received.
    public struct Line {
        /// The input's or result's name; lines of the same name are numbered `name #1`, `name #2`.
        public var name: String
        /// Times relative to the subscription at frame 0; a hot input's events before its `^` are negative.
        /// A cold input's line holds what it sent to its subscription, so it stops where that was disposed.
        public var events: [MarbleGrammar.Event]
        public var isResult: Bool
        /// Frames the line's marble string covers (inputs), or the frame the result was disposed at.
        public var frames: Int?
        /// When the observable was subscribed to and when that subscription was disposed:
        /// every subscription of a hot input, the one subscription a cold input's line stands for, a result's.
        public var subscriptions: [MarbleSubscription] = []
        /// The input event that was being delivered when this cold input's
        /// subscription was made (an operator subscribing because of it), if any.
        public var subscriptionCause: EventReference? = nil
        /// A result's: for each of `events`, the input event that was being
        /// delivered when it was received, if any (none: a timer sent it).
        public var causes: [EventReference?] = []
        /// An input made before the run that has this one line: its index
        /// among the inputs (in the order they were made), and its marble
        /// string as written. What a "what if" run moves values of.
        public var input: (index: Int, marbles: String)? = nil
    }

    /// An event of a line of ``lines``: the line's index, and the event's index in its `events`.
    public struct EventReference: Hashable, Sendable {
        public var line: Int
        public var event: Int

        public init(line: Int, event: Int) {
            self.line = line
            self.event = event
        }
    }

    /// Results are subscribed here, at tick 0; inputs may send before it.
    public let scheduler: TestScheduler
    /// Seconds per tick.
    public let resolution: Double
    /// Where a run stops if nothing else stops it: 1000 frames.
    public static let defaultLastFrame = 1000

    let delivery = MarbleDeliveryTracker()
    var inputs: [Input] = []
    private var results: [(name: String, until: Int?, subscribe: () -> (observer: CausalObserver, disposable: Disposable))] = []
    var recordedResults: [(line: Line, causes: [MarbleDelivery?])] = []
    /// Whether `run()` has started: inputs made since were made by the operators (inside closures).
    public private(set) var hasRun = false
    /// The inputs made so far.
    public var inputCount: Int { inputs.count }

    /// - Parameter resolution: seconds per tick (by default a millisecond).
    public init(resolution: Double = 0.001) {
        self.resolution = resolution
        scheduler = TestScheduler(initialClock: -1_000_000, resolution: resolution, simulateProcessingDelay: false)
    }

    /// The interval of `count` frames, for time-based operators.
    public func frames(_ count: Int) -> RxTimeInterval {
        let seconds = Double(count * MarbleGrammar.ticksPerFrame) * resolution
        return .nanoseconds(Int((seconds * 1_000_000_000).rounded()))
    }

    // MARK: Inputs

    /// A hot observable sending the marble string's events; `^` is frame 0,
    /// where results subscribe. Characters are mapped through `values`.
    public func hot<Element>(_ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil)
        -> Observable<Element>
    {
        input(marbles, name: name, isCold: false, events: Self.events(marbles, error: error, Element.self) { values[$0] })
    }

    /// A hot observable whose characters convert to `Element` by themselves.
    public func hot<Element: LosslessStringConvertible>(
        _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
    ) -> Observable<Element> {
        input(marbles, name: name, isCold: false, events: Self.events(marbles, error: error, type) { Element(String($0)) })
    }

    /// A cold observable sending the marble string's events relative to
    /// each subscription. Characters are mapped through `values`.
    public func cold<Element>(_ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil)
        -> Observable<Element>
    {
        Self.refuseSubscriptionPoint(marbles)
        return input(marbles, name: name, isCold: true, events: Self.events(marbles, error: error, Element.self) { values[$0] })
    }

    /// A cold observable whose characters convert to `Element` by themselves.
    public func cold<Element: LosslessStringConvertible>(
        _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
    ) -> Observable<Element> {
        Self.refuseSubscriptionPoint(marbles)
        return input(marbles, name: name, isCold: true, events: Self.events(marbles, error: error, type) { Element(String($0)) })
    }

    private func input<Element>(_ marbles: String, name: String?, isCold: Bool, events: [(time: Int, event: Event<Element>)])
        -> Observable<Element>
    {
        let input = MarbleInput(scheduler: scheduler, events: events, isCold: isCold, delivery: delivery)
        inputs.append(Input(name: name ?? "input \(inputs.count + 1)", marbles: marbles, madeBeforeRun: !hasRun, input: input))
        return input.observable
    }

    private static func refuseSubscriptionPoint(_ marbles: String) {
        if MarbleGrammar.hasSubscriptionPoint(marbles) {
            fatalError("marble string \"\(marbles)\": a cold observable has no '^'; its times count from each subscription")
        }
    }

    /// The typed events of a marble string, each value character made an
    /// element by `value`; a malformed string or a character without a value
    /// stops the example with the reason.
    static func events<Element>(
        _ marbles: String, error: Swift.Error, _ type: Element.Type, value: (Character) -> Element?
    ) -> [(time: Int, event: Event<Element>)] {
        let tokens: [MarbleGrammar.Token]
        do { tokens = try MarbleGrammar.scan(marbles) } catch { fatalError(error.description) }
        return tokens.map { token in
            switch token.kind {
            case .value(let character):
                guard let element = value(character) else {
                    var message =
                        MarbleSyntaxError(
                            marbles: marbles, offset: token.offset, reason: "the value '\(character)' has no typed value; add it to values:"
                        ).description
                    if Element.self == Int.self {
                        message += " (the plain form takes digits; for letters write as: String.self, or give values:)"
                    }
                    fatalError(message)
                }
                return (token.time, .next(element))
            case .completed: return (token.time, .completed)
            case .error: return (token.time, .error(error))
            }
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
                { [scheduler, delivery] in
                    let observer = CausalObserver(scheduler: scheduler, delivery: delivery)
                    let disposable = observable.subscribe { event in observer.record(Self.label(event, label)) }
                    return (observer, disposable)
                }
            ))
    }

    /// Runs the scheduler: subscribes every result at frame 0, runs until
    /// nothing is scheduled (or each result's `until` frame, or frame 1000),
    /// and returns each result's marble string, in the order they were added.
    @discardableResult
    public func run() -> [String] {
        hasRun = true
        let ticks = MarbleGrammar.ticksPerFrame
        var running: [(observer: CausalObserver, disposable: Disposable)] = []
        scheduler.scheduleAt(0) { [results] in
            running = results.map { $0.subscribe() }
        }
        for (index, entry) in results.enumerated() {
            scheduler.scheduleAt((entry.until ?? Self.defaultLastFrame) * ticks) {
                if index < running.count { running[index].disposable.dispose() }
            }
        }
        scheduler.advanceTo(Self.defaultLastFrame * ticks)
        recordedResults = zip(results, running).map { entry, run in
            let span = MarbleSubscription(0, entry.until.map { $0 * ticks } ?? Int.max)
            return (
                Line(name: entry.name, events: run.observer.events, isResult: true, frames: entry.until, subscriptions: [span]),
                run.observer.causes
            )
        }
        for run in running { run.disposable.dispose() }
        return recordedResults.map { MarbleGrammar.diagram($0.line.events) }
    }

    static func label<Element>(_ event: Event<Element>, _ describe: (Element) -> String) -> MarbleGrammar.Label {
        switch event {
        case .next(let element): return .next(describe(element))
        case .error(let error): return .error(Self.describe(error))
        case .completed: return .completed
        }
    }

    /// The description an error gets in a diagram's legend.
    public static func describe(_ error: Swift.Error) -> String {
        if let marble = error as? MarbleError { return marble.description }
        return String(describing: error)
    }
}

/// The error a `#` in a marble string sends unless another is given;
/// diagrams print it as a bare `#`.
public struct MarbleError: Swift.Error, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String = MarbleGrammar.defaultErrorLabel) {
        self.description = description
    }
}
