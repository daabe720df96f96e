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
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        if let serialScheduler = scheduler as? SerialDispatchQueueScheduler {
            return ObserveOnSerialQueueProducer(source: asObservable(), scheduler: serialScheduler)
        }
        return ObserveOnProducer(source: asObservable(), scheduler: scheduler)
    }

    /// Delivers the sequence's events to observers on `scheduler`.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

// MARK: - Serial dispatch queue: each event is dispatched as it comes

private final class ObserveOnSerialQueueProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: SerialDispatchQueueScheduler

    init(source: Observable<Element>, scheduler: SerialDispatchQueueScheduler) {
        self.source = source
        self.scheduler = scheduler
        #if TRACE_RESOURCES
            Resources.serialDispatchQueueObservableCount.add(1, ordering: .relaxed)
        #endif
    }

    #if TRACE_RESOURCES
        deinit { Resources.serialDispatchQueueObservableCount.subtract(1, ordering: .relaxed) }
    #endif

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ObserveOnSerialQueueSink(scheduler: scheduler, observer: observer)
        return source.subscribeReceiver(sink)
    }
}

private final class ObserveOnSerialQueueSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    private let scheduler: SerialDispatchQueueScheduler
    private let stopLock = RecursiveLock.make()
    @exclusivity(unchecked) private var stopped = false

    init(scheduler: SerialDispatchQueueScheduler, observer: Observer) {
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

private final class ObserveOnProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let scheduler: ImmediateSchedulerType

    init(source: Observable<Element>, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ObserveOnSink(scheduler: scheduler, observer: observer)
        return source.subscribeReceiver(sink)
    }
}

private final class ObserveOnSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    private let scheduler: ImmediateSchedulerType
    private let lock = RecursiveLock.make()
    private let drainSubscription = SerialDisposable()
    /// The events not yet delivered, oldest first; under the lock. A typed
    /// ring queue rather than an array: an `Array` edited in this generic,
    /// unspecialised code looks up its type's metadata on every append and
    /// removal.
    private let pending = ElementQueue<Event<Element>>()
    @exclusivity(unchecked) private var draining = false
    @exclusivity(unchecked) private var stopped = false

    init(scheduler: ImmediateSchedulerType, observer: Observer) {
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    override func receive(_ event: Event<Element>) {
        let shouldStartDraining: Bool = lock.performLocked {
            if stopped { return false }
            if event.isStopEvent { stopped = true }
            pending.append(event)
            if draining { return false }
            draining = true
            return true
        }
        if shouldStartDraining {
            drainSubscription.disposable = scheduler.scheduleRecursive((), action: drainOne)
        }
    }

    /// Delivers the oldest pending event, then runs again while more wait.
    private func drainOne(_ state: (), _ recurse: (()) -> Void) {
        let event: Event<Element>? = lock.performLocked {
            guard let next = dequeue() else {
                draining = false
                return nil
            }
            return next
        }
        guard let event, !isDisposed else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
            return
        }
        let hasMore: Bool = lock.performLocked {
            if !pending.isEmpty { return true }
            draining = false
            return false
        }
        if hasMore { recurse(()) }
    }

    private func dequeue() -> Event<Element>? {
        pending.isEmpty ? nil : pending.dequeue()
    }

    override func dispose() {
        lock.performLocked { stopped = true }
        super.dispose()
        drainSubscription.dispose()
    }
}
