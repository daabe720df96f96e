extension ObservableType {
    /// An observable that emits each of `elements`, then completes.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).subscribe(onNext: { print($0) }) // 1, 2, 3
    /// ```
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> {
        ObservableSequence(elements: elements, scheduler: scheduler)
    }

    /// An observable that emits each element of `array`, then completes.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> {
        ObservableSequence(elements: array, scheduler: scheduler)
    }

    /// An observable that emits each element of `sequence`, then completes.
    public static func from<Source: Sequence>(_ sequence: Source,
                                              scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// An observable that emits `optional`'s value if it has one, then
    /// completes.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional, scheduler: nil)
    }

    /// An observable that emits `optional`'s value if it has one, then
    /// completes, on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableOptional(optional: optional, scheduler: scheduler)
    }
}

private final class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
    let elements: Source
    let scheduler: ImmediateSchedulerType

    init(elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink(observer: observer, cancel: cancel)
        var iterator = elements.makeIterator()
        let subscription = scheduler.scheduleRecursive(()) { _, recurse in
            if let next = iterator.next() {
                sink.forwardOn(.next(next))
                recurse(())
            } else {
                sink.forwardOn(.completed)
                sink.dispose()
            }
        }
        return (sink: sink, subscription: subscription)
    }
}

private final class ObservableSequenceSink<Observer: ObserverType>: Sink<Observer> {}

private final class ObservableOptional<Element>: Producer<Element> {
    let optional: Element?
    let scheduler: ImmediateSchedulerType?

    init(optional: Element?, scheduler: ImmediateSchedulerType?) {
        self.optional = optional
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink(observer: observer, cancel: cancel)
        guard let scheduler else {
            if let optional { sink.forwardOn(.next(optional)) }
            sink.forwardOn(.completed)
            sink.dispose()
            return (sink: sink, subscription: Disposables.create())
        }
        let subscription = scheduler.schedule(optional) { optional -> Disposable in
            if let optional {
                sink.forwardOn(.next(optional))
                return scheduler.schedule(()) { _ in
                    sink.forwardOn(.completed)
                    sink.dispose()
                    return Disposables.create()
                }
            }
            sink.forwardOn(.completed)
            sink.dispose()
            return Disposables.create()
        }
        return (sink: sink, subscription: subscription)
    }
}
