extension ObservableType {
    /// Runs side effects for the source's events and for the subscription's
    /// life cycle, and passes the events on unchanged.
    ///
    /// For each event the `on...` handler runs before the event is passed on
    /// and the `after...` handler after it. If a handler throws, the result
    /// fails with that error (instead of the event, when an `on...` handler
    /// threw) and the source is disposed.
    ///
    /// `onSubscribe` runs before the source is subscribed, `onSubscribed`
    /// after; `onDispose` runs once the source subscription is disposed,
    /// whether by a terminal event or by the subscriber.
    ///
    /// - Parameters:
    ///   - onNext: Runs before each element is passed on.
    ///   - afterNext: Runs after each element is passed on.
    ///   - onError: Runs before the error is passed on.
    ///   - afterError: Runs after the error is passed on.
    ///   - onCompleted: Runs before completion is passed on.
    ///   - afterCompleted: Runs after completion is passed on.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source is subscribed.
    ///   - onDispose: Runs after the source subscription is disposed.
    /// - Returns: The source's events, unchanged.
    ///
    /// ```swift
    /// _ = Observable.of(1).do(onNext: { print("saw \($0)") }, onDispose: { print("disposed") })
    ///     .subscribe(onNext: { print($0) })
    /// // saw 1
    /// // 1
    /// // disposed
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        DoProducer(
            source: asObservable(),
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose)
    }
}

/// A `ForwardingSink`, so that a source that is a `ReceiverProducer` (map,
/// filter, create: `do` often follows them) builds its sink for it without
/// an adapter.
private final class DoSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    typealias EventHandler = (Event<Observer.Element>) throws -> Void

    private let before: EventHandler
    private let after: EventHandler

    init(before: @escaping EventHandler, after: @escaping EventHandler, observer: Observer) {
        self.before = before
        self.after = after
        super.init(observer: observer)
    }

    override func receive(_ event: Event<Observer.Element>) {
        do {
            try before(event)
            forwardOn(event)
            try after(event)
            if event.isStopEvent { dispose() }
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }
}

private final class DoProducer<Element>: Producer<Element> {
    typealias EventHandler = (Event<Element>) throws -> Void

    private let source: Observable<Element>
    private let before: EventHandler
    private let after: EventHandler
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, before: @escaping EventHandler, after: @escaping EventHandler,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(before: before, after: after, observer: observer)
        let sourceSubscription = source.subscribeReceiverFromSink(sink)
        onSubscribed?()
        let onDispose = onDispose
        let subscription = Disposables.create {
            sourceSubscription.dispose()
            onDispose?()
        }
        return sink.attach(subscription)
    }
}
