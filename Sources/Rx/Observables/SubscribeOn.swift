extension ObservableType {
    /// Subscribes to the source, and later unsubscribes from it, on
    /// `scheduler`.
    ///
    /// The work a subscription does (a `create` closure, a cold source's
    /// side effects) runs on `scheduler` instead of the subscribing thread,
    /// and so does the disposal of that subscription. Where observers receive
    /// events is unchanged, unless the source emits on the scheduler during
    /// the subscription; use `observe(on:)` to move the delivery of events.
    ///
    /// - Parameter scheduler: The scheduler to subscribe and unsubscribe on.
    /// - Returns: The source sequence, subscribed to on `scheduler`.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// let done = DispatchSemaphore(value: 0)
    /// _ = Observable<Int>.create { observer in
    ///         print("subscribed on main:", Thread.isMainThread)
    ///         observer.onCompleted()
    ///         return Disposables.create()
    ///     }
    ///     .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
    ///     .subscribe(onCompleted: { done.signal() })
    /// done.wait()
    /// // subscribed on main: false
    /// ```
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        SubscribeOnProducer(source: self, scheduler: scheduler)
    }

    /// Subscribes to the source, and later unsubscribes from it, on
    /// `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

private final class SubscribeOnProducer<Source: ObservableType>: Producer<Source.Element> {
    let source: Source
    let scheduler: ImmediateSchedulerType

    init(source: Source, scheduler: ImmediateSchedulerType) {
        self.source = source
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SubscribeOnSink(observer: observer)
        let subscription = sink.run(source: source, scheduler: scheduler)
        return sink.attach(consume subscription)
    }
}

private final class SubscribeOnSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        forwardOn(event)
        if event.isStopEvent { dispose() }
    }

    func run<Source: ObservableType>(source: Source, scheduler: ImmediateSchedulerType) -> Disposable
    where Source.Element == Element {
        // Holds the pending schedule first, then the subscription it made.
        let current = SerialDisposable()
        let pendingSchedule = SingleAssignmentDisposable()
        current.disposable = pendingSchedule
        let schedule = scheduler.schedule(()) { _ -> Disposable in
            let subscription = source.subscribe(self)
            current.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
            return Disposables.create()
        }
        pendingSchedule.setDisposable(schedule)
        return current
    }
}
