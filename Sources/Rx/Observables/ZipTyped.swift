// What the typed zip of 2 to 8 sources share (the per-arity producers and
// sinks are generated into Zip+typed.swift from
// Scripts/generate-arity/Zip+typed.swift.template). Each source queues its
// elements in a typed queue, so an event boxes nothing and casts nothing; the rules are
// TypedSourcesSink's (TypedSourcesSink.swift): zip completes when every source
// has completed, and only then.

/// Source `index` of a typed zip: queues each element in `queue` and tells
/// the sink. A `Receiver` subscribed as one, not counted in
/// `Resources.total`, as `CombineLatestTypedSource`, whose terminal events it
/// handles the same way. (A base class holding `sink` and `index` for both
/// cost about 50 instructions per source subscribed, measured: its own
/// deinit in the chain, and a retain and a release more.)
final class ZipTypedSource<Element, Observer: ObserverType>: Receiver<Element> {
    private let sink: TypedSourcesSink<Observer>
    private let index: Int
    private let queue: ElementQueue<Element>

    init(sink: TypedSourcesSink<Observer>, index: Int, queue: ElementQueue<Element>) {
        self.sink = sink
        self.index = index
        self.queue = queue
        super.init()
        markUncounted()
    }

    override func on(_ event: Event<Element>) { receiveSplit(event) }

    override func _receiveError(_ error: Swift.Error) { sink.failed(error) }

    override func _receiveCompleted() { sink.completed(index) }

    override func _receiveNext(_ element: Element) {
        sink.lock.performLocked {
            queue.append(element)
            sink.queued(index)
        }
    }
}
