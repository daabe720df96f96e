/// An observable sequence with the guarantees UI code needs: it never
/// errors, delivers on `SharingStrategy.scheduler` (the main scheduler), and
/// shares one subscription among its subscribers in the way its
/// `SharingStrategy` says. `Driver` and `Signal` are its two kinds.
///
/// ```swift
/// let source = Observable.of("Home", "Settings")
/// let titles: Driver<String> = source.asDriver(onErrorJustReturn: "")
/// _ = titles.drive(onNext: { print($0) })
/// // Home
/// // Settings
/// ```
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType
{
    let source: Observable<Element>

    /// Shares `source` with the strategy; the caller promises it never
    /// errors and delivers on the strategy's scheduler.
    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps `source` as it is (it must already share as the strategy says).
    @usableFromInline
    init(raw: Observable<Element>) {
        self.source = raw
    }

    /// Wraps `source` without checking or adding any guarantee: it must
    /// never error, must deliver on the strategy's scheduler and share as
    /// the strategy says. Prefer `asDriver(onErrorJustReturn:)` and friends.
    public static func createUnsafe<Source: ObservableType>(source: Source)
        -> SharedSequence<SharingStrategy, Source.Element>
    {
        SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
    }

    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> { source }

    /// The sequence itself.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// The sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> { Infallible(source) }
}

/// How a kind of `SharedSequence` delivers and shares its elements.
public protocol SharingStrategyProtocol {
    /// The scheduler the elements are delivered on.
    static var scheduler: SchedulerType { get }

    /// Shares `source` among subscribers the way this strategy does.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a `SharedSequence`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy of the sequence.
    associatedtype SharingStrategy: SharingStrategyProtocol

    /// The value as a `SharedSequence`.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequence {
    /// A sequence that completes at once (on the strategy's scheduler).
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits and never completes.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of `element` (on the strategy's scheduler).
    ///
    /// ```swift
    /// _ = Driver.just(1).drive(onNext: { print($0) })
    /// // 1
    /// ```
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that calls `observableFactory` for each subscriber and
    /// subscribes to what it returns.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence of `elements`, sent on the strategy's scheduler.
    @inlinable
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array`, sent on the strategy's scheduler.
    @inlinable
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence`, sent on the strategy's scheduler.
    @inlinable
    public static func from<Source: Swift.Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
    where Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the wrapped value, or an empty one for `nil`. The
    /// element and the completion are two actions on the strategy's
    /// scheduler, one after the other.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// A sequence of 0, 1, 2, ... every `period`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of 0 after `dueTime`, then 1, 2, ... every `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType {
    /// The elements as an `AsyncStream`; ending the iteration disposes the
    /// subscription.
    public var values: AsyncStream<Element> {
        asSharedSequence().asInfallible().values
    }
}
