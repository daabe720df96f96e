/// The contract of a `Single`: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that succeeds with exactly one element or fails with an error.
///
/// ```swift
/// let answer = Single<Int>.create { observer in
///     observer(.success(42))
///     return Disposables.create()
/// }
/// _ = answer.subscribe(onSuccess: { print($0) })
/// // 42
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The function a `Single`'s producer calls with its one event.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a `Single` from a subscribe function, which runs for each
    /// subscriber and calls the observer it is given with one `SingleEvent`.
    ///
    /// Events after the first are ignored.
    ///
    /// ```swift
    /// let single = Single<String>.create { observer in
    ///     observer(.success("done"))
    ///     return Disposables.create()
    /// }
    /// _ = single.subscribe(onSuccess: { print($0) })
    /// // done
    /// ```
    ///
    /// - Parameter subscribe: Starts the work; returns what cancels it.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one event of the `Single`.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe { print($0) }
    /// // success(1)
    /// ```
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        let delivered = DeliveredFlag()
        return primitiveSequence.asObservable().subscribe { event in
            if delivered.testAndSet() { return }
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.failure(error))
            case .completed:
                rxFatalErrorInDebug("Singles can't emit a completion event")
            }
        }
    }

    /// Subscribes handlers for the element, the error and disposal.
    ///
    /// An error with no `onFailure` handler goes to `Hooks.defaultErrorHandler`.
    /// `onDisposed` runs once, after the event or when the returned
    /// disposable is disposed.
    ///
    /// ```swift
    /// _ = Single.just(1).subscribe(onSuccess: { print("got", $0) }, onDisposed: { print("disposed") })
    /// // got 1
    /// // disposed
    /// ```
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { AnonymousDisposable($0) }
        let observer = TraitHandlersReceiver<Element>(
            .single, onSuccess: onSuccess, onError: onFailure, onCompleted: nil, disposable: disposable)
        return primitiveSequence.asObservable().subscribeHandlers(observer, receiver: observer, disposable: disposable)
    }

    /// Subscribes handlers that receive `object` without retaining it; the
    /// event is ignored once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
            },
            onFailure: onFailure.map { handler in
                { [weak object] error in
                    guard let object else { return }
                    handler(object, error)
                }
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that succeeds with `element` at once.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A `Single` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Single` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A `Single` that never delivers anything.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }
}
