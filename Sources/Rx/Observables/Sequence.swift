extension ObservableType {
    /// An observable that emits each of `elements`, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    @inlinable
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        // Inlinable: the iteration is compiled here, where the element type
        // is known (see `SequenceProducer`).
        SequenceProducer(elements: elements, scheduler: scheduler, sendNext: { sendNext(from: &$0, to: $1) })
    }

    /// An observable that emits each element of `array`, then completes.
    @inlinable
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        SequenceProducer(elements: array, scheduler: scheduler, sendNext: { sendNext(from: &$0, to: $1) })
    }

    /// An observable that emits each element of `sequence`, then completes.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element> where Source.Element == Element
    {
        SequenceProducer(elements: sequence, scheduler: scheduler, sendNext: { sendNext(from: &$0, to: $1) })
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

extension ObservableType {
    /// Sends the next element of `iterator` to `receiver`; false when there
    /// is none. Inlined where `of` or `from` is applied, into the closure
    /// that `SequenceProducer` calls per element.
    @inlinable @inline(__always)
    static func sendNext<Iterator: IteratorProtocol>(from iterator: inout Iterator, to receiver: Receiver<Element>) -> Bool
    where Iterator.Element == Element {
        guard let element = iterator.next() else { return false }
        receiver._receiveNext(element)
        return true
    }
}

/// `of` and `from`: each subscription iterates `elements` afresh.
///
/// Iterating in this module's unspecialised code, each `next()` is a
/// witness call that, for an array's iterator, reads the element through a
/// coroutine whose frame is allocated (one malloc and some 400 instructions
/// per element), and each `Optional<Element>` it returns is a value of a type
/// looked up at run time. So the step that takes an element and sends it,
/// `sendNext`, is a closure compiled where the operator is applied, for the
/// concrete types (no captures: no allocation); the sinks call it per element.
@usableFromInline
final class SequenceProducer<Source: Sequence>: ReceiverProducer<Source.Element> {
    /// Sends the iterator's next element to the receiver; false at the end.
    @usableFromInline typealias SendNext = (inout Source.Iterator, Receiver<Source.Element>) -> Bool

    private let elements: Source
    private let scheduler: ImmediateSchedulerType
    private let sendNext: SendNext

    @usableFromInline
    init(elements: Source, scheduler: ImmediateSchedulerType, sendNext: @escaping SendNext) {
        self.elements = elements
        self.scheduler = scheduler
        self.sendNext = sendNext
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        if scheduler is CurrentThreadScheduler {
            let sink = TrampolinedSequenceSink(iterator: elements.makeIterator(), sendNext: sendNext, observer: downstream)
            sink.run()
            return sink.attach(Disposables.create())
        }
        let sink = ObservableSequenceSink(observer: downstream)
        var iterator = elements.makeIterator()
        let sendNext = sendNext
        let subscription = scheduler.scheduleRecursive(()) { _, recurse in
            // Not after disposal: `forwardNext`'s check, made before `next()`.
            if sink.isDisposed { return }
            if sendNext(&iterator, downstream) {
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
private final class TrampolinedSequenceSink<Iterator: IteratorProtocol>: Sink<Receiver<Iterator.Element>>,
    TrampolinedEmission
{
    typealias SendNext = (inout Iterator, Receiver<Iterator.Element>) -> Bool

    // Touched only on the trampoline that emits, by no access spanning a call.
    @exclusivity(unchecked) private var iterator: Iterator
    private let sendNext: SendNext

    init(iterator: Iterator, sendNext: @escaping SendNext, observer: Receiver<Iterator.Element>) {
        self.iterator = iterator
        self.sendNext = sendNext
        super.init(observer: observer)
    }

    func emit(on trampoline: Trampoline) {
        // Iterated in a local copy (no exclusive access to the stored
        // property per element), stored back whenever the loop stops. The
        // loop's check of `isDisposed` is `forwardNext`'s, made before the
        // element is taken rather than after.
        var iterator = self.iterator
        defer { self.iterator = iterator }
        while !isDisposed {
            guard sendNext(&iterator, observer) else {
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
