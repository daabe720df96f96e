// The erased combineLatest behind `combineLatest` of a collection
// (CombineLatest+Collection.swift): it erases its sources' element types to
// `Any` and casts the values back before calling the selector. combineLatest
// of 2 to 8 sources (CombineLatest+arity.swift) is typed per source instead
// (CombineLatest2.swift, CombineLatestTyped.swift, CombineLatest+typed.swift)
// and follows the same rules.

/// A source of a combining operator (combineLatest, zip) with its element
/// type erased, so that one sink serves every arity.
struct ErasedSource {
    private let subscribeHandler: (@escaping (Event<Any>) -> Void) -> Disposable

    init<Source: ObservableType>(_ source: Source) {
        subscribeHandler = { handler in
            source.subscribe(AnyObserver<Source.Element> { event in handler(event.map { $0 as Any }) })
        }
    }

    /// Subscribes `handler` to the source's events, elements boxed as `Any`.
    func subscribe(_ handler: @escaping (Event<Any>) -> Void) -> Disposable {
        subscribeHandler(handler)
    }
}

/// Emits `resultSelector` of the latest element of every source each time
/// one of them emits, once all have emitted.
final class CombineLatestProducer<Element>: Producer<Element> {
    private let sources: [ErasedSource]
    private let resultSelector: ([Any]) throws -> Element

    init(sources: [ErasedSource], resultSelector: @escaping ([Any]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = CombineLatestSink(
            resultSelector: resultSelector, arity: sources.count,
            observer: observer)
        return sink.attach(sink.run(sources))
    }
}

private final class CombineLatestSink<Observer: ObserverType>: Sink<Observer> {
    private let lock = RecursiveLock()
    private let resultSelector: ([Any]) throws -> Observer.Element
    private let arity: Int
    private var latest: [Any?]
    private var valueCount = 0
    private var isDone: [Bool]
    private var doneCount = 0
    private var subscriptions: [SingleAssignmentDisposable] = []

    init(
        resultSelector: @escaping ([Any]) throws -> Observer.Element, arity: Int,
        observer: Observer
    ) {
        self.resultSelector = resultSelector
        self.arity = arity
        latest = Array(repeating: nil, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
    }

    func run(_ sources: [ErasedSource]) -> Disposable {
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe { event in self.on(event, at: index) })
        }
        if sources.isEmpty {
            lock.performLocked {
                do {
                    forwardNext(try resultSelector([]))
                    forwardCompleted(disposingAfterUnlocking: lock)
                } catch {
                    forwardError(error, disposingAfterUnlocking: lock)
                }
            }
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Any>, at index: Int) {
        lock.performLocked {
            switch event {
            case .next(let element):
                if latest[index] == nil { valueCount += 1 }
                latest[index] = element
                if valueCount < arity {
                    // No result is possible any more if every other source is done.
                    let othersDone = doneCount - (isDone[index] ? 1 : 0)
                    if othersDone == arity - 1 {
                        forwardCompleted(disposingAfterUnlocking: lock)
                    }
                    return
                }
                do {
                    forwardNext(try resultSelector(latest.map { $0! }))
                } catch {
                    forwardError(error, disposingAfterUnlocking: lock)
                }
            case .error(let error):
                forwardError(error, disposingAfterUnlocking: lock)
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                doneCount += 1
                if doneCount == arity {
                    forwardCompleted(disposingAfterUnlocking: lock)
                } else {
                    lock.disposeAfterUnlock(subscriptions[index])
                }
            }
        }
    }
}
