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
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()

        let callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []

        let observer = AnonymousObserver<Element>(elementHandler: onNext ?? { _ in }) { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler(callStack, error)
                }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        let subscription = asObservable().subscribe(observer)
        // Without an onDisposed handler there is nothing to dispose beside
        // the subscription.
        guard onDisposed != nil else { return subscription }
        return Disposables.create(subscription, disposable)
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
