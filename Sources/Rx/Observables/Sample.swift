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
    @inlinable
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        SampleProducer(
            source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue,
            sinkType: SampleSink<Element, Source.Element>.self, step: { SampleSink.receiveNext($0, in: $1) })
    }
}

@usableFromInline
final class SampleProducer<Element, SamplerElement>: ReceiverProducer<Element> {
    let source: Observable<Element>
    let sampler: Observable<SamplerElement>
    let defaultValue: Element?
    private let sinkType: SampleSink<Element, SamplerElement>.Type
    /// The sinks' element step, compiled where `sample` was applied.
    let step: SampleSink<Element, SamplerElement>.Step

    @usableFromInline
    init(
        source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?,
        sinkType: SampleSink<Element, SamplerElement>.Type, step: @escaping SampleSink<Element, SamplerElement>.Step
    ) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
        self.sinkType = sinkType
        self.step = step
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(parent: self, observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class SampleSink<Element, SamplerElement>: ForwardingSink<Element, Receiver<Element>> {
    /// What the sink does with an element of the source, compiled where
    /// `sample` is applied: compiled here, storing it in `latest`, an
    /// `Element?`, looks up that type at run time on every element.
    @usableFromInline typealias Step = (Element, SampleSink) -> Void

    private let parent: SampleProducer<Element, SamplerElement>
    @usableFromInline let lock = RecursiveLock.make()
    private let sourceSubscription = SingleAssignmentDisposable()
    /// Under `lock`.
    @usableFromInline @exclusivity(unchecked) var latest: Element?
    @exclusivity(unchecked) private var sourceCompleted = false

    @usableFromInline
    required init(parent: SampleProducer<Element, SamplerElement>, observer: Receiver<Element>) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        sourceSubscription.setDisposable(parent.source.subscribeReceiverFromSink(self))
        let samplerSubscription = parent.sampler.subscribe(SamplerObserver(sink: self))
        return Disposables.create(sourceSubscription, samplerSubscription)
    }

    @inlinable @inline(__always)
    static func receiveNext(_ element: Element, in sink: SampleSink) {
        sink.lock.performLocked { sink.latest = element }
    }

    override func _receiveNext(_ element: Element) { parent.step(element, self) }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        lock.performLocked {
            sourceCompleted = true
            lock.disposeAfterUnlock(sourceSubscription)
        }
    }

    /// Called with the lock held, for each tick and for the sampler's end.
    fileprivate func sampleTaken(_ event: Event<SamplerElement>) {
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

private final class SamplerObserver<SourceElement, SamplerElement>: ObserverType {
    typealias Element = SamplerElement

    private let sink: SampleSink<SourceElement, SamplerElement>

    init(sink: SampleSink<SourceElement, SamplerElement>) { self.sink = sink }

    func on(_ event: Event<SamplerElement>) {
        sink.lock.performLocked { sink.sampleTaken(event) }
    }
}
