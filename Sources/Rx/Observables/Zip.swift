// The erased zip behind `zip` of a collection (Zip+Collection.swift): it
// erases its sources' element types to `Any` (see `ErasedSource` in
// CombineLatest.swift) and casts the values back before calling the selector.
// zip of 2 to 8 sources (Zip+arity.swift) is typed per source instead
// (ZipTyped.swift, Zip+typed.swift) and follows the same rules.

/// Emits `resultSelector` of the n-th element of every source, for n = 1, 2, ...
///
/// It fails as soon as a source fails. It completes when every source has
/// completed, or as soon as an element arrives that can never be paired
/// because every other source has completed (as RxSwift's zip of 2 to 8
/// sources and of a collection). A source that completes does not end the zip
/// by itself, even with nothing buffered. A source's subscription is disposed
/// when it completes; the others when the zip ends.
final class ZipProducer<Element>: Producer<Element> {
    private let sources: [ErasedSource]
    private let resultSelector: ([Any]) throws -> Element

    init(sources: [ErasedSource], resultSelector: @escaping ([Any]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ZipSink(resultSelector: resultSelector, arity: sources.count, observer: observer)
        return sink.attach(sink.run(sources))
    }
}

/// The lock serialises the queues and the events sent downstream; every
/// disposal it decides on (a completed source's subscription, or everything
/// when the zip ends) runs after the lock is released.
private final class ZipSink<Observer: ObserverType>: Sink<Observer> {
    private let lock = RecursiveLock()
    private let resultSelector: ([Any]) throws -> Observer.Element
    private let arity: Int
    /// The elements of each source not yet used, oldest first.
    private var queues: [[Any]]
    /// How many sources have at least one element waiting.
    private var readyCount = 0
    private var isDone: [Bool]
    private var doneCount = 0
    private var subscriptions: [SingleAssignmentDisposable] = []

    init(resultSelector: @escaping ([Any]) throws -> Observer.Element, arity: Int, observer: Observer) {
        self.resultSelector = resultSelector
        self.arity = arity
        queues = Array(repeating: [], count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(observer: observer)
    }

    func run(_ sources: [ErasedSource]) -> Disposable {
        subscriptions = sources.map { _ in SingleAssignmentDisposable() }
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe { event in self.on(event, at: index) })
        }
        if sources.isEmpty {
            lock.performLocked { forwardCompleted(disposingAfterUnlocking: lock) }
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Any>, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let element):
            queues[index].append(element)
            if queues[index].count == 1 { readyCount += 1 }
            if readyCount < arity {
                if doneCount - (isDone[index] ? 1 : 0) == arity - 1 {
                    // This element can never be paired: every other source is done.
                    forwardCompleted(disposingAfterUnlocking: lock)
                }
                return
            }
            var arguments: [Any] = []
            arguments.reserveCapacity(arity)
            readyCount = 0
            for source in 0..<arity {
                arguments.append(queues[source].removeFirst())
                if !queues[source].isEmpty { readyCount += 1 }
            }
            do {
                forwardNext(try resultSelector(arguments))
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
