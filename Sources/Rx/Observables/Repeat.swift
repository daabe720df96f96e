extension ObservableType {
    /// An observable that emits `element` forever.
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    )
        -> Observable<Element>
    {
        RepeatElementProducer(element: element, scheduler: scheduler)
    }
}

private final class RepeatElementProducer<Element>: Producer<Element> {
    let element: Element
    let scheduler: ImmediateSchedulerType

    init(element: Element, scheduler: ImmediateSchedulerType) {
        self.element = element
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = RepeatElementSink(observer: observer)
        let subscription = scheduler.scheduleRecursive(element) { element, recurse in
            sink.forwardNext(element)
            recurse(element)
        }
        return sink.attach(consume subscription)
    }
}

private final class RepeatElementSink<Observer: ObserverType>: Sink<Observer> {}
