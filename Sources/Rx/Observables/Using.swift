extension ObservableType {
    /// An observable that creates a resource for each subscriber, subscribes
    /// to the observable made from it, and disposes the resource when that
    /// subscription ends.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        UsingProducer(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

private final class UsingSink<Resource: Disposable, Observer: ObserverType>: PassThroughSink<Observer> {
    func run(_ parent: UsingProducer<Element, Resource>) -> Disposable {
        var disposable = Disposables.create()
        do {
            let resource = try parent.resourceFactory()
            disposable = resource
            let source = try parent.observableFactory(resource)
            return Disposables.create(source.subscribe(self), disposable)
        } catch {
            return Disposables.create(Observable<Element>.error(error).subscribe(self), disposable)
        }
    }
}

private final class UsingProducer<Element, Resource: Disposable>: Producer<Element> {
    let resourceFactory: () throws -> Resource
    let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = UsingSink<Resource, Observer>(observer: observer)
        let subscription = sink.run(self)
        return sink.attach(consume subscription)
    }
}
