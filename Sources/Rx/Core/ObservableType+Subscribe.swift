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
        let disposable: Disposable? = onDisposed.map { Disposables.create(with: $0) }
        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
        let observer = HandlersObserver<Element>(
            onNext: onNext, onError: onError, onCompleted: onCompleted, disposable: disposable, callStack: callStack)
        let subscription = asObservable().subscribe(observer)
        return Disposables.create(subscription, disposable ?? Disposables.create())
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

/// The observer of `subscribe(onNext:onError:onCompleted:onDisposed:)`. It
/// holds the handlers itself, so that a subscription allocates one object for
/// them rather than an observer and a closure context.
@usableFromInline
final class HandlersObserver<Element>: ObserverBase<Element> {
    @usableFromInline let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    /// Disposed after a terminal event, which runs `onDisposed`; nil without one.
    private let disposable: Disposable?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`.
    private let callStack: [String]

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        disposable: Disposable?, callStack: [String]
    ) {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        self.callStack = callStack
    }

    override func onCore(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            onNext?(value)
        case .error(let error):
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            disposable?.dispose()
        case .completed:
            onCompleted?()
            disposable?.dispose()
        }
    }

    @inlinable
    override func _receiveNext(_ element: Element) {
        if isStopped { return }
        onNext?(element)
    }

    #if TRACE_RESOURCES
        deinit { _ = Resources.decrementTotal() }
    #endif
}
