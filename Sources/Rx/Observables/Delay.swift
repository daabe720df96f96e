extension ObservableType {
    /// Shifts each element and the completion later by `dueTime`; an error
    /// is forwarded at once, dropping the elements still waiting.
    ///
    /// The time of each event is measured when it arrives, so the gaps
    /// between events are kept.
    ///
    /// - Parameters:
    ///   - dueTime: How much later each event is emitted.
    ///   - scheduler: The scheduler that runs the timers and tells the time.
    /// - Returns: The delayed sequence.
    ///
    /// ```swift marble
    /// // 1 at 0s, 2 at 1s, completed at 2s (a frame is a second)
    /// let source = cold("12|")
    /// result(source.delay(frames(3), scheduler: scheduler))
    /// // ---12|
    /// ```
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        DelayProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler, sinkType: DelaySink<Element>.self)
    }
}

@usableFromInline
final class DelayProducer<Element>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    /// `DelaySink<Element>.self`, found where `delay` was applied.
    private let sinkType: DelaySink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType,
        sinkType: DelaySink<Element>.Type
    ) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream, dueTime: dueTime, scheduler: scheduler)
        let subscription = sink.run(source: source)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class DelaySink<Element>: EventForwardingSink<Receiver<Element>> {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let lock = RecursiveLock.make()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let drainSubscription = SerialDisposable()

    // Under the lock (no run-time exclusivity checks: LOCKS.md).
    /// A drain is scheduled or running.
    @exclusivity(unchecked) private var active = false
    /// The drain is forwarding events right now.
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var failure: Event<Element>?
    /// Events waiting to be emitted, oldest first, and the times they
    /// arrived (the two queues in step): typed queues rather than an
    /// `Array`, whose edits in this unspecialised code look its generic
    /// metadata up on every event. After an error, what is left waits here
    /// unsent and goes with the sink (not under the lock).
    private let pendingEvents = ElementQueue<Event<Element>>()
    private let pendingArrivals = ElementQueue<RxTime>()

    @usableFromInline
    required init(observer: Receiver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func run(source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return Disposables.create(sourceSubscription, drainSubscription)
    }

    override func receive(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error:
            // Errors are not delayed; a drain that is forwarding right now
            // picks the error up after its current event.
            let sendNow: Bool = lock.performLocked {
                failure = event
                return !running
            }
            if sendNow {
                forwardOn(event)
                dispose()
            }
        case .next, .completed:
            let startDrain: Bool = lock.performLocked {
                pendingArrivals.append(scheduler.now)
                pendingEvents.append(event)
                defer { active = true }
                return !active
            }
            if startDrain {
                drainSubscription.disposable = scheduler.scheduleRecursive((), dueTime: dueTime, action: drain)
            }
        }
    }

    /// Emits the oldest pending event, then schedules itself for the next
    /// one at that event's arrival time plus `dueTime`.
    private func drain(_ state: Void, _ recurse: AnyRecursiveScheduler<Void>) {
        let failedAlready: Bool = lock.performLocked {
            if failure == nil { running = true }
            return failure != nil
        }
        if failedAlready { return }

        var forwardedOne = false
        while true {
            let (failure, toForward, nextArrival): (Event<Element>?, Event<Element>?, RxTime?) = lock.performLocked {
                let toForward = forwardedOne ? nil : takePending()
                let nextArrival = forwardedOne && !pendingArrivals.isEmpty ? pendingArrivals.oldest : nil
                if self.failure == nil && toForward == nil {
                    running = false
                    if nextArrival == nil { active = false }
                }
                return (self.failure, toForward, nextArrival)
            }
            if let failure {
                forwardOn(failure)
                dispose()
                return
            }
            if let toForward {
                forwardedOne = true
                forwardOn(toForward)
                if toForward.isCompleted {
                    dispose()
                    return
                }
            } else if let nextArrival {
                recurse.schedule((), dueTime: dueTime.remaining(afterSpanFrom: nextArrival, to: scheduler.now))
                return
            } else {
                return
            }
        }
    }

    /// Removes and returns the oldest pending event. Called with the lock held.
    private func takePending() -> Event<Element>? {
        if pendingEvents.isEmpty { return nil }
        _ = pendingArrivals.dequeue()
        return pendingEvents.dequeue()
    }

    override func dispose() {
        super.dispose()
        sourceSubscription.dispose()
        drainSubscription.dispose()
    }
}
