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
    /// long or generated on demand. An observable of the sequence that is
    /// itself a concat of the same type of sequence is walked by this one, as
    /// RxSwift's tail-recursive sink walks it: a chain of concats nested in
    /// one another, however deep, takes no more of the call stack than one
    /// (`maxTailRecursiveSinkStackSize` reports how deep it went).
    ///
    /// - Parameter sequence: The observables to concatenate.
    /// - Returns: The elements of each observable, one observable after the other.
    @inlinable
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        ConcatProducer(sources: sequence, count: nil, sinkType: ConcatSink<Sequence, Element>.self)
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
        ConcatProducer(sources: collection, count: collection.count, sinkType: ConcatSink<Collection, Element>.self)
    }

    /// Concatenates the given observables: each is subscribed after the
    /// previous one completes. An error ends the result at once.
    ///
    /// - Parameter sources: The observables to concatenate.
    /// - Returns: The elements of each observable, one observable after the other.
    @inlinable
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatProducer(sources: sources, count: sources.count, sinkType: ConcatSink<[Observable<Element>], Element>.self)
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
    /// How many observables `sources` holds when it is a collection (nil for
    /// a sequence): a walk of a collection ends with its last observable, not
    /// after it (RxSwift's count of a `Concat`).
    let count: Int?
    private let sinkType: ConcatSink<Sources, Element>.Type

    @usableFromInline
    init(sources: Sources, count: Int?, sinkType: ConcatSink<Sources, Element>.Type) {
        self.sources = sources
        self.count = count
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        // This class, with these generic arguments, is what a nested concat
        // the sink can walk is an instance of (its isa: no metadata lookup).
        let sink = sinkType.init(
            iterator: sources.makeIterator(), remaining: count, nestedConcat: ObjectIdentifier(type(of: self)),
            observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }

    /// An iterator of the sources from their start.
    func makeIterator() -> Sources.Iterator { sources.makeIterator() }
}

/// Subscribes to one source at a time. Moving to the next source goes
/// through the current thread's trampoline, so a long run of sources that
/// complete at once does not grow the stack.
///
/// A source that is a concat of the same type (`nestedConcat`, the class of
/// the producer that made this sink) is not subscribed: its sequence is
/// walked here, over the one it interrupts, which is resumed once the nested
/// one is done (RxSwift's TailRecursiveSink and its stack of generators). A
/// chain of nested concats so takes one sink and no frame per level on the
/// call stack; `maxTailRecursiveSinkStackSize` records how many walks were
/// held at once, as RxSwift's counts its generators. A walk of known length
/// (a collection's) is dropped as it yields its last observable, so a concat
/// nested last in a collection does not deepen it.
@usableFromInline
final class ConcatSink<Sources: Sequence, Element>: ForwardingSink<Element, Receiver<Element>>
where Sources.Element == Observable<Element> {
    /// What a sink keeps once it has met a nested concat: the walks it
    /// interrupted, the innermost last, and the iterators of walks that
    /// ended, to release after the lock (they may hold anything). A sink
    /// that nests nothing makes none: in this unspecialised code, an array of
    /// iterators or of tuples has its metadata looked up (some 300 to 700
    /// instructions a step, measured on concat-4-just).
    private final class Nesting {
        @exclusivity(unchecked) var interrupted: [(iterator: Sources.Iterator, remaining: Int?)] = []
        @exclusivity(unchecked) var ended: [Sources.Iterator] = []
    }

    private let lock = RecursiveLock.make()
    // Under the lock (no run-time exclusivity checks: LOCKS.md). The walk
    // going on now, of the innermost nested sequence, is kept in fields of
    // the sink, not in a struct or tuple of generic type (whose metadata
    // would be looked up at each step).
    /// The iterator of the sequence walked now.
    @exclusivity(unchecked) private var iterator: Sources.Iterator
    /// For a collection, how many observables `iterator` has left.
    @exclusivity(unchecked) private var remaining: Int?
    /// Whether `iterator` may yield more: false once it has yielded nil, or
    /// the last observable of its known count.
    @exclusivity(unchecked) private var isWalking = true
    /// Made when the first nested concat is met.
    @exclusivity(unchecked) private var nesting: Nesting?
    private let nestedConcat: ObjectIdentifier
    private let current = SerialDisposable()
    /// Set once in `run()`, before the first source is subscribed (so
    /// before any event), and only read after.
    @exclusivity(unchecked) private var stepper: RecursiveImmediateScheduler<Void>?

    @usableFromInline
    required init(
        iterator: Sources.Iterator, remaining: Int?, nestedConcat: ObjectIdentifier, observer: Receiver<Element>
    ) {
        self.iterator = iterator
        self.remaining = remaining
        self.nestedConcat = nestedConcat
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let stepper = RecursiveImmediateScheduler<Void>(
            action: { [weak self] _, _ in self?.subscribeNext() },
            scheduler: CurrentThreadScheduler.instance)
        self.stepper = stepper
        stepper.schedule(())
        return Disposables.create(current, Disposables.create(with: stepper.dispose))
    }

    private func subscribeNext() {
        var hasNested = false
        let next: Observable<Element>? = lock.performLocked {
            if isDisposed { return nil }
            let next = nextSource()
            hasNested = nesting != nil
            return next
        }
        if hasNested { releaseEndedIterators() }
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

    /// Under the lock: the next observable to subscribe to, walking into the
    /// nested concats it meets and back out of the sequences that end; nil
    /// once every sequence is done. What concerns nesting is out of line, so
    /// that a concat that nests nothing looks up no metadata.
    private func nextSource() -> Observable<Element>? {
        while true {
            if !isWalking {
                guard nesting != nil, resumeInterruptedWalk() else { return nil }
            }
            guard let candidate = iterator.next() else {
                isWalking = false
                continue
            }
            if let left = remaining {
                remaining = left - 1
                if left <= 1 { isWalking = false }
            }
            guard ObjectIdentifier(type(of: candidate)) == nestedConcat else { return candidate }
            walk(into: candidate)
        }
    }

    /// Under the lock: goes back to the innermost interrupted walk, if any.
    @inline(never)
    private func resumeInterruptedWalk() -> Bool {
        guard let nesting, let resumed = nesting.interrupted.popLast() else { return false }
        nesting.ended.append(iterator)
        iterator = resumed.iterator
        remaining = resumed.remaining
        isWalking = true
        return true
    }

    /// Under the lock: walks the sequence of `concat`, a concat of the same
    /// type (its class, the class of this sink's producer, is exactly
    /// `ConcatProducer<Sources, Element>`), over the walk going on, which is
    /// kept if it may yield more.
    @inline(never)
    private func walk(into concat: Observable<Element>) {
        let nested = unsafeDowncast(concat, to: ConcatProducer<Sources, Element>.self)
        let nesting = self.nesting ?? Nesting()
        self.nesting = nesting
        if isWalking {
            nesting.interrupted.append((iterator, remaining))
        } else {
            nesting.ended.append(iterator)
        }
        iterator = nested.makeIterator()
        remaining = nested.count
        isWalking = true
        #if DEBUG || TRACE_RESOURCES
            recordTailRecursiveSinkStackSize(nesting.interrupted.count + 1)
        #endif
    }

    /// After the lock: releases the iterators of the walks that ended.
    @inline(never)
    private func releaseEndedIterators() {
        let ended: [Sources.Iterator] = lock.performLocked {
            guard let nesting else { return [] }
            defer { nesting.ended = [] }
            return nesting.ended
        }
        _ = ended
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
