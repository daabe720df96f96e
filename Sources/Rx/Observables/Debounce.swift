extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another
    /// element arriving.
    ///
    /// Each element restarts the wait; when it runs out, the latest element
    /// is emitted. On completion, an element still waiting is emitted at
    /// once, then the completion. An error is forwarded at once and drops a
    /// waiting element.
    ///
    /// - Parameters:
    ///   - dueTime: How long the source must stay quiet before the latest
    ///     element is emitted.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The debounced sequence.
    ///
    /// ```swift marble
    /// // 1 at 0s, 2 at 1s, 3 at 5s, completed at 6s (a frame is a second)
    /// let source = cold("12---3|")
    /// result(source.debounce(frames(2), scheduler: scheduler))
    /// // ---2--(3|)
    /// ```
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DebounceProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DebounceProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = DebounceSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class DebounceSink<Observer: ObserverType>: EventForwardingSink<Observer> {
    private let parent: DebounceProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    /// Identifies the latest element; a timer for an older one does nothing.
    @exclusivity(unchecked) private var latestID: UInt64 = 0
    @exclusivity(unchecked) private var waiting: Element?

    init(parent: DebounceProducer<Element>, observer: Observer) {
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
                latestID &+= 1
                waiting = element
                let scheduled = SingleAssignmentDisposable()
                timer.disposable = scheduled
                scheduled.setDisposable(
                    parent.scheduler.scheduleRelative(latestID, dueTime: parent.dueTime) { [weak self] id in
                        self?.emit(id)
                        return Disposables.create()
                    })
            case .error:
                waiting = nil
                forwardTerminal(event, disposingAfterUnlocking: lock)
            case .completed:
                if let element = waiting {
                    waiting = nil
                    forwardNext(element)
                }
                forwardCompleted(disposingAfterUnlocking: lock)
            }
        }
    }

    private func emit(_ id: UInt64) {
        lock.performLocked {
            guard id == latestID, let element = waiting else { return }
            waiting = nil
            forwardNext(element)
        }
    }
}
