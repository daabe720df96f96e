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
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        DebounceProducer(
            source: asObservable(), dueTime: dueTime, scheduler: scheduler, sinkType: DebounceSink<Element>.self)
    }
}

@usableFromInline
final class DebounceProducer<Element>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType
    /// `DebounceSink<Element>.self`, found where `debounce` was applied.
    private let sinkType: DebounceSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType,
        sinkType: DebounceSink<Element>.Type
    ) {
        self.source = source
        self.dueTime = dueTime
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
final class DebounceSink<Element>: EventForwardingSink<Receiver<Element>> {
    private let parent: DebounceProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    /// Identifies the latest element; a timer for an older one does nothing.
    @exclusivity(unchecked) private var latestID: UInt64 = 0
    @exclusivity(unchecked) private var waiting: Element?

    @usableFromInline
    required init(parent: DebounceProducer<Element>, observer: Receiver<Element>) {
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
