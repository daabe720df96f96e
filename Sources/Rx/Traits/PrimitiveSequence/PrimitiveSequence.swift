/// An observable sequence with a narrower contract, the common base of
/// `Single`, `Maybe` and `Completable`.
///
/// `Trait` names the contract (`SingleTrait`, `MaybeTrait`,
/// `CompletableTrait`); the sequence itself is an ordinary `Observable` that
/// keeps it. A primitive sequence is not an `ObservableType`: it converts to
/// one with `asObservable()`.
///
/// ```swift
/// let answer: Single<Int> = .just(42)
/// _ = answer.subscribe(onSuccess: { print($0) })
/// // 42
/// ```
public struct PrimitiveSequence<Trait, Element> {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which the caller promises keeps the trait's contract.
    @usableFromInline
    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// A type that is (or wraps) a `PrimitiveSequence`; the trait operators are
/// extensions of this protocol constrained on `Trait`.
public protocol PrimitiveSequenceType {
    /// The contract of the sequence: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait

    /// The type of the element.
    associatedtype Element

    /// The value as a `PrimitiveSequence`.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as an `Observable` that keeps the trait's contract.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// A sequence that calls `observableFactory` for each subscriber and
    /// subscribes to the sequence it returns; a throwing factory fails the
    /// subscription.
    ///
    /// ```swift
    /// var calls = 0
    /// let counted = Single<Int>.deferred { calls += 1; return .just(calls) }
    /// _ = counted.subscribe(onSuccess: { print($0) })
    /// _ = counted.subscribe(onSuccess: { print($0) })
    /// // 1
    /// // 2
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
    }

    /// A sequence that creates a resource for each subscriber, subscribes to
    /// the sequence made from it, and disposes the resource when that
    /// subscription ends.
    ///
    /// - Parameters:
    ///   - resourceFactory: Makes the resource.
    ///   - primitiveSequenceFactory: Makes the sequence that uses it.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory,
                observableFactory: { resource in
                    try primitiveSequenceFactory(resource).asObservable()
                }))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// A sequence that emits `0` after `dueTime` on `scheduler` and then
    /// completes (a `Single` succeeds with `0`).
    ///
    /// ```swift
    /// // Succeeds with 0 one second after subscription.
    /// let tick = Single<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
    /// ```
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
    }
}

/// Whether a trait's one event was delivered: the first event sets it, and
/// nothing after that reaches the subscriber. A class rather than a captured
/// `var`, which would be a box whose every access is checked for exclusivity
/// at run time; the events of one subscription never overlap (the Rx
/// guarantee), so neither do the accesses.
final class DeliveredFlag {
    @exclusivity(unchecked) private var isSet = false

    /// Sets the flag; returns whether it was set already.
    func testAndSet() -> Bool {
        let wasSet = isSet
        isSet = true
        return wasSet
    }
}

/// The subscriber of the handler forms of `subscribe` of `Single`, `Maybe`
/// and `Completable`: one object holding the handlers, where a closure over
/// them, a `DeliveredFlag`, a closure over both and an `AnonymousObserver`
/// were four. Its stopped state is the delivered flag: the first event
/// reaches a handler, nothing after it does. A `Receiver`, counted in
/// `Resources.total` as the `AnonymousObserver` it replaces was.
final class TraitHandlersReceiver<Element>: Receiver<Element> {
    enum Kind {
        case single, maybe, completable
    }

    private let kind: Kind
    private let onSuccess: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    /// Disposed after the event, which runs `onDisposed`; nil without one.
    private let disposable: AnonymousDisposable?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`.
    private let callStack: [String]

    init(
        _ kind: Kind, onSuccess: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, disposable: AnonymousDisposable?
    ) {
        self.kind = kind
        self.onSuccess = onSuccess
        self.onError = onError
        self.onCompleted = onCompleted
        self.disposable = disposable
        self.callStack = Hooks.recordCallStackOnError ? Hooks.customCaptureSubscriptionCallstack() : []
    }

    override func on(_ event: Event<Element>) { receiveSplit(event) }

    override func _receiveError(_ error: Swift.Error) {
        if markStopped() { return }
        deliverToHandlers(error, onError: onError, callStack: callStack, disposable: disposable)
    }

    override func _receiveCompleted() {
        if markStopped() { return }
        if kind == .single {
            rxFatalErrorInDebug("Singles can't emit a completion event")
            return
        }
        onCompleted?()
        disposable?.dispose()
    }

    override func _receiveNext(_ element: Element) {
        if markStopped() { return }
        if kind == .completable { rxFatalError("Completables can't emit values") }
        onSuccess?(element)
        disposable?.dispose()
    }
}
