private let driveOffMainThreadMessage = """
    `drive*` family of methods can be only called from `MainThread`.
    This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.
    """

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends the elements (and completion) to `observers`. Must be called
    /// on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends the elements, as optionals, to `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            observers.forEach { $0.on(event) }
        }
    }

    /// Accepts each element into `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element into `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts each element, as an optional, into `relays`.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Calls `transformation` with the sequence as an `Observable`.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return transformation(asObservable())
    }

    /// Calls `with` with the sequence as an `Observable`, then the result
    /// with `curriedArgument`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes handlers that receive `object` without retaining it.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers for elements, completion and disposal. Must be
    /// called on the main thread.
    ///
    /// ```swift
    /// _ = Driver.just(1).drive(onNext: { print($0) })
    /// // 1
    /// ```
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveOffMainThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes without handlers, for the side effects.
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
