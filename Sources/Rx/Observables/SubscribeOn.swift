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
    @inlinable
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        // The source is kept as it is, not as an `Observable`: the wrapper
        // `asObservable()` makes of another `ObservableType` would end the
        // source's subscription itself when it ends, not on `scheduler`.
        SubscribeOnProducer(source: self, scheduler: scheduler, sinkType: SubscribeOnSink<Element>.self)
    }

    /// Subscribes to the source, and later unsubscribes from it, on
    /// `scheduler`.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}

@usableFromInline
final class SubscribeOnProducer<Source: ObservableType>: ReceiverProducer<Source.Element> {
    private let source: Source
    private let scheduler: ImmediateSchedulerType
    private let sinkType: SubscribeOnSink<Element>.Type

    @usableFromInline
    init(source: Source, scheduler: ImmediateSchedulerType, sinkType: SubscribeOnSink<Element>.Type) {
        self.source = source
        self.scheduler = scheduler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        let subscription = sink.run(source: source, scheduler: scheduler)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class SubscribeOnSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    @usableFromInline
    required override init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) { forwardNext(element) }

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
