// What the typed zip of 2 to 8 sources share (the per-arity producers and
// sinks are generated into Zip+typed.swift from
// Scripts/generate-arity/Zip+typed.swift.template). Each source queues its
// elements in a typed queue, so an event boxes nothing and casts nothing; the
// rules are the shared erased sink's in Zip.swift, step for step:
// - a result of the oldest element of each source once every source has one;
// - completed when every source has completed, or when an element arrives
//   that can never be paired because every other source has completed (a
//   source that completes does not end the zip by itself);
// - an error from a source or the selector is forwarded at once;
// - terminal events and disposals after the lock is released (LOCKS.md).

/// The lock and the state of a typed zip of `arity` sources (at most
/// `Int.bitWidth`): which sources have an element waiting and which have
/// completed, as bit sets. Subclasses hold the sources' queues and make the
/// result (`makeResult`), taking one element of each.
class ZipTypedSink<Observer: ObserverType>: Sink<Observer> {
    let lock = RecursiveLock()
    /// Bit `i` set while source `i` has an element waiting.
    final var ready = 0
    /// Bit `i` set once source `i` has completed.
    private final var done = 0
    private let all: Int
    let subscriptions: [SingleAssignmentDisposable]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        all = (1 << arity) - 1
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    /// The result of the oldest element of each source, which it dequeues;
    /// called under the lock once every source has an element waiting.
    func makeResult() throws -> Observer.Element { rxAbstractMethod() }

    /// Called under the lock once source `index` has queued an element.
    final func enqueued(_ index: Int) {
        let bit = 1 << index
        ready |= bit
        guard ready == all else {
            // This element can never be paired: every other source is done.
            if done | bit == all { completeAndDispose() }
            return
        }
        let result: Observer.Element
        do {
            result = try makeResult()
        } catch {
            forwardError(error, disposingAfterUnlocking: lock)
            return
        }
        forwardNext(result)
    }

    @inline(never)
    private final func completeAndDispose() {
        forwardCompleted(disposingAfterUnlocking: lock)
    }

    final func failed(_ error: Swift.Error) {
        lock.lock(); defer { lock.unlock() }
        forwardError(error, disposingAfterUnlocking: lock)
    }

    final func completed(_ index: Int) {
        lock.lock(); defer { lock.unlock() }
        let bit = 1 << index
        if done & bit != 0 { return }
        done |= bit
        if done == all {
            completeAndDispose()
        } else {
            lock.disposeAfterUnlock(subscriptions[index])
        }
    }
}

/// The elements of one source of a typed zip not yet used, oldest first;
/// owned by the sink, filled by the source's observer, both under the lock.
final class ZipQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    init() {}

    func append(_ element: Element) { elements.append(element) }

    /// The oldest element, removed; clears `bit` in `ready` when the queue
    /// becomes empty.
    func dequeue(_ ready: inout Int, bit: Int) -> Element {
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
            ready &= ~bit
        }
        return element
    }
}

/// Source `index` of a typed zip: queues each element in `queue` and tells
/// the sink.
final class ZipTypedSource<Element, Observer: ObserverType>: ObserverType {
    private let sink: ZipTypedSink<Observer>
    private let index: Int
    private let queue: ZipQueue<Element>

    init(sink: ZipTypedSink<Observer>, index: Int, queue: ZipQueue<Element>) {
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
        sink.enqueued(index)
    }
}
