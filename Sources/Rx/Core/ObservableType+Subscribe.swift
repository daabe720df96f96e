extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnonymousObserver(on))
    }

    /// Subscribes handlers for elements, the error, completion and disposal.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once, after a terminal event or when the returned
    /// disposable is disposed.
    ///
    /// With resource tracing on, the returned disposable is itself counted in
    /// `Resources.total` until it is released, as in RxSwift: after
    /// `dispose()` the count stays one above where it started.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // Inlinable, so that when the caller knows the observable's type (a
        // subject, say) the whole subscription is specialised for it.
        // Its class, not `Disposable`: the subscriber releases a class
        // reference when it goes, where an existential costs value-witness calls.
        let disposable = onDisposed.map { AnonymousDisposable($0) }
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let observer = HandlersReceiver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable, callStack: callStack)
        return asObservable().subscribeHandlers(observer, receiver: observer, disposable: disposable)
    }

    /// Subscribes handlers that receive `object` without retaining it; events
    /// that arrive after `object` is gone are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in
                guard let object else { return }
                onNext?(object, value)
            },
            onError: onError.map { handler in
                { [weak object] error in
                    guard let object else { return }
                    handler(object, error)
                }
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }
}

extension Observable {
    /// `subscribe(_:)` for Rx's own callers that hold an `Observable` (the
    /// traits' subscribe methods): the subscriber is a `Receiver`, which a
    /// `ReceiverProducer` builds its sink for directly. (`ObservableType`'s
    /// public `subscribe(_:)` subscribes `self` as RxSwift does, which for a
    /// type that is not an `Observable` is not the same as subscribing
    /// `asObservable()`.)
    func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver(on)
        return subscribeFromSubscriber(observer, receiver: observer)
    }
}

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`. It
/// holds the handlers itself, so that a subscription allocates one object for
/// them rather than an observer and a closure context. A `Receiver`, so that
/// the operators that are `ReceiverProducer`s build their sinks for it
/// directly; counted in `Resources.total` as a sink, as RxSwift counts its
/// observer. It stops at the first terminal event; it is never subscribed
/// upstream itself (the sink above it is, and the returned handle disposes
/// that).
@usableFromInline
final class HandlersReceiver<Element>: Receiver<Element> {
    @usableFromInline let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    /// Disposed after a terminal event, which runs `onDisposed`; nil without one.
    private let disposable: AnonymousDisposable?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`.
    private let callStack: [String]

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposable: AnonymousDisposable?, callStack: [String]
    ) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        self.callStack = callStack
    }

    override func on(_ event: Event<Element>) { receiveSplit(event) }

    // Inlinable, as a subject specialised in the caller's module calls it
    // for every element.
    @inlinable
    override func _receiveNext(_ element: Element) {
        if isStoppedRelaxed { return }
        onNext?(element)
    }

    override func _receiveCompleted() {
        if markStopped() { return }
        onCompleted?()
        disposable?.dispose()
    }

    override func _receiveError(_ error: Swift.Error) {
        if markStopped() { return }
        deliverToHandlers(error, onError: onError, callStack: callStack, disposable: disposable)
    }
}

/// What a handler-holding subscriber (`HandlersReceiver`, the traits'
/// `TraitHandlersReceiver`) does with the error it stops at: hands it to
/// `onError`, or to `Hooks.defaultErrorHandler` with the subscription's call
/// stack when there is none, then disposes `disposable` (which runs
/// `onDisposed`).
func deliverToHandlers(
    _ error: Swift.Error, onError: ((Swift.Error) -> Void)?, callStack: [String], disposable: AnonymousDisposable?
) {
    if let onError {
        onError(error)
    } else {
        Hooks.defaultErrorHandler(callStack, error)
    }
    disposable?.dispose()
}
