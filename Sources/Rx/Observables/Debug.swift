import Foundation
import Synchronization

extension ObservableType {
    /// Prints every event, the subscription and its disposal, with a
    /// timestamp, and passes the events on unchanged.
    ///
    /// Each line reads `yyyy-MM-dd HH:mm:ss.SSS: ID -> what`, with the time
    /// in the local time zone, where `what` is `subscribed`,
    /// `Event next(1)`, `Event error(...)`, `Event completed` or
    /// `isDisposed`. Without an identifier, `ID` is
    /// `File.swift:line (function)` of the call site (the file's last path
    /// component).
    ///
    /// With `trimOutput`, an event whose text (`next(...)`, ...) is longer than
    /// 40 characters is shortened to its first 20 characters, `...`, and its
    /// last 20 characters, as RxSwift does; the `Event ` prefix is not
    /// counted. Characters are counted as Swift `Character`s.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line.
    ///   - trimOutput: Whether long event texts are shortened.
    ///   - file: The call site's file, for the default identifier.
    ///   - line: The call site's line, for the default identifier.
    ///   - function: The call site's function, for the default identifier.
    /// - Returns: The source's events, unchanged.
    ///
    /// ```swift
    /// _ = Observable.of(0).debug("numbers").subscribe()
    /// // {{timestamp}}: numbers -> subscribed
    /// // {{timestamp}}: numbers -> Event next(0)
    /// // {{timestamp}}: numbers -> Event completed
    /// // {{timestamp}}: numbers -> isDisposed
    /// ```
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    )
        -> Observable<Element>
    {
        DebugProducer(
            source: asObservable(), identifier: identifier, trimOutput: trimOutput,
            file: file, line: line, function: function)
    }
}

/// The event text `debug` prints: with `trim`, texts longer than 40
/// characters keep their first and last 20 around `...`.
func debugEventText<Element>(_ event: Event<Element>, trim: Bool) -> String {
    let maximumLength = 40
    let text = "\(event)"
    guard trim, text.count > maximumLength else { return text }
    return String(text.prefix(maximumLength / 2)) + "..." + String(text.suffix(maximumLength / 2))
}

/// The identifier `debug` prints when it is given none:
/// `File.swift:line (function)`.
func debugDefaultIdentifier(file: String, line: UInt, function: String) -> String {
    let fileName = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
    return "\(fileName):\(line) (\(function))"
}

private final class DebugSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    private let identifier: String
    private let trimOutput: Bool
    private let timestampFormatter = DateFormatter()
    private let disposalLogged = Atomic<Bool>(false)

    init(identifier: String, trimOutput: Bool, observer: Observer) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        timestampFormatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(observer: observer)
        log("subscribed")
    }

    private func log(_ content: String) {
        print("\(timestampFormatter.string(from: Date())): \(identifier) -> \(content)")
    }

    override func receive(_ event: Event<Element>) {
        log("Event \(debugEventText(event, trim: trimOutput))")
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    override func dispose() {
        if !disposalLogged.exchange(true, ordering: .acquiringAndReleasing) { log("isDisposed") }
        super.dispose()
    }
}

private final class DebugProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool

    init(
        source: Observable<Element>, identifier: String?, trimOutput: Bool,
        file: String, line: UInt, function: String
    ) {
        self.source = source
        self.identifier = identifier ?? debugDefaultIdentifier(file: file, line: line, function: function)
        self.trimOutput = trimOutput
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = DebugSink(identifier: identifier, trimOutput: trimOutput, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
