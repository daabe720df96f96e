/// The contract of a `Maybe`: at most one element, then completion; or an error.
public enum MaybeTrait {}

/// A sequence that succeeds with one element, completes empty, or fails.
///
/// ```swift
/// let cached = Maybe<String>.create { observer in
///     observer(.completed) // nothing cached
///     return Disposables.create()
/// }
/// _ = cached.subscribe(onSuccess: { print($0) }, onCompleted: { print("empty") })
/// // empty
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers: one of success, error or completion.
@frozen public enum MaybeEvent<Element> {
    /// The one element; the `Maybe` is finished.
    case success(Element)
    /// The `Maybe` failed.
    case error(Swift.Error)
    /// The `Maybe` finished without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The function a `Maybe`'s producer calls with its one event.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a `Maybe` from a subscribe function, which runs for each
    /// subscriber and calls the observer it is given with one `MaybeEvent`.
    ///
    /// - Parameter subscribe: Starts the work; returns what cancels it.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one event of the `Maybe`.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().subscribe { print($0) }
    /// // completed
    /// ```
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        let delivered = DeliveredFlag()
        return primitiveSequence.asObservable().subscribe { event in
            if delivered.testAndSet() { return }
            switch event {
            case .next(let element):
                observer(.success(element))
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes handlers for the element, the error, completion without an
    /// element, and disposal.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { AnonymousDisposable($0) }
        let observer = TraitHandlersReceiver<Element>(
            .maybe, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, disposable: disposable)
        return primitiveSequence.asObservable().subscribeHandlers(observer, receiver: observer, disposable: disposable)
    }

    /// Subscribes handlers that receive `object` without retaining it; the
    /// event is ignored once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in
                guard let object else { return }
                onSuccess?(object, element)
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

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that succeeds with `element` at once.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element))
    }

    /// A `Maybe` that succeeds with `element` on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A `Maybe` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error))
    }

    /// A `Maybe` that never delivers anything.
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never())
    }

    /// A `Maybe` that completes at once without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty())
    }
}
