/// Whether `take(until:behavior:)` and `take(while:behavior:)` also emit the
/// element that ends the sequence.
public enum TakeBehavior {
    /// Emit the element that ends the sequence, then complete.
    case inclusive
    /// Complete without emitting the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Emits the source's elements until `other` emits an element, then
    /// completes.
    ///
    /// `other` is subscribed first, then the source. An error from `other`
    /// is passed on; its completion without an element is ignored (the
    /// result then mirrors the source). On termination both are disposed.
    ///
    /// - Parameter other: The observable whose first element ends the result.
    /// - Returns: The source's elements up to `other`'s first element.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>(), stop = PublishSubject<Void>()
    /// _ = source.take(until: stop).subscribe { print($0) }
    /// source.onNext(1); stop.onNext(()); source.onNext(2)
    /// // next(1)
    /// // completed
    /// ```
    @inlinable
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        TakeUntilProducer(
            source: asObservable(), other: other.asObservable(), sinkType: TakeUntilSink<Source.Element, Element>.self)
    }

    /// Emits the source's elements until one satisfies `predicate`, then
    /// completes; with `.inclusive` that element is emitted first.
    ///
    /// If `predicate` throws, the result fails with that error and the
    /// source is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Tells whether an element ends the sequence.
    ///   - behavior: Whether the ending element is emitted (`.exclusive`, the
    ///     default, drops it).
    /// - Returns: The elements before the first one matching `predicate`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    @inlinable
    public func take(
        until predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Element, TakeUntilPredicateSink<Element>>(
            source: asObservable(), parameters: .init(predicate: predicate, behavior: behavior))
    }

    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        take(until: other)
    }

    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(
        _ behavior: TakeBehavior,
        predicate: @escaping (Element) throws -> Bool
    ) -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }
}

@usableFromInline
final class TakeUntilSink<Other, Element>: ForwardingSink<Element, Receiver<Element>> {
    let lock = RecursiveLock.make()

    @usableFromInline
    override required init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let otherObserver = TakeUntilOtherObserver(parent: self)
        otherObserver.subscription.setDisposable(other.subscribe(otherObserver))
        let sourceSubscription = source.subscribeReceiverFromSink(self)
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }

    override func _receiveNext(_ element: Element) {
        lock.performLocked { forwardNext(element) }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        lock.performLocked { forwardCompleted(disposingAfterUnlocking: lock) }
    }
}

/// Watches `other` for its first element, which ends the sequence.
private final class TakeUntilOtherObserver<Other, Element>: ObserverType {
    let subscription = SingleAssignmentDisposable()
    private let parent: TakeUntilSink<Other, Element>

    init(parent: TakeUntilSink<Other, Element>) { self.parent = parent }

    func on(_ event: Event<Other>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardCompleted(disposingAfterUnlocking: parent.lock)
            case .error(let error):
                parent.forwardError(error, disposingAfterUnlocking: parent.lock)
            case .completed:
                parent.lock.disposeAfterUnlock(subscription)
            }
        }
    }
}

@usableFromInline
final class TakeUntilProducer<Element, Other>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>
    /// `TakeUntilSink<Other, Element>.self`, found where `take(until:)` was
    /// applied.
    private let sinkType: TakeUntilSink<Other, Element>.Type

    @usableFromInline
    init(source: Observable<Element>, other: Observable<Other>, sinkType: TakeUntilSink<Other, Element>.Type) {
        self.source = source
        self.other = other
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        let subscription = sink.run(source: source, other: other)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class TakeUntilPredicateSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    @usableFromInline typealias Predicate = (Element) throws -> Bool

    /// A struct, not a tuple (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let predicate: Predicate
        let behavior: TakeBehavior

        @usableFromInline
        init(predicate: @escaping Predicate, behavior: TakeBehavior) {
            self.predicate = predicate
            self.behavior = behavior
        }
    }

    private let predicate: Predicate
    private let behavior: TakeBehavior
    private var running = true

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Element>) {
        self.predicate = parameters.predicate
        self.behavior = parameters.behavior
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        guard running else { return }
        do {
            running = try !predicate(element)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if running {
            forwardNext(element)
            return
        }
        if behavior == .inclusive { forwardNext(element) }
        forwardCompletedAndDispose()
    }
}
