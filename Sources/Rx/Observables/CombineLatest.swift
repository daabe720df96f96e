// combineLatest of a collection (CombineLatest+Collection.swift): its sources
// have one element type, kept typed; the bookkeeping and the rules are
// CollectionSourcesSink's. combineLatest of 2 to 8 sources
// (CombineLatest+arity.swift) is typed per source instead (CombineLatest2.swift,
// CombineLatestTyped.swift, CombineLatest+typed.swift) and follows the same rules.

/// Emits `resultSelector` of the latest element of every source each time
/// one of them emits, once all have emitted.
@usableFromInline
final class CombineLatestCollectionProducer<SourceElement, Element>: Producer<Element> {
    @usableFromInline typealias ResultSelector = ([SourceElement]) throws -> Element
    /// Replaces the element at an index of an array: made by
    /// `combineLatest` where the element type is known, so that the array
    /// is edited by specialised code (in the sink's unspecialised code,
    /// every edit of an `Array<SourceElement>` looks up the array type's
    /// metadata, about 370 instructions per event).
    @usableFromInline typealias Replace = (inout [SourceElement], Int, SourceElement) -> Void

    private let sources: [Observable<SourceElement>]
    private let resultSelector: ResultSelector
    private let replace: Replace

    @usableFromInline
    init(sources: [Observable<SourceElement>], resultSelector: @escaping ResultSelector, replace: @escaping Replace) {
        self.sources = sources
        self.resultSelector = resultSelector
        self.replace = replace
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = CombineLatestCollectionSink<SourceElement, Observer>(
            arity: sources.count, resultSelector: resultSelector, replace: replace, observer: observer)
        // Indices, not `enumerated()`: in unspecialised code each step of an
        // EnumeratedSequence's iterator costs about 2,000 instructions.
        for index in 0..<sources.count {
            sink.subscriptions[index].setDisposable(
                sources[index].subscribe(CombineLatestCollectionSource(sink: sink, index: index)))
        }
        if sources.isEmpty { sink.endWithoutSources(emittingSelector: true) }
        return sink.attach(Disposables.create())
    }
}

/// Keeps each source's latest element in typed storage until every source
/// has emitted, then in `arguments`, changed in place.
private final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>:
    CollectionSourcesSink<SourceElement, Observer>
{
    /// The latest elements until the first result, which moves them to
    /// `arguments`; initialized where `holds(index)`.
    private let latest: UnsafeMutablePointer<SourceElement>
    @exclusivity(unchecked) private var movedToArguments = false
    /// The latest elements once every source has emitted: what the selector
    /// gets, changed in place (a copy is made only if the selector kept the
    /// previous one).
    @exclusivity(unchecked) private var arguments: [SourceElement] = []
    private let replace: CombineLatestCollectionProducer<SourceElement, Observer.Element>.Replace

    init(
        arity: Int, resultSelector: @escaping ResultSelector,
        replace: @escaping CombineLatestCollectionProducer<SourceElement, Observer.Element>.Replace,
        observer: Observer
    ) {
        latest = UnsafeMutablePointer<SourceElement>.allocate(capacity: arity)
        self.replace = replace
        super.init(arity: arity, resultSelector: resultSelector, observer: observer)
    }

    deinit {
        if !movedToArguments {
            for index in 0..<arity where holds(index) { (latest + index).deinitialize(count: 1) }
        }
        latest.deallocate()
    }

    /// Called under the lock: stores source `index`'s element and tells the sink.
    func receive(_ element: SourceElement, at index: Int) {
        if movedToArguments {
            replace(&arguments, index, element)
        } else if holds(index) {
            latest[index] = element
        } else {
            (latest + index).initialize(to: element)
        }
        arrived(index)
    }

    override func makeArguments(arrived index: Int) -> [SourceElement] {
        if movedToArguments { return arguments }
        movedToArguments = true
        let count = arity
        let latest = latest
        arguments = Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress.unsafelyUnwrapped.moveInitialize(from: latest, count: count)
            initialized = count
        }
        return arguments
    }
}

/// Source `index` of a combineLatest of a collection.
private final class CombineLatestCollectionSource<SourceElement, Observer: ObserverType>: ObserverType {
    private let sink: CombineLatestCollectionSink<SourceElement, Observer>
    private let index: Int

    init(sink: CombineLatestCollectionSink<SourceElement, Observer>, index: Int) {
        self.sink = sink
        self.index = index
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): sink.failed(error)
        case .completed: sink.completed(index)
        }
    }

    func _receiveNext(_ element: SourceElement) {
        sink.lock.performLocked { sink.receive(element, at: index) }
    }
}
