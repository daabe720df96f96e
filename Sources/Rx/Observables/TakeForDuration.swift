extension ObservableType {
    /// Relays the source's events for `duration` after the subscription,
    /// then completes and unsubscribes from the source.
    ///
    /// - Parameters:
    ///   - duration: How long to relay the source.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source sequence, cut short after `duration`.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 2s, 3 at 4s (a frame is a second)
    /// let source = cold("-12-3")
    /// result(source.take(for: frames(3), scheduler: scheduler))
    /// // -12|
    /// ```
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TakeForDurationProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }

    /// Relays the source's events for `duration`, then completes.
    @available(*, deprecated, renamed: "take(for:scheduler:)")
    public func take(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: duration, scheduler: scheduler)
    }
}

private final class TakeForDurationProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = TakeForDurationSink(observer: observer)
        let timer = scheduler.scheduleRelative((), dueTime: duration) { [weak sink] _ in
            sink?.durationEnded()
            return Disposables.create()
        }
        let subscription = source.subscribeReceiverFromSink(sink)
        return sink.attach(Disposables.create(timer, subscription))
    }
}

/// Each kind of event on its own, without an `Event` (whose metadata its
/// unspecialised code would look up per element).
private final class TakeForDurationSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let lock = RecursiveLock.make()

    override func _receiveNext(_ element: Element) {
        lock.performLocked { forwardNext(element) }
    }

    override func receiveCompleted() {
        lock.performLocked { forwardCompleted(disposingAfterUnlocking: lock) }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    func durationEnded() {
        lock.performLocked {
            forwardCompleted(disposingAfterUnlocking: lock)
        }
    }
}
