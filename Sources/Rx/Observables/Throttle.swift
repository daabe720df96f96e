extension ObservableType {
    /// Emits at most one element per `dueTime`.
    ///
    /// An element that arrives when no element was emitted in the last
    /// `dueTime` is emitted at once and starts a new period. With `latest`
    /// true (the default), the last element that arrived during a period is
    /// emitted when the period ends (and starts the next period); with
    /// `latest` false, elements arriving during a period are dropped.
    /// Completion waits for a pending latest element to be emitted; an error
    /// is forwarded at once.
    ///
    /// - Parameters:
    ///   - dueTime: The length of a period.
    ///   - latest: Whether to emit the last element of a period at its end.
    ///   - scheduler: The scheduler that runs the timers and tells the time.
    /// - Returns: The throttled sequence.
    ///
    /// ```swift marble
    /// // 1 at 0s, 2 at 1s, 3 at 2s, 4 at 6s (a frame is a second)
    /// let source = cold("123---4")
    /// result(source.throttle(frames(5), scheduler: scheduler))
    /// result(source.throttle(frames(5), latest: false, scheduler: scheduler))
    /// // 1----3----4
    /// // 1-----4
    /// ```
    @inlinable
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        ThrottleProducer(
            source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler,
            sinkType: ThrottleSink<Element>.self)
    }
}

@usableFromInline
final class ThrottleProducer<Element>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    /// `ThrottleSink<Element>.self`, found where `throttle` was applied.
    private let sinkType: ThrottleSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType,
        sinkType: ThrottleSink<Element>.Type
    ) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(parent: self, observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class ThrottleSink<Element>: EventForwardingSink<Receiver<Element>> {
    private let parent: ThrottleProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var lastUnsent: Element?
    @exclusivity(unchecked) private var lastSentTime: RxTime?
    @exclusivity(unchecked) private var completedWhilePending = false

    @usableFromInline
    required init(parent: ThrottleProducer<Element>, observer: Receiver<Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribeReceiverFromSink(self)
        return Disposables.create(subscription, timer)
    }

    override func receive(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                let now = parent.scheduler.now
                let remaining = lastSentTime.map { parent.dueTime.remaining(afterSpanFrom: $0, to: now) } ?? .nanoseconds(0)
                if remaining.isNow {
                    send(element)
                    return
                }
                guard parent.latest else { return }
                let alreadyScheduled = lastUnsent != nil
                lastUnsent = element
                if alreadyScheduled { return }
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(
                    parent.scheduler.scheduleRelative((), dueTime: remaining) { [weak self] _ in
                        self?.endOfPeriod()
                        return Disposables.create()
                    })
            case .error:
                lastUnsent = nil
                forwardTerminal(event, disposingAfterUnlocking: lock)
            case .completed:
                if lastUnsent != nil {
                    completedWhilePending = true
                } else {
                    forwardCompleted(disposingAfterUnlocking: lock)
                }
            }
        }
    }

    private func send(_ element: Element) {
        lastUnsent = nil
        forwardNext(element)
        lastSentTime = parent.scheduler.now
    }

    private func endOfPeriod() {
        lock.performLocked {
            if let element = lastUnsent { send(element) }
            if completedWhilePending {
                forwardCompleted(disposingAfterUnlocking: lock)
            }
        }
    }
}
