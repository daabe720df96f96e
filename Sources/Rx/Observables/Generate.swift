extension ObservableType {
    /// An observable that starts from `initialState`, emits each state while
    /// `condition` holds, and moves to the next state with `iterate`.
    ///
    /// ```swift
    /// _ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// // 9
    /// ```
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

private final class GenerateProducer<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = GenerateSink(observer: observer)
        var state = initialState
        let subscription = scheduler.scheduleRecursive(true) { isFirst, recurse in
            do {
                if !isFirst { state = try self.iterate(state) }
                if try self.condition(state) {
                    sink.forwardNext(state)
                    recurse(false)
                } else {
                    sink.forwardCompletedAndDispose()
                }
            } catch {
                sink.forwardErrorAndDispose(error)
            }
        }
        return sink.attach(consume subscription)
    }
}

private final class GenerateSink<Observer: ObserverType>: Sink<Observer> {}
