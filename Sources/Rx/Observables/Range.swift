extension ObservableType where Element: RxAbstractInteger {
    /// An observable that emits `count` consecutive integers from `start`,
    /// then completes.
    ///
    /// ```swift
    /// _ = Observable.range(start: 1, count: 3).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    public static func range(
        start: Element, count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

/// The integer types `range` and `interval` count with.
public typealias RxAbstractInteger = FixedWidthInteger

private final class RangeProducer<Element: RxAbstractInteger>: ReceiverProducer<Element> {
    let start: Element
    let count: Element
    let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        guard count >= 0 else { rxFatalError("count can't be negative") }
        guard start &+ (count - 1) >= start || count == 0 else { rxFatalError("overflow of count") }
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        if scheduler is CurrentThreadScheduler {
            let sink = TrampolinedRangeSink(start: start, count: count, observer: downstream)
            sink.run()
            return sink.attach(Disposables.create())
        }
        let sink = RangeSink(observer: downstream)
        let subscription = scheduler.scheduleRecursive(0 as Element) { index, recurse in
            if index < self.count {
                sink.forwardNext(self.start + index)
                recurse(index + 1)
            } else {
                sink.forwardCompletedAndDispose()
            }
        }
        return sink.attach(consume subscription)
    }
}

private final class RangeSink<Element>: Sink<Receiver<Element>> {}

/// `range` on `CurrentThreadScheduler` without a scheduled item per element.
///
/// The general path schedules one trampoline item per element, each behind
/// the work already queued. This sink does the same with itself as the only
/// item: after each element, if nothing else waits on the trampoline, the
/// next element is what the trampoline would run next anyway, so it is sent
/// at once; otherwise the sink queues itself behind the waiting work. The
/// order of events on the trampoline is the general path's.
///
/// `emit(on:)` is also compiled for `Int`, the common case (`@_specialize`:
/// the generic entry checks the type once per run and jumps there): no
/// witness call per step, and each element passed down as an `Int` rather
/// than copied and destroyed through its type's value witnesses, which cost
/// some 40 instructions per element in the generic code.
private final class TrampolinedRangeSink<Element: RxAbstractInteger>: Sink<Receiver<Element>>, TrampolinedEmission {
    private let start: Element
    private let count: Element
    // Touched only on the trampoline that emits, by no access spanning a call.
    @exclusivity(unchecked) private var index: Element = 0

    init(start: Element, count: Element, observer: Receiver<Element>) {
        self.start = start
        self.count = count
        super.init(observer: observer)
    }

    /// Sends elements while nothing else waits on the trampoline; in each
    /// step, as on the general path: send one element, then queue behind
    /// waiting work if there is any, then stop if disposed.
    ///
    /// In unspecialised code every operation on `Element` is a protocol
    /// witness call, so a run of elements is counted down in a native `Int`
    /// and the element value advanced by one `+=` per element; `index` (the
    /// number of elements sent, stored back when the loop stops) is updated
    /// once per run. A count above `Int.max` is sent in several runs.
    @_specialize(where Element == Int)
    func emit(on trampoline: Trampoline) {
        while !isDisposed {
            guard index < count else {
                forwardCompletedAndDispose()
                return
            }
            let (sent, mustWait) = sendRun(from: start + index, run: Int(clamping: count - index), on: trampoline)
            index += Element(truncatingIfNeeded: sent)
            if mustWait {
                trampoline.enqueue(self)
                return
            }
        }
    }

    /// Sends up to `run` elements from `first`, one after the other, and
    /// stops early when work is queued on the trampoline (`mustWait`) or the
    /// sink is disposed; returns how many it sent.
    private func sendRun(from first: Element, run: Int, on trampoline: Trampoline) -> (sent: Int, mustWait: Bool) {
        // Made once: the literal `1` costs two witness calls where it appears.
        let one: Element = 1
        var value = first
        var sent = 0
        while true {
            forwardNext(value)
            sent &+= 1
            if trampoline.hasQueuedItems { return (sent, true) }
            if sent == run || isDisposed { return (sent, false) }
            // Only when another element follows, so never past the last.
            value += one
        }
    }
}
