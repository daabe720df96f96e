extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Single` that runs this `Completable`, then, if it completes,
    /// subscribes to `second`. An error of this `Completable` is the result.
    ///
    /// ```swift
    /// let login = Completable.empty()
    /// _ = login.andThen(Single.just("profile")).subscribe(onSuccess: { print($0) })
    /// // profile
    /// ```
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: CompletableThenProducer(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// A `Maybe` that runs this `Completable`, then `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: CompletableThenProducer(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// A `Completable` that runs this `Completable`, then `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: CompletableThenProducer(completable: primitiveSequence.asObservable(), second: second.asObservable()))
    }

    /// An `Observable` that runs this `Completable`, then emits what
    /// `second` emits.
    ///
    /// ```swift
    /// _ = Completable.empty().andThen(Observable.of(1, 2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        CompletableThenProducer(completable: primitiveSequence.asObservable(), second: second.asObservable())
    }
}

private final class CompletableThenSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Swift.Never

    private let second: Observable<Observer.Element>
    private let subscription = SerialDisposable()

    init(second: Observable<Observer.Element>, observer: Observer) {
        self.second = second
        super.init(observer: observer)
    }

    func run(_ completable: Observable<Swift.Never>) -> Disposable {
        let first = SingleAssignmentDisposable()
        subscription.disposable = first
        first.setDisposable(completable.subscribe(self))
        return subscription
    }

    func on(_ event: Event<Swift.Never>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardErrorAndDispose(error)
        case .completed:
            subscription.disposable = second.subscribe(SecondSink(parent: self))
        }
    }

    /// Forwards the second sequence's events; a terminal one ends the whole.
    private struct SecondSink: ObserverType {
        typealias Element = Observer.Element
        let parent: CompletableThenSink<Observer>

        func on(_ event: Event<Element>) {
            parent.forwardOn(event)
            if event.isStopEvent { parent.dispose() }
        }
    }
}

private final class CompletableThenProducer<Element>: Producer<Element> {
    private let completable: Observable<Swift.Never>
    private let second: Observable<Element>

    init(completable: Observable<Swift.Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = CompletableThenSink(second: second, observer: observer)
        let subscription = sink.run(completable)
        return sink.attach(consume subscription)
    }
}
