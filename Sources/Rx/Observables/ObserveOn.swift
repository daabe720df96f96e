extension ObservableType {
    /// Delivers the sequence's events to observers on `scheduler`.
    ///
    /// Each event is handed to the scheduler in the order it arrived, and the
    /// observer receives them one at a time, in that order, never two at
    /// once: on a concurrent scheduler the events are queued and drained by a
    /// single scheduled action at a time. A serial dispatch queue scheduler
    /// (`SerialDispatchQueueScheduler`, `MainScheduler`) already runs work in
    /// order, one item at a time, so each event is simply dispatched to it.
    ///
    /// This changes where observers run, not where the subscription to the
    /// source happens; for that, see `subscribe(on:)`.
    ///
    /// - Parameter scheduler: The scheduler that delivers the events.
    /// - Returns: The source sequence, observed on `scheduler`.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// _ = Observable.of(1, 2, 3)
    ///     .observe(on: MainScheduler.instance)
    ///     .subscribe(onNext: { print($0, Thread.isMainThread) })
    /// // 1 true
    /// // 2 true
    /// // 3 true
    /// ```
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialQueueProducer(
                source: asObservable(), scheduler: serialScheduler, sinkType: ObserveOnSerialQueueSink<Element>.self)
        }
        return ObserveOnProducer(source: asObservable(), scheduler: scheduler, sinkType: ObserveOnSink<Element>.self)
    }

    /// Delivers the sequence's events to observers on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

// MARK: - Serial dispatch queue: each event is dispatched as it comes

@usableFromInline
final class ObserveOnSerialQueueProducer<Element>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler
    /// `ObserveOnSerialQueueSink<Element>.self`, found where `observe(on:)`
    /// was applied.
    private let sinkType: ObserveOnSerialQueueSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, scheduler: SerialDispatchQueueScheduler,
        sinkType: ObserveOnSerialQueueSink<Element>.Type
    ) {
        self.source = source
        self.scheduler = scheduler
        self.sinkType = sinkType
        #if TRACE_RESOURCES
            Resources.serialDispatchQueueObservableCount.add(1, ordering: .relaxed)
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.serialDispatchQueueObservableCount.subtract(1, ordering: .relaxed) }
    #endif

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        source.subscribeReceiver(sinkType.init(scheduler: scheduler, observer: downstream))
    }
}

@usableFromInline
final class ObserveOnSerialQueueSink<Element>: EventForwardingSink<Receiver<Element>> {
    private let scheduler: SerialDispatchQueueScheduler
    private let stopLock = RecursiveLock.make()
    @exclusivity(unchecked) private var stopped = false

    @usableFromInline
    required init(scheduler: SerialDispatchQueueScheduler, observer: Receiver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func receive(_ event: Event<Element>) {
        let accepted: Bool = stopLock.performLocked {
            if stopped { return false }
            if event.isStopEvent { stopped = true }
            return true
        }
        guard accepted else { return }
        // The queue runs the items in order and one at a time.
        _ = scheduler.scheduleInternal((self, event)) { sink, event in
            sink.deliver(event)
            return Disposables.create()
        }
    }

    private func deliver(_ event: Event<Element>) {
        if isDisposed { return }
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    override func dispose() {
        // Events arriving from now on are not even scheduled.
        stopLock.performLocked { stopped = true }
        super.dispose()
    }
}

// MARK: - Any scheduler: a queue drained by one recursive action at a time

@usableFromInline
final class ObserveOnProducer<Element>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType
    /// `ObserveOnSink<Element>.self`, found where `observe(on:)` was applied.
    private let sinkType: ObserveOnSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, scheduler: ImmediateSchedulerType, sinkType: ObserveOnSink<Element>.Type) {
        self.source = source
        self.scheduler = scheduler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        source.subscribeReceiver(sinkType.init(scheduler: scheduler, observer: downstream))
    }
}

@usableFromInline
final class ObserveOnSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock.make()
    private let drainSubscription = SerialDisposable()
    // The elements waiting, then the terminal event: elements rather than
    // `Event`s, whose making, copying and switching in this unspecialised code
    // each cost a metadata lookup (some 300 instructions). All under `lock`.
    private let pending = ElementQueue<Element>()
    @exclusivity(unchecked) private var terminated = false
    @exclusivity(unchecked) private var terminalError: Swift.Error?
    @exclusivity(unchecked) private var draining = false
    @exclusivity(unchecked) private var stopped = false

    @usableFromInline
    required init(scheduler: ImmediateSchedulerType, observer: Receiver<Element>) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        let shouldStartDraining: Bool = lock.performLocked {
            if stopped { return false }
            pending.append(element)
            return startDraining()
        }
        if shouldStartDraining { scheduleDraining() }
    }

    override func receiveCompleted() { receiveTerminal(nil) }

    override func receiveError(_ error: Swift.Error) { receiveTerminal(error) }

    /// Queues the terminal event (`error`, or completion when it is nil)
    /// after the elements waiting.
    private func receiveTerminal(_ error: Swift.Error?) {
        let shouldStartDraining: Bool = lock.performLocked {
            if stopped { return false }
            stopped = true
            terminated = true
            terminalError = error
            return startDraining()
        }
        if shouldStartDraining { scheduleDraining() }
    }

    /// Under `lock`: whether the caller must schedule the draining, which is
    /// then marked as started.
    private func startDraining() -> Bool {
        if draining { return false }
        draining = true
        return true
    }

    private func scheduleDraining() {
        drainSubscription.disposable = scheduler.scheduleRecursive((), action: drainOne)
    }

    private func drainOne(_ state: (), _ recurse: (()) -> Void) {
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            let element = slot.baseAddress.unsafelyUnwrapped
            let step: ObserveOnDrainStep = lock.performLocked {
                if !pending.isEmpty {
                    element.initialize(to: pending.dequeue())
                    return .element
                }
                if terminated { return .terminal(terminalError) }
                draining = false
                return .idle
            }
            switch step {
            case .idle:
                return
            case .terminal(let error):
                if isDisposed { return }
                if let error {
                    forwardErrorAndDispose(error)
                } else {
                    forwardCompletedAndDispose()
                }
                return
            case .element:
                let next = element.move()
                if isDisposed { return }
                forwardNext(next)
            }
            let hasMore: Bool = lock.performLocked {
                if !pending.isEmpty || terminated { return true }
                draining = false
                return false
            }
            if hasMore { recurse(()) }
        }
    }

    override func dispose() {
        lock.performLocked { stopped = true }
        super.dispose()
        drainSubscription.dispose()
    }
}

/// What `ObserveOnSink` found to deliver: the element it took, the terminal
/// event (its error, or completion when nil), or nothing. Outside the sink,
/// so that it is not generic (a nested type would be, and cost a lookup).
private enum ObserveOnDrainStep {
    case element, terminal(Swift.Error?), idle
}
