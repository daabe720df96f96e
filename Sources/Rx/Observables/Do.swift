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
    @inlinable
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
            onDispose: onDispose,
            sinkType: DoSink<Element>.self)
        // Inlinable, as `map` is: the sink's type is found here.
    }
}

/// The six event handlers of a `do`. Each kind of event takes its own
/// path through the sink (no `Event` is made or switched over per element,
/// which in the sink's unspecialised code costs a metadata lookup).
@usableFromInline
struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?

    @usableFromInline
    init(
        onNext: ((Element) throws -> Void)?, afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?, afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?, afterCompleted: (() throws -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
    }
}

/// A `ForwardingSink` of a `Receiver`, so that a source that is a
/// `ReceiverProducer` (map, filter, create: `do` often follows them) builds
/// its sink for it without an adapter, and its type is found where `do` was
/// applied. A handler that throws ends the sequence with its error
/// (forwarded unless the sink already forwarded its terminal event) and
/// disposes the sink.
@usableFromInline
final class DoSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    private let handlers: DoHandlers<Element>

    @usableFromInline
    required init(handlers: DoHandlers<Element>, observer: Receiver<Element>) {
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

@usableFromInline
final class DoProducer<Element>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?
    /// `DoSink<Element>.self`, found where `do` was applied.
    private let sinkType: DoSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, handlers: DoHandlers<Element>,
        onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?,
        sinkType: DoSink<Element>.Type
    ) {
        self.source = source
        self.handlers = handlers
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
        self.sinkType = sinkType
    }

    /// Without an `onDispose` handler, the sink keeps the source's
    /// subscription as any sink does; with one, a disposable that disposes
    /// it and calls the handler. RxSwift makes that disposable in both
    /// cases: the sink counts a stand-in for it where it is not made.
    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        onSubscribe?()
        guard let onDispose else {
            let sink = sinkType.init(handlers: handlers, observer: downstream)
            sink.countStandIns(1)
            let subscribed = source.subscribeReceiver(consume sink)
            onSubscribed?()
            return subscribed
        }
        let sink = sinkType.init(handlers: handlers, observer: downstream)
        let sourceSubscription = source.subscribeReceiverFromSink(sink)
        onSubscribed?()
        let subscription = Disposables.create {
            sourceSubscription.dispose()
            onDispose()
        }
        return sink.attach(consume subscription)
    }
}
