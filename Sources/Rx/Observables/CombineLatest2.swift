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

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CombineLatest2Sink<Source1.Element, Source2.Element, Observer>(
            resultSelector: resultSelector, observer: observer, cancel: cancel)
        let subscription = sink.run(source1, source2)
        return (sink: sink, subscription: subscription)
    }
}

private final class CombineLatest2Sink<Element1, Element2, Observer: ObserverType>: Sink<Observer> {
    typealias ResultSelector = (Element1, Element2) throws -> Observer.Element

    private let lock = RecursiveLock()
    private let resultSelector: ResultSelector
    private var latest1: Element1?
    private var latest2: Element2?
    private var isDone1 = false
    private var isDone2 = false
    private let subscription1 = SingleAssignmentDisposable()
    private let subscription2 = SingleAssignmentDisposable()

    init(resultSelector: @escaping ResultSelector, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        super.init(observer: observer, cancel: cancel)
    }

    func run<Source1: ObservableType, Source2: ObservableType>(_ source1: Source1, _ source2: Source2)
        -> Disposable where Source1.Element == Element1, Source2.Element == Element2 {
        subscription1.setDisposable(source1.subscribe(CombineLatest2First(sink: self)))
        subscription2.setDisposable(source2.subscribe(CombineLatest2Second(sink: self)))
        return Disposables.create(subscription1, subscription2)
    }

    func on1(_ event: Event<Element1>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            latest1 = element
            emitLatest(otherDone: isDone2)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            complete(&isDone1, otherDone: isDone2, subscription: subscription1)
        }
    }

    func on2(_ event: Event<Element2>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            latest2 = element
            emitLatest(otherDone: isDone1)
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            complete(&isDone2, otherDone: isDone1, subscription: subscription2)
        }
    }

    /// Called under the lock after a source emitted.
    @inline(__always)
    private func emitLatest(otherDone: Bool) {
        guard let latest1, let latest2 else {
            // No result is possible any more if the other source is done.
            if otherDone {
                forwardOn(.completed)
                dispose()
            }
            return
        }
        do {
            forwardOn(.next(try resultSelector(latest1, latest2)))
        } catch {
            forwardOn(.error(error))
            dispose()
        }
    }

    /// Called under the lock when a source completed.
    private func complete(_ isDone: inout Bool, otherDone: Bool, subscription: SingleAssignmentDisposable) {
        if isDone { return }
        isDone = true
        if otherDone {
            forwardOn(.completed)
            dispose()
        } else {
            subscription.dispose()
        }
    }
}

/// Reports the first source's events to a `CombineLatest2Sink`.
private struct CombineLatest2First<Element2, Observer: ObserverType, Element>: ObserverType {
    let sink: CombineLatest2Sink<Element, Element2, Observer>
    func on(_ event: Event<Element>) { sink.on1(event) }
}

/// Reports the second source's events to a `CombineLatest2Sink`.
private struct CombineLatest2Second<Element1, Observer: ObserverType, Element>: ObserverType {
    let sink: CombineLatest2Sink<Element1, Element, Observer>
    func on(_ event: Event<Element>) { sink.on2(event) }
}
