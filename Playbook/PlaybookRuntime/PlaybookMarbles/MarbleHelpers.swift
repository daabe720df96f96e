import Foundation
import PlaybookWire
import RxSwift
import RxTest

// The helpers of ```swift marble examples. A marble example builds inputs
// from marble strings and hands operator chains to `result`:
//
//     let numbers = hot("--1--2--3--|")          // Int values
//     let letters = cold("-a-b|", as: String.self)
//     let sizes = hot("-s-l|", values: ["s": 1, "l": 9])
//     result(numbers.map { $0 * 2 })             // prints --2--4--6--|
//
// After the example's statements playbook's generated code calls
// `marbleExampleFinish()`: every result is subscribed at frame 0 and its
// marble string printed, one per `result` call, and the recorded timelines
// of every input and result go to stderr as one `MarbleTimeline` line.
//
// These files are not compiled with playbook: the harness compiles them as a
// module of its own (PlaybookMarbles) against the documented package's
// RxSwift and RxTest modules (see LibraryBuild in Playbook/Sources).

/// The scenario of the marble example that runs in this process;
/// released when it finishes, so the leak check sees nothing left.
public var marbleScenario: MarbleScenario! = MarbleScenario()

/// The virtual-time scheduler of marble examples; one frame (one character) is 10 ms.
public var scheduler: TestScheduler { marbleScenario.scheduler }

/// The interval of `count` frames.
public func frames(_ count: Int) -> RxTimeInterval { marbleScenario.frames(count) }

/// A hot observable of digits: `hot("--1--2--|")`. `^` marks where results subscribe.
public func hot(_ marbles: String, error: Swift.Error = MarbleError(), name: String? = nil) -> Observable<Int> {
    marbleScenario.hot(MarbleVariant.moving(marbles), as: Int.self, error: error, name: name)
}

/// A hot observable whose characters convert to `Element`: `hot("-a-b|", as: String.self)`.
public func hot<Element: LosslessStringConvertible>(
    _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
) -> Observable<Element> {
    marbleScenario.hot(MarbleVariant.moving(marbles), as: type, error: error, name: name)
}

/// A hot observable whose characters stand for `values`: `hot("-a-b|", values: ["a": 1, "b": 2])`.
public func hot<Element>(
    _ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil
) -> Observable<Element> {
    marbleScenario.hot(MarbleVariant.moving(marbles), values: values, error: error, name: name)
}

/// A cold observable of digits, starting at each subscription: `cold("-1-2|")`.
public func cold(_ marbles: String, error: Swift.Error = MarbleError(), name: String? = nil) -> Observable<Int> {
    marbleScenario.cold(MarbleVariant.moving(marbles), as: Int.self, error: error, name: name)
}

/// A cold observable whose characters convert to `Element`.
public func cold<Element: LosslessStringConvertible>(
    _ marbles: String, as type: Element.Type, error: Swift.Error = MarbleError(), name: String? = nil
) -> Observable<Element> {
    marbleScenario.cold(MarbleVariant.moving(marbles), as: type, error: error, name: name)
}

/// A cold observable whose characters stand for `values`.
public func cold<Element>(
    _ marbles: String, values: [Character: Element], error: Swift.Error = MarbleError(), name: String? = nil
) -> Observable<Element> {
    marbleScenario.cold(MarbleVariant.moving(marbles), values: values, error: error, name: name)
}

/// Subscribes to `source` at frame 0 and prints its marble string when the example ends;
/// `until` disposes the subscription at that frame.
public func result<Source: ObservableConvertibleType>(_ source: Source, until: Int? = nil, name: String? = nil) {
    marbleScenario.result(source, name: name, until: until)
}

/// Runs the scenario, prints each result's marble string, writes the
/// timelines on stderr (one `MarbleTimeline.line`), and releases the scenario.
public func marbleExampleFinish() {
    for diagram in marbleScenario.run() { print(diagram) }
    fputs(MarbleTimeline(recordedBy: marbleScenario).line + "\n", stderr)
    marbleScenario = nil
}

extension MarbleTimeline {
    /// What a scenario that ran recorded: its lines in order (with their
    /// subscriptions, marble strings and the causes of results' events), and
    /// the end where the longest marble string ends (nil if no line has one).
    public init(recordedBy scenario: MarbleScenario) {
        let lines = scenario.lines
        func reference(_ recorded: MarbleScenario.EventReference?) -> Reference? {
            guard let recorded, lines.indices.contains(recorded.line) else { return nil }
            let events = lines[recorded.line].events
            guard events.indices.contains(recorded.event) else { return nil }
            guard case .next = events[recorded.event].label else { return Reference(line: recorded.line, event: nil) }
            return Reference(
                line: recorded.line, event: events[..<recorded.event].filter { if case .next = $0.label { true } else { false } }.count)
        }
        self.init(
            lines: lines.map { line in
                var wire = MarbleTimeline.Line(recordedBy: line, cause: reference)
                wire.subscriptions = line.subscriptions.map { span in
                    Span(
                        subscribed: span.subscribe, disposed: span.unsubscribe == Int.max ? nil : span.unsubscribe,
                        cause: line.subscriptions.count == 1 ? reference(line.subscriptionCause) : nil)
                }
                return wire
            },
            end: lines.compactMap(\.frames).max().map { $0 * MarbleGrammar.ticksPerFrame })
    }
}

extension MarbleTimeline.Line {
    /// A scenario's line: its values, how it ended, its marble string, and
    /// (a result's) what caused each event, through `cause`.
    public init(
        recordedBy line: MarbleScenario.Line,
        cause: (MarbleScenario.EventReference?) -> MarbleTimeline.Reference? = { _ in nil }
    ) {
        self.init(
            name: line.name, events: [], isResult: line.isResult, marbles: MarbleGrammar.diagram(line.events), input: line.input?.index,
            source: line.input?.marbles)
        for (index, recorded) in line.events.enumerated() {
            let because = line.causes.indices.contains(index) ? cause(line.causes[index]) : nil
            switch recorded.label {
            case .next(let label): events.append(MarbleTimeline.Event(time: recorded.time, label: label, cause: because))
            case .error(let label): error = MarbleTimeline.Event(time: recorded.time, label: label, cause: because)
            case .completed:
                completion = recorded.time
                completionCause = because
            }
        }
    }
}

extension MarbleVariant {
    /// The move this process runs with (the harness puts it in the
    /// environment for a "what if" run), read once.
    static let current: MarbleVariant? = getenv(HarnessRequest.marbleVariantVariable)
        .flatMap { MarbleVariant(String(cString: $0)) }

    /// `marbles` as the input about to be made gets it: moved if this run's
    /// move is for it (counting the inputs made before the run), else as written.
    static func moving(_ marbles: String) -> String {
        guard let variant = current, !marbleScenario.hasRun, variant.input == marbleScenario.inputCount else { return marbles }
        guard let moved = variant.applied(to: marbles) else {
            fatalError("marble variant \(variant) is not a move of \"\(marbles)\" (input \(variant.input))")
        }
        return moved
    }
}
