extension ObservableType {
    /// Creates an observable from a subscribe function: it runs for each
    /// subscriber, sends events to the observer it is given, and returns the
    /// disposable that cancels its work.
    ///
    /// Events that the function sends from several threads at once are
    /// delivered one at a time; events after a terminal event are dropped.
    ///
    /// ```swift
    /// let one = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        // Inlinable for the same reason as `map`.
        CreateProducer(subscribe, sinkType: AnonymousObservableSink<Element>.self)
    }
}

/// Serialises the calls of create's subscribe function: an observer never
/// sees two events at once. A `ForwardingSink` of its own elements, so that
/// the `AnyObserver` given to the subscribe function holds it as a
/// `Receiver` (no closure context to allocate), and its own lock (a
/// `LockingForwardingSink`: no lock object to allocate per subscription).
///
/// The first terminal event stops the sink (`forwardTerminal` marks it
/// stopped, under the lock), and `forwardNext` and `forwardTerminal` drop
/// whatever comes after it: no flag of its own.
@usableFromInline
final class AnonymousObservableSink<Element>: LockingForwardingSink<Element, Receiver<Element>> {
    @usableFromInline
    required override init(observer: Receiver<Element>) { super.init(observer: observer) }

    override func _receiveNext(_ element: Element) {
        performLocked { forwardNext(element) }
    }

    override func receiveError(_ error: Swift.Error) {
        performLocked { forwardError(error, disposingAfterUnlocking: self) }
    }

    override func receiveCompleted() {
        performLocked { forwardCompleted(disposingAfterUnlocking: self) }
    }

    func run(_ subscribe: (AnyObserver<Element>) -> Disposable) -> Disposable {
        subscribe(AnyObserver(receiver: self))
    }
}

@usableFromInline
final class CreateProducer<Element>: ReceiverProducer<Element> {
    @usableFromInline typealias Subscribe = (AnyObserver<Element>) -> Disposable

    private let subscribeHandler: Subscribe
    /// `AnonymousObservableSink<Element>.self`, found where `create` was applied.
    private let sinkType: AnonymousObservableSink<Element>.Type

    @usableFromInline
    init(_ subscribeHandler: @escaping Subscribe, sinkType: AnonymousObservableSink<Element>.Type) {
        self.subscribeHandler = subscribeHandler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        let subscription = sink.run(subscribeHandler)
        return sink.attach(consume subscription)
    }
}
