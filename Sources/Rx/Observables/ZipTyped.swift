// What the typed zip of 2 to 8 sources share (the per-arity producers and
// sinks are generated into Zip+typed.swift from
// Scripts/generate-arity/Zip+typed.swift.template). Each source queues its
// elements in a typed queue, so an event boxes nothing and casts nothing; the rules are
// TypedSourcesSink's (TypedSourcesSink.swift).

/// The elements of one source of a typed zip not yet used, oldest first;
/// owned by the sink, filled by the source's observer, both under the lock.
/// Also observe(on:)'s queue of events not yet delivered, and what toArray
/// and takeLast keep: any queue or growing collection that generic,
/// unspecialised code edits per event belongs in one of these.
///
/// A ring buffer in storage it allocates itself: appending and dequeuing an
/// element allocate nothing (the storage grows, doubling, only when it is
/// full) and, unlike an `Array<Element>` in unspecialised code, look no
/// generic metadata up at run time.
final class ZipQueue<Element> {
    /// Room for `capacity` elements (a power of two; no storage before the
    /// first element): `count` of them are initialized, from `head` on,
    /// wrapping around the end.
    private var storage: UnsafeMutablePointer<Element>?
    private var capacity = 0
    private var head = 0
    /// How many elements wait.
    private(set) var count = 0

    init() {}

    deinit {
        guard let storage else { return }
        let untilEnd = min(count, capacity - head)
        (storage + head).deinitialize(count: untilEnd)
        storage.deinitialize(count: count - untilEnd)
        storage.deallocate()
    }

    func append(_ element: Element) {
        if count == capacity { grow() }
        (storage.unsafelyUnwrapped + ((head + count) & (capacity - 1))).initialize(to: element)
        count += 1
    }

    /// Whether no element waits.
    var isEmpty: Bool { count == 0 }

    /// A copy of the oldest element, left in the queue. The queue holds at
    /// least one element.
    var oldest: Element { (storage.unsafelyUnwrapped + head).pointee }

    /// The oldest element, removed. The queue holds at least one element.
    func dequeue() -> Element {
        let element = (storage.unsafelyUnwrapped + head).move()
        head = (head + 1) & (capacity - 1)
        count -= 1
        return element
    }

    /// The oldest element, removed; clears `bit` in `present` when the queue
    /// becomes empty. The queue holds at least one element.
    func dequeue(_ present: inout Int, bit: Int) -> Element {
        let element = dequeue()
        if count == 0 { present &= ~bit }
        return element
    }

    /// Every element, oldest first, moved into an array (one generic
    /// metadata lookup, for the array); the queue is left empty.
    func removeAllIntoArray() -> [Element] {
        let total = count
        return [Element](unsafeUninitializedCapacity: total) { buffer, initialized in
            var index = 0
            while index < total {
                (buffer.baseAddress.unsafelyUnwrapped + index).initialize(to: dequeue())
                index += 1
            }
            initialized = total
        }
    }

    /// Doubles the storage of a full queue, moving its elements to the start,
    /// oldest first.
    @inline(never)
    private func grow() {
        let grown = capacity == 0 ? 2 : capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        if let storage {
            let untilEnd = capacity - head
            newStorage.moveInitialize(from: storage + head, count: untilEnd)
            (newStorage + untilEnd).moveInitialize(from: storage, count: head)
            storage.deallocate()
        }
        storage = newStorage
        capacity = grown
        head = 0
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
        sink.lock.performLocked {
            queue.append(element)
            sink.arrived(index)
        }
    }
}
