extension ObservableType {
    /// Subscribes to the source only after `dueTime`.
    ///
    /// Nothing is shifted: once subscribed, the source's events pass through
    /// as they come. Disposing before `dueTime` cancels the subscription
    /// before it happens.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The sequence with a delayed subscription.
    ///
    /// ```swift marble
    /// // a cold source: 1 one second after subscription, then completed (a frame is a second)
    /// let source = cold("-(1|)")
    /// result(source.delaySubscription(frames(5), scheduler: scheduler))
    /// // ------(1|)
    /// ```
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        DelaySubscriptionProducer(source: asObservable(), dueTime: dueTime, scheduler: scheduler)
    }
}

private final class DelaySubscriptionProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let dueTime: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.dueTime = dueTime
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = DelaySubscriptionSink(observer: observer)
        let source = self.source
        let subscription = scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            source.subscribeReceiverFromSink(sink)
        }
        return sink.attach(consume subscription)
    }
}

/// Passes the source's events on; completion and errors as
/// `ForwardingSink` does by default (forwarded, then the sink disposed).
private final class DelaySubscriptionSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    override func _receiveNext(_ element: Element) { forwardNext(element) }
}
