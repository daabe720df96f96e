/// A `PublishSubject` that cannot fail or complete: `accept` sends an element
/// to the current observers.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    public init() {}

    /// Sends `event` to the current observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A `BehaviorSubject` that cannot fail or complete: it always has a current
/// `value`, and `accept` replaces it.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value starts as `value`.
    public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// The current value.
    public var value: Element {
        // The subject never errors and is never disposed, so this cannot throw.
        try! subject.value()
    }

    /// Replaces the current value and sends it to the observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A `ReplaySubject` that cannot fail or complete.
public final class ReplayRelay<Element>: ObservableType {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Sends `event` to the observers and buffers it.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
