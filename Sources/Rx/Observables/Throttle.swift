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
    public func throttle(
        _ dueTime: RxTimeInterval, latest: Bool = true,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        ThrottleProducer(source: asObservable(), dueTime: dueTime, latest: latest, scheduler: scheduler)
    }
}

private final class ThrottleProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let latest: Bool
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ThrottleSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class ThrottleSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    private let parent: ThrottleProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private var lastUnsent: Element?
    @exclusivity(unchecked) private var lastSentTime: RxTime?
    @exclusivity(unchecked) private var completedWhilePending = false

    init(parent: ThrottleProducer<Element>, observer: Observer) {
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
