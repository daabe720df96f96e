// combineLatest of exactly two sources, the most common case, without the
// type erasure of the shared sink in CombineLatest.swift: the latest elements
// are kept in typed storage, so an event boxes nothing and allocates nothing.
// The overloads for two sources in CombineLatest+arity.swift use it; the
// behaviour is the shared sink's, step for step.

/// Emits `resultSelector` of the latest elements of two sources each time
/// one of them emits, once both have emitted.
final class CombineLatest2Producer<Source1: ObservableType, Source2: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = CombineLatest2Sink<Source1.Element, Source2.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        let subscription = sink.run(source1, source2)
        return sink.attach(consume subscription)
    }
}

private final class CombineLatest2Sink<Element1, Element2, Observer: ObserverType>: Sink<Observer> {
    typealias ResultSelector = (Element1, Element2) throws -> Observer.Element

    private let lock = RecursiveLock.make()
    private let resultSelector: ResultSelector
    // The latest elements, in storage allocated once per subscription and
    // flags that tell whether they are set: in unspecialised code, every
    // access to an optional of a generic type looks its metadata up at run
    // time (once per element), an access through a typed pointer does not.
    private let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    private let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest1 = false
    @exclusivity(unchecked) private var hasLatest2 = false
    @exclusivity(unchecked) private var isDone1 = false
    @exclusivity(unchecked) private var isDone2 = false
    private let subscription1 = SingleAssignmentDisposable()
    private let subscription2 = SingleAssignmentDisposable()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    deinit {
        if hasLatest1 { latest1.deinitialize(count: 1) }
        if hasLatest2 { latest2.deinitialize(count: 1) }
        latest1.deallocate()
        latest2.deallocate()
    }

    func run<Source1: ObservableType, Source2: ObservableType>(_ source1: Source1, _ source2: Source2)
        -> Disposable where Source1.Element == Element1, Source2.Element == Element2
    {
        subscription1.setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatest2First(sink: self)))
        subscription2.setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatest2Second(sink: self)))
        return Disposables.create(subscription1, subscription2)
    }

    func on1(_ event: Event<Element1>) {
        switch event {
        case .next(let element):
            next1(element)
        case .error(let error):
            fail(error)
        case .completed:
            lock.performLocked {
                complete(&isDone1, otherDone: isDone2, subscription: subscription1)
            }
        }
    }

    func on2(_ event: Event<Element2>) {
        switch event {
        case .next(let element):
            next2(element)
        case .error(let error):
            fail(error)
        case .completed:
            lock.performLocked {
                complete(&isDone2, otherDone: isDone1, subscription: subscription2)
            }
        }
    }

    /// The first source's next element (what `on1(.next(element))` does).
    func next1(_ element: Element1) {
        lock.performLocked {
            if hasLatest1 {
                latest1.pointee = element
            } else {
                latest1.initialize(to: element)
                hasLatest1 = true
            }
            emitLatest(otherDone: isDone2)
        }
    }

    /// The second source's next element (what `on2(.next(element))` does).
    func next2(_ element: Element2) {
        lock.performLocked {
            if hasLatest2 {
                latest2.pointee = element
            } else {
                latest2.initialize(to: element)
                hasLatest2 = true
            }
            emitLatest(otherDone: isDone1)
        }
    }

    private func fail(_ error: Swift.Error) {
        lock.performLocked {
            forwardError(error, disposingAfterUnlocking: lock)
        }
    }

    /// Called under the lock after a source emitted. The terminal paths are
    /// out of line, so that the element path names no `Event` type.
    @inline(__always)
    private func emitLatest(otherDone: Bool) {
        guard hasLatest1 && hasLatest2 else {
            // No result is possible any more if the other source is done.
            if otherDone { completeAndDispose() }
            return
        }
        let result: Observer.Element
        do {
            result = try resultSelector(latest1.pointee, latest2.pointee)
        } catch {
            forwardError(error, disposingAfterUnlocking: lock)
            return
        }
        forwardNext(result)
    }

    @inline(never)
    private func completeAndDispose() {
        forwardCompleted(disposingAfterUnlocking: lock)
    }

    /// Called under the lock when a source completed.
    private func complete(_ isDone: inout Bool, otherDone: Bool, subscription: SingleAssignmentDisposable) {
        if isDone { return }
        isDone = true
        if otherDone {
            completeAndDispose()
        } else {
            lock.disposeAfterUnlock(subscription)
        }
    }
}

// The two observers implement `_receiveNext`: sources then hand them next
// elements without an `Event`, whose metadata lookup in unspecialised code
// would cost more per element than the one allocation per source these cost
// per subscription. They are `Receiver`s subscribed as such (a subject stores
// handlers that call their methods: no run-time lookup of their types'
// conformances, no handler contexts), not counted in `Resources.total`
// (RxSwift's observers of the sources are not disposables).

/// Reports the first source's events to a `CombineLatest2Sink`.
private final class CombineLatest2First<Element2, Observer: ObserverType, Element>: Receiver<Element> {
    let sink: CombineLatest2Sink<Element, Element2, Observer>
    init(sink: CombineLatest2Sink<Element, Element2, Observer>) {
        self.sink = sink
        super.init()
        markUncounted()
    }
    override func on(_ event: Event<Element>) { sink.on1(event) }
    override func _receiveNext(_ element: Element) { sink.next1(element) }
}

/// Reports the second source's events to a `CombineLatest2Sink`.
private final class CombineLatest2Second<Element1, Observer: ObserverType, Element>: Receiver<Element> {
    let sink: CombineLatest2Sink<Element1, Element, Observer>
    init(sink: CombineLatest2Sink<Element1, Element, Observer>) {
        self.sink = sink
        super.init()
        markUncounted()
    }
    override func on(_ event: Event<Element>) { sink.on2(event) }
    override func _receiveNext(_ element: Element) { sink.next2(element) }
}
