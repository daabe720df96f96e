/// The observers of a subject or shared connection: a `Bag` for O(1)
/// insertion and removal by key, plus the array that events are dispatched
/// to, rebuilt only after the set of observers changed. Sending an event
/// then copies one array reference instead of the whole bag.
///
/// Not thread-safe: its owner calls it under its lock.
struct ObserverList<Element> {
    typealias Observer = (Event<Element>) -> Void
    typealias Recipients = ContiguousArray<Observer>

    private var bag = Bag<Observer>()
    private var cachedRecipients: Recipients? = Recipients()

    init() {}

    /// The number of observers.
    var count: Int { bag.count }

    /// Adds `observer`; returns the key that removes it.
    mutating func insert(_ observer: @escaping Observer) -> BagKey {
        cachedRecipients = nil
        return bag.insert(observer)
    }

    /// Removes and returns the observer for `key`, if present.
    mutating func removeKey(_ key: BagKey) -> Observer? {
        let removed = bag.removeKey(key)
        if removed != nil { cachedRecipients = nil }
        return removed
    }

    /// Removes every observer.
    mutating func removeAll() {
        bag.removeAll()
        cachedRecipients = Recipients()
    }

    /// The current observers, in the bag's order.
    mutating func recipients() -> Recipients {
        if let cachedRecipients { return cachedRecipients }
        var built = Recipients()
        built.reserveCapacity(bag.count)
        bag.forEach { built.append($0) }
        cachedRecipients = built
        return built
    }
}

/// Delivers `event` to every observer in `recipients`.
@inline(__always)
func dispatch<Element>(_ recipients: ObserverList<Element>.Recipients, _ event: Event<Element>) {
    for observer in recipients { observer(event) }
}
