extension ObservableType {
    /// Continues with the observable that `handler` returns for the source's
    /// error.
    ///
    /// Elements and completion pass through. When the source fails,
    /// `handler` is called with the error and the result goes on with the
    /// events of the observable it returns; the failed source is disposed. If
    /// `handler` throws, the result fails with that error.
    ///
    /// - Parameter handler: Makes the fallback observable from the error.
    /// - Returns: The source's elements, then, after an error, the fallback's
    ///   events.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// _ = Observable<Int>.error(TestError()).catch { _ in .just(0) }.subscribe { print($0) }
    /// // next(0)
    /// // completed
    /// ```
    @inlinable
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        CatchProducer(source: asObservable(), handler: handler, sinkType: CatchSink<Element>.self)
    }

    /// Ends with `element` instead of the source's error.
    ///
    /// - Parameter element: The last element, emitted when the source fails,
    ///   before completing.
    /// - Returns: The source's elements, then `element` and completion if it
    ///   fails.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// _ = Observable<Int>.error(TestError()).catchAndReturn(-1).subscribe { print($0) }
    /// // next(-1)
    /// // completed
    /// ```
    @inlinable
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in .just(element) }
    }

    /// Subscribes to the observables of `sequence` one after another, moving
    /// on to the next one each time the current one fails.
    ///
    /// The result completes when one of them completes, and fails with the
    /// last error when all of them failed. An empty sequence completes at
    /// once. The sequence is iterated afresh, lazily, for each subscription.
    ///
    /// - Parameter sequence: The observables to try in order.
    /// - Returns: The events of the observables, without their errors but the
    ///   last one.
    ///
    /// ```swift
    /// struct TestError: Error {}
    /// let failing = Observable<Int>.error(TestError())
    /// _ = Observable.catch(sequence: [failing, .just(2)]).subscribe { print($0) }
    /// // next(2)
    /// // completed
    /// ```
    @inlinable
    public static func `catch`<Sources: Swift.Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        CatchSequenceProducer(
            makeSources: { AnyIterator(sequence.makeIterator()) }, sinkType: CatchSequenceSink<Element>.self)
    }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sources: Swift.Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// A receiver of the source and, after its error, of the fallback.
@usableFromInline
final class CatchSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    @usableFromInline typealias Handler = (Swift.Error) throws -> Observable<Element>

    private let handler: Handler
    private let subscription = SerialDisposable()
    /// Whether the source failed and the fallback's events arrive now: set
    /// before the fallback is subscribed, by the source's one error.
    private var caught = false

    @usableFromInline
    required init(handler: @escaping Handler, observer: Receiver<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return subscription
    }

    override func _receiveNext(_ element: Element) { forwardNext(element) }

    override func receiveError(_ error: Swift.Error) {
        if caught {
            forwardErrorAndDispose(error)
            return
        }
        caught = true
        do {
            let fallback = try handler(error)
            subscription.disposable = fallback.subscribeReceiverFromSink(self)
        } catch {
            forwardErrorAndDispose(error)
        }
    }
}

@usableFromInline
final class CatchProducer<Element>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>
    /// `CatchSink<Element>.self`, found where `catch` was applied.
    private let sinkType: CatchSink<Element>.Type

    @usableFromInline
    init(
        source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>,
        sinkType: CatchSink<Element>.Type
    ) {
        self.source = source
        self.handler = handler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(handler: handler, observer: downstream)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}

/// Subscribes to one observable after another while they fail; used by
/// `catch(sequence:)`, `retry()` and `retry(_:)`.
@usableFromInline
final class CatchSequenceSink<Element>: SourceIterationSink<Receiver<Element>> {
    private var lastError: Swift.Error?

    @usableFromInline
    required override init(sources: AnyIterator<Observable<Element>>, observer: Receiver<Element>) {
        super.init(sources: sources, observer: observer)
    }

    override func subscribe(to source: Observable<Element>) -> Disposable {
        source.subscribeReceiverFromSink(self)
    }

    override func _receiveNext(_ element: Element) { forwardNext(element) }

    override func receiveError(_ error: Swift.Error) {
        lastError = error
        moveNext()
    }

    override func done() {
        if let lastError {
            forwardOn(.error(lastError))
        } else {
            forwardOn(.completed)
        }
        dispose()
    }
}

/// An observable over the sources that `makeSources` yields, made afresh for
/// each subscription.
@usableFromInline
final class CatchSequenceProducer<Element>: ReceiverProducer<Element> {
    private let makeSources: () -> AnyIterator<Observable<Element>>
    private let sinkType: CatchSequenceSink<Element>.Type

    @usableFromInline
    init(
        makeSources: @escaping () -> AnyIterator<Observable<Element>>, sinkType: CatchSequenceSink<Element>.Type
    ) {
        self.makeSources = makeSources
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(sources: makeSources(), observer: downstream)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }
}
