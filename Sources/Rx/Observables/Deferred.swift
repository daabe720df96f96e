extension ObservableType {
    /// An observable that calls `observableFactory` for each subscriber and
    /// subscribes it to the observable the factory returns; a throwing factory
    /// fails the subscription.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        DeferredProducer(observableFactory: observableFactory)
    }
}

private final class DeferredSink<Source: ObservableType, Observer: ObserverType>: PassThroughSink<Observer>
where Source.Element == Observer.Element {
    func run(_ factory: () throws -> Source) -> Disposable {
        do {
            return try factory().subscribe(self)
        } catch {
            forwardErrorAndDispose(error)
            return Disposables.create()
        }
    }
}

private final class DeferredProducer<Source: ObservableType>: Producer<Source.Element> {
    private let observableFactory: () throws -> Source

    init(observableFactory: @escaping () throws -> Source) { self.observableFactory = observableFactory }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Source.Element {
        let sink = DeferredSink<Source, Observer>(observer: observer)
        let subscription = sink.run(observableFactory)
        return sink.attach(consume subscription)
    }
}
