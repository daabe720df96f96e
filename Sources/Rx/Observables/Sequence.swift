extension ObservableType {
    /// An observable that emits each of `elements`, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        SequenceProducer(elements: elements, scheduler: scheduler)
    }

    /// An observable that emits each element of `array`, then completes.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        SequenceProducer(elements: array, scheduler: scheduler)
    }

    /// An observable that emits each element of `sequence`, then completes.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element> where Source.Element == Element
    {
        SequenceProducer(elements: sequence, scheduler: scheduler)
    }

    /// An observable that emits `optional`'s value if it has one, then
    /// completes.
    public static func from(optional: Element?) -> Observable<Element> {
        OptionalProducer(optional: optional, scheduler: nil)
    }

    /// An observable that emits `optional`'s value if it has one, then
    /// completes, on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        OptionalProducer(optional: optional, scheduler: scheduler)
    }
}

private final class SequenceProducer<Source: Sequence>: Producer<Source.Element> {
    let elements: Source
    let scheduler: ImmediateSchedulerType

    init(elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        if scheduler is CurrentThreadScheduler {
            let sink = TrampolinedSequenceSink(iterator: elements.makeIterator(), observer: observer)
            sink.run()
            return sink.attach(Disposables.create())
        }
        let sink = ObservableSequenceSink(observer: observer)
        var iterator = elements.makeIterator()
        let subscription = scheduler.scheduleRecursive(()) { _, recurse in
            if let next = iterator.next() {
                sink.forwardNext(next)
                recurse(())
            } else {
                sink.forwardCompletedAndDispose()
            }
        }
        return sink.attach(consume subscription)
    }
}

private final class ObservableSequenceSink<Observer: ObserverType>: Sink<Observer> {}

/// `of`/`from` on `CurrentThreadScheduler` without a scheduled item per
/// element: the same scheme, and the same order of events on the
/// trampoline, as `TrampolinedRangeSink` (Range.swift).
private final class TrampolinedSequenceSink<Iterator: IteratorProtocol, Observer: ObserverType>: Sink<Observer>,
    TrampolinedEmission
where Observer.Element == Iterator.Element {
    // Touched only on the trampoline that emits, by no access spanning a call.
    @exclusivity(unchecked) private var iterator: Iterator

    init(iterator: Iterator, observer: Observer) {
        self.iterator = iterator
        super.init(observer: observer)
    }

    func emit(on trampoline: Trampoline) {
        // Iterated in a local copy (no exclusive access to the stored
        // property per element), stored back whenever the loop stops.
        var iterator = self.iterator
        defer { self.iterator = iterator }
        while !isDisposed {
            if let next = iterator.next() {
                forwardNext(next)
            } else {
                forwardCompletedAndDispose()
                return
            }
            if trampoline.hasQueuedItems {
                trampoline.enqueue(self)
                return
            }
        }
    }
}

private final class OptionalProducer<Element>: Producer<Element> {
    let optional: Element?
    let scheduler: ImmediateSchedulerType?

    init(optional: Element?, scheduler: ImmediateSchedulerType?) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ObservableSequenceSink(observer: observer)
        guard let scheduler else {
            if let optional { sink.forwardNext(optional) }
            sink.forwardCompletedAndDispose()
            return sink.attach(Disposables.create())
        }
        let subscription = scheduler.schedule(optional) { optional -> Disposable in
            if let optional {
                sink.forwardNext(optional)
                return scheduler.schedule(()) { _ in
                    sink.forwardCompletedAndDispose()
                    return Disposables.create()
                }
            }
            sink.forwardCompletedAndDispose()
            return Disposables.create()
        }
        return sink.attach(consume subscription)
    }
}
