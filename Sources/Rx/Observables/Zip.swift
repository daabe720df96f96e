// zip of a collection (Zip+Collection.swift): its sources have one element
// type, kept typed in a ElementQueue per source (ZipTyped.swift); the
// bookkeeping and the rules are CollectionSourcesSink's. zip of 2 to 8
// sources (Zip+arity.swift) is typed per source instead (ZipTyped.swift,
// Zip+typed.swift) and completes by a rule of its own (TypedSourcesSink.swift).

/// Emits `resultSelector` of the n-th element of every source, for n = 1, 2, ...
///
/// It fails as soon as a source fails. It completes when every source has
/// completed, or as soon as an element arrives that finds every other source
/// completed while some source has nothing buffered (as RxSwift 6.10's zip of
/// a collection, `ZipCollectionType`; its zip of 2 to 8 sources has only the
/// first rule). A source that completes does not end the zip by itself, even
/// with nothing buffered. A source's subscription is disposed when it
/// completes; the others when the zip ends.
@usableFromInline
final class ZipCollectionProducer<SourceElement, Element>: Producer<Element> {
    @usableFromInline typealias ResultSelector = ([SourceElement]) throws -> Element
    /// Overwrites every element of an array with the element a function
    /// gives for its index: made by `zip` where the element type is known,
    /// so that the array is edited by specialised code (in the sink's
    /// unspecialised code, every edit of an `Array<SourceElement>` looks up
    /// the array type's metadata).
    @usableFromInline typealias Refill = (inout [SourceElement], (Int) -> SourceElement) -> Void

    private let sources: [Observable<SourceElement>]
    private let resultSelector: ResultSelector
    private let refill: Refill

    @usableFromInline
    init(sources: [Observable<SourceElement>], resultSelector: @escaping ResultSelector, refill: @escaping Refill) {
        self.sources = sources
        self.resultSelector = resultSelector
        self.refill = refill
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = ZipCollectionSink<SourceElement, Observer>(
            arity: sources.count, resultSelector: resultSelector, refill: refill, observer: observer)
        // Indices, not `enumerated()`: in unspecialised code each step of an
        // EnumeratedSequence's iterator costs about 2,000 instructions.
        for index in 0..<sources.count {
            sink.subscriptions[index].setDisposable(
                sources[index].subscribe(ZipCollectionSource(sink: sink, index: index, queue: sink.queues[index])))
        }
        if sources.isEmpty { sink.endWithoutSources(emittingSelector: false) }
        return sink.attach(Disposables.create())
    }
}

/// Keeps each source's waiting elements in its queue; a result dequeues one
/// element of each into an array.
private final class ZipCollectionSink<SourceElement, Observer: ObserverType>:
    CollectionSourcesSink<SourceElement, Observer>
{
    /// The queue of each source (`arity` of them).
    let queues: UnsafeMutablePointer<ElementQueue<SourceElement>>
    /// Whether the elements hold no references (`_isPOD`): then the array of
    /// the last result is kept and reused, which keeps nothing alive. Other
    /// elements get a new array each time, so that the elements of a result
    /// are released with it.
    private let isTrivial = _isPOD(SourceElement.self)
    @exclusivity(unchecked) private var reusable: [SourceElement] = []
    /// Whether `reusable` holds the array of a result.
    @exclusivity(unchecked) private var hasReusable = false
    private let refill: ZipCollectionProducer<SourceElement, Observer.Element>.Refill

    init(
        arity: Int, resultSelector: @escaping ResultSelector,
        refill: @escaping ZipCollectionProducer<SourceElement, Observer.Element>.Refill, observer: Observer
    ) {
        queues = UnsafeMutablePointer<ElementQueue<SourceElement>>.allocate(capacity: arity)
        for index in 0..<arity { (queues + index).initialize(to: ElementQueue()) }
        self.refill = refill
        super.init(arity: arity, resultSelector: resultSelector, observer: observer)
    }

    deinit {
        queues.deinitialize(count: arity)
        queues.deallocate()
    }

    override func makeArguments(arrived index: Int) -> [SourceElement] {
        // Every queue is dequeued (left to right) before the selector runs.
        if hasReusable {
            // Filled in place, unless the selector kept the previous array
            // (then `reusable` is copied first).
            refill(&reusable) { dequeue($0) }
            return reusable
        }
        let count = arity
        let arguments = [SourceElement](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress.unsafelyUnwrapped
            for source in 0..<count { (base + source).initialize(to: dequeue(source)) }
            initialized = count
        }
        if isTrivial {
            reusable = arguments
            hasReusable = true
        }
        return arguments
    }

    private func dequeue(_ source: Int) -> SourceElement {
        let queue = queues[source]
        let element = queue.dequeue()
        if queue.isEmpty { emptied(source) }
        return element
    }
}

/// Source `index` of a zip of a collection: queues each element in `queue`
/// and tells the sink.
private final class ZipCollectionSource<SourceElement, Observer: ObserverType>: ObserverType {
    private let sink: ZipCollectionSink<SourceElement, Observer>
    private let index: Int
    private let queue: ElementQueue<SourceElement>

    init(sink: ZipCollectionSink<SourceElement, Observer>, index: Int, queue: ElementQueue<SourceElement>) {
        self.sink = sink
        self.index = index
        self.queue = queue
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): sink.failed(error)
        case .completed: sink.completed(index)
        }
    }

    func _receiveNext(_ element: SourceElement) {
        sink.lock.performLocked {
            queue.append(element)
            sink.arrived(index)
        }
    }
}
