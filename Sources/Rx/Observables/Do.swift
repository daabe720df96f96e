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
            handlers: DoHandlers(
                onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted),
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose)
    }
}

/// The six event handlers of a `do`. Each kind of event takes its own
/// path through the sink (no `Event` is made or switched over per element,
/// which in the sink's unspecialised code costs a metadata lookup).
private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
}

/// A `ForwardingSink`, so that a source that is a `ReceiverProducer` (map,
/// filter, create: `do` often follows them) builds its sink for it without
/// an adapter. A handler that throws ends the sequence with its error
/// (forwarded unless the sink already forwarded its terminal event) and
/// disposes the sink.
private final class DoSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let handlers: DoHandlers<Element>

    init(handlers: DoHandlers<Element>, observer: Observer) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        do {
            try handlers.onNext?(element)
            forwardNext(element)
            try handlers.afterNext?(element)
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func receiveError(_ error: Swift.Error) {
        do {
            try handlers.onError?(error)
            if !isStoppedRelaxed { observer._receiveError(error) }
            try handlers.afterError?(error)
            dispose()
        } catch {
            forwardErrorAndDispose(error)
        }
    }

    override func receiveCompleted() {
        do {
            try handlers.onCompleted?()
            if !isStoppedRelaxed { observer._receiveCompleted() }
            try handlers.afterCompleted?()
            dispose()
        } catch {
            forwardErrorAndDispose(error)
        }
    }
}

private final class DoProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(
        source: Observable<Element>, handlers: DoHandlers<Element>,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer)
        let sourceSubscription = source.subscribeReceiverFromSink(sink)
        onSubscribed?()
        let onDispose = onDispose
        let subscription = Disposables.create {
            sourceSubscription.dispose()
            onDispose?()
        }
        return sink.attach(consume subscription)
    }
}
