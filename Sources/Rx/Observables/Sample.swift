extension ObservableType {
    /// Emits the source's latest element each time `sampler` emits, if a
    /// new element arrived since the previous sample.
    ///
    /// Without a new element, a tick emits `defaultValue` if one is given,
    /// and nothing otherwise. The sampler's completion takes a last sample.
    /// The result completes at the first sample (or the sampler's
    /// completion) after the source completed; errors of either sequence
    /// are forwarded at once.
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements trigger the samples.
    ///   - defaultValue: What to emit on a tick with no new element.
    /// - Returns: The sampled sequence.
    ///
    /// ```swift marble
    /// // source: 1 at 1s, 2 at 2s, 3 at 4s; sampler: ticks at 3s, 5s, 6s (a frame is a second)
    /// let source = cold("-12-3")
    /// let sampler = cold("---x-xx", as: String.self)
    /// result(source.sample(sampler))
    /// // ---2-3
    /// ```
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        SampleProducer(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

private final class SampleProducer<Element, SamplerElement>: Producer<Element> {
    let source: Observable<Element>
    let sampler: Observable<SamplerElement>
    let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SampleSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

private final class SampleSink<Observer: ObserverType, SamplerElement>: EventForwardingSink<Observer> {
    private let parent: SampleProducer<Element, SamplerElement>
    let lock = RecursiveLock.make()
    private let sourceSubscription = SingleAssignmentDisposable()
    @exclusivity(unchecked) private var latest: Element?
    @exclusivity(unchecked) private var sourceCompleted = false

    init(parent: SampleProducer<Element, SamplerElement>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribeReceiverFromSink(self))
        let samplerSubscription = parent.sampler.subscribe(SamplerObserver(sink: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    override func receive(_ event: Event<Element>) {
        lock.performLocked {
            switch event {
            case .next(let element):
                latest = element
            case .error:
                forwardTerminal(event, disposingAfterUnlocking: lock)
            case .completed:
                sourceCompleted = true
                lock.disposeAfterUnlock(sourceSubscription)
            }
        }
    }

    /// Called with the lock held, for each tick and for the sampler's end.
    func sampleTaken(_ event: Event<SamplerElement>) {
        switch event {
        case .next, .completed:
            if let element = latest ?? parent.defaultValue {
                latest = nil
                forwardNext(element)
            }
            if sourceCompleted {
                forwardCompleted(disposingAfterUnlocking: lock)
            }
        case .error(let error):
            forwardError(error, disposingAfterUnlocking: lock)
        }
    }
}

private final class SamplerObserver<Observer: ObserverType, SamplerElement>: ObserverType {
    typealias Element = SamplerElement

    private let sink: SampleSink<Observer, SamplerElement>

    init(sink: SampleSink<Observer, SamplerElement>) { self.sink = sink }

    func on(_ event: Event<SamplerElement>) {
        sink.lock.performLocked { sink.sampleTaken(event) }
    }
}
