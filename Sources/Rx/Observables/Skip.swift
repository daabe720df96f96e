extension ObservableType {
    /// Drops the first `count` elements and emits the rest.
    ///
    /// Errors and completion pass through. A negative count is a programming
    /// error.
    ///
    /// - Parameter count: The number of elements to drop.
    /// - Returns: The source's elements after the first `count`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).skip(2).subscribe(onNext: { print($0) })
    /// // 3
    /// ```
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        if count < 0 { rxFatalError("count can't be negative") }
        return OneSourceProducer<Element, Element, SkipCountSink<Element>>(source: asObservable(), parameters: count)
    }

    /// Drops the elements the source emits during `duration` after the
    /// subscription, and emits the later ones.
    ///
    /// The timer starts on `scheduler` when the result is subscribed, before
    /// the source is; an element that arrives at the same instant as the
    /// timer fires but before it is dropped. Errors and completion pass
    /// through at any time.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The source's elements after `duration`.
    ///
    /// ```swift marble
    /// // 1 at 1s, 2 at 3s, 3 at 5s, 4 at 7s (a frame is a second); the first 4 s are dropped
    /// let source = cold("-1-2-3-4|")
    /// result(source.skip(frames(4), scheduler: scheduler))
    /// // -----3-4|
    /// ```
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        SkipTimeProducer(source: asObservable(), duration: duration, scheduler: scheduler)
    }
}

@usableFromInline
final class SkipCountSink<Element>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    private var remaining: Int

    @usableFromInline
    init(parameters count: Int, observer: Receiver<Element>) {
        self.remaining = count
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        if remaining > 0 {
            remaining -= 1
        } else {
            forwardNext(element)
        }
    }
}

/// Each kind of event on its own, without an `Event` (whose metadata its
/// unspecialised code would look up per element).
private final class SkipTimeSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    // The timer fires on the scheduler's thread, the source on its own.
    private let lock = RecursiveLock.make()
    private var open = false

    func run(_ parent: SkipTimeProducer<Element>) -> Disposable {
        let timer = parent.scheduler.scheduleRelative((), dueTime: parent.duration) { _ in
            self.lock.performLocked { self.open = true }
            return Disposables.create()
        }
        let subscription = parent.source.subscribeReceiverFromSink(self)
        return Disposables.create(timer, subscription)
    }

    override func _receiveNext(_ element: Element) {
        lock.performLocked {
            if open { forwardNext(element) }
        }
    }

    override func receiveCompleted() {
        lock.performLocked { forwardCompleted(disposingAfterUnlocking: lock) }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }
}

private final class SkipTimeProducer<Element>: Producer<Element> {
    let source: Observable<Element>
    let duration: RxTimeInterval
    let scheduler: SchedulerType

    init(source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        self.source = source
        self.duration = duration
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SkipTimeSink(observer: observer)
        let subscription = sink.run(self)
        return sink.attach(consume subscription)
    }
}
