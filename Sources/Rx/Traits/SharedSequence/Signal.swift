/// A `SharedSequence` for events: never errors, delivers on the main
/// scheduler, shares one subscription but replays nothing to new
/// subscribers (`share(scope: .whileConnected)`).
///
/// ```swift
/// let tapRelay = PublishRelay<Void>()
/// let taps: Signal<Void> = tapRelay.asSignal()
/// let subscription = taps.emit(onNext: { print("tapped") })
/// tapRelay.accept(())
/// subscription.dispose()
/// // tapped
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The sharing strategy of `Signal`: share while connected, replay nothing.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// `SharingScheduler.make()`, the main scheduler by default.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// The sequence as a `Signal`.
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Signal` of this sequence that emits `onErrorJustReturn` and
    /// completes if the sequence errors.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// A `Signal` of this sequence that continues with `onErrorSignalWith`
    /// if the sequence errors.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// A `Signal` of this sequence that continues with the `Signal` that
    /// `onErrorRecover` makes from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }
}

extension PublishRelay {
    /// The relay's values as a `Signal`.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
