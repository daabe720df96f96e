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
        CreateProducer(subscribe)
    }
}

private final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    // Serialises the producer's calls: an observer never sees two events at once.
    private let lock = RecursiveLock.make()
    private var stopped = false

    func on(_ event: Event<Element>) {
        lock.performLocked {
            if stopped { return }
            switch event {
            case .next:
                forwardOn(event)
            case .error, .completed:
                stopped = true
                forwardTerminal(event, disposingAfterUnlocking: lock)
            }
        }
    }

    func run(_ parent: CreateProducer<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}

@usableFromInline
final class CreateProducer<Element>: Producer<Element> {
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        return sink.attach(sink.run(self))
    }
}
