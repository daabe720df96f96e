extension ObservableType {
    /// An observable that emits `element` and completes.
    ///
    /// ```swift
    /// _ = Observable.just(1).subscribe { print($0) }
    /// // next(1)
    /// // completed
    /// ```
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        // Inlinable: made where `Element` is known, a `Just` needs no lookup of
        // its generic type at run time.
        Just(element: element)
    }

    /// An observable that emits `element` on `scheduler` and completes.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        JustScheduledProducer(element: element, scheduler: scheduler)
    }
}

@usableFromInline
final class Just<Element>: Observable<Element> {
    private let element: Element

    @usableFromInline init(element: Element) { self.element = element }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // Not `on(.next(element))` and `on(.completed)`: making an `Event` in
        // this unspecialised code looks up its metadata.
        observer._receiveNext(element)
        observer._receiveCompleted()
        return Disposables.create()
    }

    override func sendEventsAtOnce(_ receive: (Element) -> Void) -> EventsSentAtOnce {
        receive(element)
        return .completed
    }

    override var sendsEventsAtOnce: Bool { true }
}

private final class JustScheduledProducer<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = JustScheduledSink(observer: observer)
        let subscription = scheduler.schedule(element) { element -> Disposable in
            sink.forwardOn(.next(element))
            return self.scheduler.schedule(()) { _ in
                sink.forwardCompletedAndDispose()
                return Disposables.create()
            }
        }
        return sink.attach(consume subscription)
    }
}

private final class JustScheduledSink<Observer: ObserverType>: Sink<Observer> {}
