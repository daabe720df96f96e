/// A queue of elements, oldest first, for code that runs unspecialised: any
/// queue, ring or growing collection that generic, unspecialised code edits
/// per event belongs in one of these (the elements of each source of a typed
/// zip not yet used, observe(on:)'s and delay's events not yet delivered,
/// merge(maxConcurrent:)'s waiting sources, what toArray, takeLast and
/// buffer collect, a ReplaySubject's ring). Not synchronized: its owner
/// guards it (a lock, or the serialised events of a sink).
///
/// A ring buffer in storage it allocates itself: appending and dequeuing an
/// element allocate nothing (the storage grows, doubling, only when it is
/// full) and, unlike an `Array<Element>` in unspecialised code, look no
/// generic metadata up at run time.
final class ElementQueue<Element> {
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

    /// A copy of every element, oldest first, in storage of its own that the
    /// caller deinitializes and deallocates (nil when the queue is empty).
    func copyAll() -> (elements: UnsafeMutablePointer<Element>?, count: Int) {
        guard let storage, count > 0 else { return (nil, 0) }
        let copy = UnsafeMutablePointer<Element>.allocate(capacity: count)
        let untilEnd = min(count, capacity - head)
        copy.initialize(from: storage + head, count: untilEnd)
        (copy + untilEnd).initialize(from: storage, count: count - untilEnd)
        return (copy, count)
    }

    /// Every element, oldest first, moved into storage of its own that the
    /// caller deinitializes and deallocates (nil when the queue is empty);
    /// the queue is left empty. Moving runs no deinit: an owner that must not
    /// release elements under its lock releases them after it.
    func moveAll() -> (elements: UnsafeMutablePointer<Element>?, count: Int) {
        guard let storage, count > 0 else { return (nil, 0) }
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: count)
        let untilEnd = min(count, capacity - head)
        moved.moveInitialize(from: storage + head, count: untilEnd)
        (moved + untilEnd).moveInitialize(from: storage, count: count - untilEnd)
        let total = count
        head = 0
        count = 0
        return (moved, total)
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
