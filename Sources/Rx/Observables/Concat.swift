extension ObservableType {
    /// The elements of this sequence, then, once it completes, those of
    /// `second`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).concat(Observable.just(3)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// - Parameter second: The observable subscribed after this one completes.
    /// - Returns: This sequence's elements followed by `second`'s.
    @inlinable
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Concatenates the observables of `sequence`: each is subscribed after
    /// the previous one completes. An error ends the result at once.
    ///
    /// The sequence is iterated lazily, one observable at a time, so it may be
    /// long or generated on demand.
    ///
    /// - Parameter sequence: The observables to concatenate.
    /// - Returns: The elements of each observable, one observable after the other.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        ConcatProducer(sources: sequence, sinkType: ConcatSink<Sequence, Element>.self)
    }

    /// Concatenates the observables of `collection`: each is subscribed after
    /// the previous one completes. An error ends the result at once.
    ///
    /// ```swift
    /// _ = Observable.concat([Observable.of(1, 2), Observable.of(3)]).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// - Parameter collection: The observables to concatenate.
    /// - Returns: The elements of each observable, one observable after the other.
    @inlinable
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        ConcatProducer(sources: collection, sinkType: ConcatSink<Collection, Element>.self)
    }

    /// Concatenates the given observables: each is subscribed after the
    /// previous one completes. An error ends the result at once.
    ///
    /// - Parameter sources: The observables to concatenate.
    /// - Returns: The elements of each observable, one observable after the other.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources: sources, sinkType: ConcatSink<[Observable<Element>], Element>.self)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Concatenates the inner observables: each is subscribed after the
    /// previous one completes; the ones that arrive meanwhile wait in a
    /// queue. Equivalent to `merge(maxConcurrent: 1)`.
    ///
    /// ```swift
    /// let sources = Observable.of(Observable.of(1, 2), Observable.of(3))
    /// _ = sources.concat().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    ///
    /// - Returns: The elements of each inner observable, one after the other.
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

@usableFromInline
final class ConcatProducer<Sources: Sequence, Element>: ReceiverProducer<Element>
where Sources.Element == Observable<Element> {
    private let sources: Sources
    private let sinkType: ConcatSink<Sources, Element>.Type

    @usableFromInline
    init(sources: Sources, sinkType: ConcatSink<Sources, Element>.Type) {
        self.sources = sources
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(iterator: sources.makeIterator(), observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

/// Subscribes to one source at a time. Moving to the next source goes
/// through the current thread's trampoline, so a long run of sources that
/// complete at once does not grow the stack.
@usableFromInline
final class ConcatSink<Sources: Sequence, Element>: ForwardingSink<Element, Receiver<Element>>
where Sources.Element == Observable<Element> {
    private let lock = RecursiveLock.make()
    /// Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var iterator: Sources.Iterator
    private let current = SerialDisposable()
    /// Set once in `run()`, before the first source is subscribed (so
    /// before any event), and only read after.
    @exclusivity(unchecked) private var stepper: RecursiveImmediateScheduler<Void>?

    @usableFromInline
    required init(iterator: Sources.Iterator, observer: Receiver<Element>) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    func run() -> Disposable {
        #if DEBUG || TRACE_RESOURCES
            recordTailRecursiveSinkStackSize(1)
        #endif
        let stepper = RecursiveImmediateScheduler<Void>(
            action: { [weak self] _, _ in self?.subscribeNext() },
            scheduler: CurrentThreadScheduler.instance)
        self.stepper = stepper
        stepper.schedule(())
        return Disposables.create(current, Disposables.create(with: stepper.dispose))
    }

    private func subscribeNext() {
        let next: Observable<Element>? = lock.performLocked { isDisposed ? nil : iterator.next() }
        if isDisposed { return }
        guard let next else {
            lock.performLocked {
                forwardCompleted(disposingAfterUnlocking: lock)
            }
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(next.subscribeReceiverFromSink(self))
    }

    override func _receiveNext(_ element: Element) {
        lock.performLocked { forwardNext(element) }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        // Subscribing to the next source happens outside the lock.
        stepper?.schedule(())
    }
}
