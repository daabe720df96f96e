extension ObservableType {
    /// Fails with `RxError.timeout` if the first element, or any next one,
    /// does not arrive within `dueTime` of the subscription or the previous
    /// element.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source sequence, or an error once a wait is too long.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 10s (a frame is a second)
    /// let source = cold("-1--------2")
    /// result(source.timeout(frames(5), scheduler: scheduler))
    /// // -1----#
    /// // # = Sequence timeout.
    /// ```
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimeoutProducer(
            source: asObservable(), dueTime: dueTime,
            other: Observable.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if the first element, or any next one, does not
    /// arrive within `dueTime` of the subscription or the previous element.
    ///
    /// Once switched, the source is unsubscribed and everything comes from
    /// `other`.
    ///
    /// - Parameters:
    ///   - dueTime: The longest wait allowed for each element.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: The scheduler that runs the timers.
    /// - Returns: The source sequence, then `other` after a timeout.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 10s (a frame is a second)
    /// let source = cold("-1--------2")
    /// result(source.timeout(frames(5), other: Observable.just(-1), scheduler: scheduler))
    /// // -1----(a|)
    /// // a = -1
    /// ```
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element>
    where Element == Source.Element {
        TimeoutProducer(source: asObservable(), dueTime: dueTime, other: other.asObservable(), scheduler: scheduler)
    }
}

private final class TimeoutProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let other: Observable<Element>
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = TimeoutSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class TimeoutSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private let parent: TimeoutProducer<Element>
    private let lock = RecursiveLock.make()
    private let timer = SerialDisposable()
    /// The source subscription, then the subscription to `other`.
    private let subscription = SerialDisposable()
    /// Counts the source's events; a timer started before the latest one
    /// does nothing.
    private var eventID = 0
    private var switched = false

    init(parent: TimeoutProducer<Element>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        startTimer()
        sourceSubscription.setDisposable(parent.source.subscribe(self))
        return Disposables.create(subscription, timer)
    }

    func on(_ event: Event<Element>) {
        let sourceWins: Bool = lock.performLocked {
            if switched { return false }
            eventID &+= 1
            return true
        }
        guard sourceWins else { return }
        forwardOn(event)
        if event.isStopEvent {
            dispose()
        } else {
            startTimer()
        }
    }

    private func startTimer() {
        if timer.isDisposed { return }
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        let id = lock.performLocked { eventID }
        scheduled.setDisposable(
            parent.scheduler.scheduleRelative(id, dueTime: parent.dueTime) { [weak self] id in
                self?.timedOut(id)
                return Disposables.create()
            })
    }

    private func timedOut(_ id: Int) {
        let timerWins: Bool = lock.performLocked {
            switched = id == eventID
            return switched
        }
        if timerWins {
            subscription.disposable = parent.other.subscribe(forwarder())
        }
    }
}
