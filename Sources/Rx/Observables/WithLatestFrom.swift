extension ObservableType {
    /// Combines each element of this sequence with the latest element of
    /// `second` using `resultSelector`.
    ///
    /// Elements of this sequence that arrive before `second` has emitted are
    /// dropped. The result completes when this sequence completes (the
    /// completion of `second` is ignored) and fails as soon as either fails
    /// or `resultSelector` throws.
    ///
    /// ```swift
    /// let taps = PublishSubject<Void>(), text = PublishSubject<String>()
    /// let subscription = taps.withLatestFrom(text) { _, text in text.uppercased() }.subscribe(onNext: { print($0) })
    /// taps.onNext(())     // dropped: no text yet
    /// text.onNext("rx")
    /// taps.onNext(())
    /// subscription.dispose()
    /// // RX
    /// ```
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is used.
    ///   - resultSelector: Makes a result of an element of this sequence and the latest of `second`.
    /// - Returns: A result for each element of this sequence once `second` has emitted.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        // Inlinable, as `map` is: the sink's type is found here.
        WithLatestFromProducer(
            first: asObservable(), second: second.asObservable(), resultSelector: resultSelector,
            sinkType: WithLatestFromSink<Element, Source.Element, ResultType>.self,
            steps: .init(
                first: { WithLatestFromSink.receiveFirst($0, in: $1) },
                second: { WithLatestFromSink.receiveSecond($0, in: $1) }))
    }

    /// Emits the latest element of `second` each time this sequence emits.
    ///
    /// ```swift
    /// let taps = PublishSubject<Void>(), text = PublishSubject<String>()
    /// let subscription = taps.withLatestFrom(text).subscribe(onNext: { print($0) })
    /// text.onNext("rx")
    /// taps.onNext(())
    /// subscription.dispose()
    /// // rx
    /// ```
    ///
    /// - Parameter second: The sequence whose latest element is emitted.
    /// - Returns: The latest element of `second` for each element of this sequence once `second` has emitted.
    @inlinable
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}

@usableFromInline
final class WithLatestFromProducer<First, Second, Element>: ReceiverProducer<Element> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Element
    /// `WithLatestFromSink<First, Second, Element>.self`, found where
    /// `withLatestFrom` was applied.
    private let sinkType: WithLatestFromSink<First, Second, Element>.Type
    private let steps: WithLatestFromSink<First, Second, Element>.Steps

    @usableFromInline
    init(
        first: Observable<First>, second: Observable<Second>,
        resultSelector: @escaping (First, Second) throws -> Element,
        sinkType: WithLatestFromSink<First, Second, Element>.Type,
        steps: WithLatestFromSink<First, Second, Element>.Steps
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
        self.sinkType = sinkType
        self.steps = steps
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(resultSelector: resultSelector, steps: steps, observer: downstream)
        let subscription = sink.run(first: first, second: second)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class WithLatestFromSink<First, Second, Element>: ForwardingSink<First, Receiver<Element>> {
    /// What the sink does with an element of each source, compiled where
    /// `withLatestFrom` is applied (`receiveFirst`, `receiveSecond`):
    /// compiled here, `latest`, a `Second?`, and the selector's result are
    /// values of types looked up at run time on every element.
    @usableFromInline
    struct Steps {
        let first: (First, WithLatestFromSink) -> Void
        let second: (Second, WithLatestFromSink) -> Void

        @usableFromInline
        init(
            first: @escaping (First, WithLatestFromSink) -> Void, second: @escaping (Second, WithLatestFromSink) -> Void
        ) {
            self.first = first
            self.second = second
        }
    }

    @usableFromInline let lock = RecursiveLock.make()
    @usableFromInline let resultSelector: (First, Second) throws -> Element
    fileprivate let steps: Steps
    /// The latest element of the second sequence, if it has emitted (an
    /// optional element that is nil is stored as `.some(nil)`). Under `lock`.
    @usableFromInline @exclusivity(unchecked) var latest: Second?

    @usableFromInline
    required init(
        resultSelector: @escaping (First, Second) throws -> Element, steps: Steps, observer: Receiver<Element>
    ) {
        self.resultSelector = resultSelector
        self.steps = steps
        super.init(observer: observer)
    }

    @inlinable @inline(__always)
    static func receiveFirst(_ element: First, in sink: WithLatestFromSink) {
        sink.lock.performLocked {
            guard let latest = sink.latest else { return }
            do {
                sink.forwardNext(try sink.resultSelector(element, latest))
            } catch {
                sink.forwardError(error, disposingAfterUnlocking: sink.lock)
            }
        }
    }

    @inlinable @inline(__always)
    static func receiveSecond(_ element: Second, in sink: WithLatestFromSink) {
        sink.lock.performLocked { sink.latest = element }
    }

    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        let secondSubscription = SingleAssignmentDisposable()
        let secondObserver = WithLatestFromSecondObserver(parent: self, subscription: secondSubscription)
        secondSubscription.setDisposable(second.subscribe(secondObserver))
        let firstSubscription = first.subscribeReceiverFromSink(self)
        return Disposables.create(firstSubscription, secondSubscription)
    }

    override func _receiveNext(_ element: First) { steps.first(element, self) }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        lock.performLocked { forwardCompleted(disposingAfterUnlocking: lock) }
    }
}

private final class WithLatestFromSecondObserver<First, Second, Result>: ObserverType {
    typealias Element = Second

    private let parent: WithLatestFromSink<First, Second, Result>
    private let subscription: Disposable

    init(parent: WithLatestFromSink<First, Second, Result>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Second>) { receiveSplit(event) }

    func _receiveNext(_ element: Second) { parent.steps.second(element, parent) }

    func _receiveCompleted() {
        parent.lock.performLocked { parent.lock.disposeAfterUnlock(subscription) }
    }

    func _receiveError(_ error: Swift.Error) {
        parent.lock.performLocked { parent.forwardError(error, disposingAfterUnlocking: parent.lock) }
    }
}
