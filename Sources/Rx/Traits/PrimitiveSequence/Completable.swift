/// The contract of a `Completable`: no elements, then completion or an error.
public enum CompletableTrait {}

/// A sequence of no elements that completes or fails: work whose only
/// result is that it finished.
///
/// ```swift
/// let save = Completable.create { observer in
///     observer(.completed)
///     return Disposables.create()
/// }
/// _ = save.subscribe(onCompleted: { print("saved") })
/// // saved
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers: completion or an error.
@frozen public enum CompletableEvent {
    /// The work failed.
    case error(Swift.Error)
    /// The work finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The function a `Completable`'s producer calls with its one event.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a `Completable` from a subscribe function, which runs for each
    /// subscriber and calls the observer it is given with one
    /// `CompletableEvent`.
    ///
    /// - Parameter subscribe: Starts the work; returns what cancels it.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element>
    {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one event of the `Completable`.
    ///
    /// ```swift
    /// _ = Completable.empty().subscribe { print($0) }
    /// // completed
    /// ```
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        let delivered = DeliveredFlag()
        return primitiveSequence.asObservable().subscribe { event in
            if delivered.testAndSet() { return }
            switch event {
            case .next:
                rxFatalError("Completables can't emit values")
            case .error(let error):
                observer(.error(error))
            case .completed:
                observer(.completed)
            }
        }
    }

    /// Subscribes handlers for completion, the error and disposal.
    ///
    /// An error with no `onError` handler goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable = onDisposed.map { AnonymousDisposable($0) }
        let observer = TraitHandlersReceiver<Never>(
            .completable, onSuccess: nil, onError: onError, onCompleted: onCompleted, disposable: disposable)
        return primitiveSequence.asObservable().subscribeHandlers(observer, receiver: observer, disposable: disposable)
    }

    /// Subscribes handlers that receive `object` without retaining it; the
    /// event is ignored once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: onError.map { handler in
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
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A `Completable` that never finishes.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A `Completable` that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }
}
