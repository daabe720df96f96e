// What the typed zip of 2 to 8 sources share (the per-arity producers and
// sinks are generated into Zip+typed.swift from
// Scripts/generate-arity/Zip+typed.swift.template). Each source queues its
// elements in a typed queue, so an event boxes nothing and casts nothing; the rules are
// TypedSourcesSink's (TypedSourcesSink.swift).

/// The elements of one source of a typed zip not yet used, oldest first;
/// owned by the sink, filled by the source's observer, both under the lock.
final class ZipQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    init() {}

    func append(_ element: Element) { elements.append(element) }

    /// The oldest element, removed; clears `bit` in `present` when the queue
    /// becomes empty.
    func dequeue(_ present: inout Int, bit: Int) -> Element {
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
            present &= ~bit
        }
        return element
    }
}

/// Source `index` of a typed zip: queues each element in `queue` and tells
/// the sink.
final class ZipTypedSource<Element, Observer: ObserverType>: ObserverType {
    private let sink: TypedSourcesSink<Observer>
    private let index: Int
    private let queue: ZipQueue<Element>

    init(sink: TypedSourcesSink<Observer>, index: Int, queue: ZipQueue<Element>) {
        self.sink = sink
        self.index = index
        self.queue = queue
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): sink.failed(error)
        case .completed: sink.completed(index)
        }
    }

    func _receiveNext(_ element: Element) {
        sink.lock.lock(); defer { sink.lock.unlock() }
        queue.append(element)
        sink.arrived(index)
    }
}
