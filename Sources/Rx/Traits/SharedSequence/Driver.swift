/// A `SharedSequence` for UI state: never errors, delivers on the main
/// scheduler, and replays the latest element to new subscribers
/// (`share(replay: 1, scope: .whileConnected)`).
///
/// ```swift
/// let relay = BehaviorRelay(value: 1)
/// let count: Driver<Int> = relay.asDriver()
/// let subscription = count.drive(onNext: { print("count: \($0)") })
/// relay.accept(2)
/// subscription.dispose()
/// // count: 1
/// // count: 2
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The sharing strategy of `Driver`: replay the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`, the main scheduler by default.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// The sequence as a `Driver`.
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Driver` of this sequence that emits `onErrorJustReturn` and
    /// completes if the sequence errors.
    ///
    /// ```swift
    /// struct Offline: Error {}
    /// func fetchName() -> Observable<String> { .error(Offline()) }
    /// let name = fetchName().asDriver(onErrorJustReturn: "unknown")
    /// _ = name.drive(onNext: { print($0) })
    /// // unknown
    /// ```
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// A `Driver` of this sequence that continues with `onErrorDriveWith`
    /// if the sequence errors.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// A `Driver` of this sequence that continues with the `Driver` that
    /// `onErrorRecover` makes from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension BehaviorRelay {
    /// The relay's values as a `Driver`, starting with the current one.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a `Driver` delivering on the main scheduler.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
