/// The observers of a subject or shared connection, in subscription order.
///
/// Events are dispatched to `recipients()`, an array that the list keeps up
/// to date: sending an event copies one array reference (no allocation), and
/// subscribing or unsubscribing edits the array in place unless a dispatch
/// still holds it. Keys grow with each insertion, so the key array stays
/// sorted and a removal finds its key by binary search.
///
/// Not thread-safe: its owner calls it under its lock.
@usableFromInline
struct ObserverList<Element> {
    @usableFromInline typealias Observer = (Event<Element>) -> Void
    @usableFromInline typealias Recipients = ContiguousArray<Observer>

    private var nextKey: UInt64 = 0
    private var keys = ContiguousArray<BagKey>()
    @usableFromInline var observers = Recipients()

    @usableFromInline init() {}

    /// The number of observers.
    var count: Int { observers.count }

    /// Adds `observer`; returns the key that removes it.
    mutating func insert(_ observer: @escaping Observer) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        keys.append(key)
        observers.append(observer)
        return key
    }

    /// Removes and returns the observer for `key`, if present.
    mutating func removeKey(_ key: BagKey) -> Observer? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].rawValue < key.rawValue { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        keys.remove(at: low)
        return observers.remove(at: low)
    }

    /// Removes every observer.
    @usableFromInline mutating func removeAll() {
        keys = []
        observers = []
    }

    /// The current observers, in subscription order.
    @inlinable func recipients() -> Recipients { observers }
}

/// Delivers `event` to every observer in `recipients`.
@inlinable
func dispatch<Element>(_ recipients: ObserverList<Element>.Recipients, _ event: Event<Element>) {
    for observer in recipients { observer(event) }
}
