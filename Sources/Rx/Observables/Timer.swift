extension ObservableType where Element: RxAbstractInteger {
    /// An observable that emits 0, 1, 2, ... every `period` on `scheduler`.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
    /// ```
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// An observable that emits 0 after `dueTime`, then, if `period` is given,
    /// 1, 2, ... every `period`; without a period it completes after the 0.
    public static func timer(
        _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

private final class TimerProducer<Element: RxAbstractInteger>: Producer<Element> {
    let scheduler: SchedulerType
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.period = period
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = TimerSink(observer: observer)
        if let period {
            let lock = RecursiveLock.make()
            let subscription = scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { state in
                lock.performLocked { sink.forwardNext(state) }
                return state &+ 1
            }
            return sink.attach(consume subscription)
        }
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.forwardNext(0)
            sink.forwardCompletedAndDispose()
            return Disposables.create()
        }
        return sink.attach(consume subscription)
    }
}

private final class TimerSink<Observer: ObserverType>: Sink<Observer> {}
