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
    @usableFromInline typealias NextRecipients = ContiguousArray<(Element) -> Void>

    private var nextKey: UInt64 = 0
    private var keys = ContiguousArray<BagKey>()
    @usableFromInline var observers = Recipients()
    /// For each observer, what `on(.next(element))` does, without the Event.
    @usableFromInline var nextObservers = NextRecipients()

    @usableFromInline init() {}

    /// The number of observers.
    var count: Int { observers.count }

    /// Adds `observer`; returns the key that removes it.
    mutating func insert(_ observer: @escaping Observer) -> BagKey {
        insert(observer, next: { observer(.next($0)) })
    }

    /// Adds `observer`, which takes next elements directly if it can.
    mutating func insert<Subscriber: ObserverType>(observer: Subscriber) -> BagKey
        where Subscriber.Element == Element {
        let on = observer.on
        // The common subscriber first: a class cast is cheaper than the
        // protocol conformance lookup of `elementReceiver(of:)`.
        if let anonymous = observer as? AnonymousObserver<Element> {
            return insert(on, next: anonymous.receiveNext)
        }
        return insert(on, next: elementReceiver(of: observer) ?? { on(.next($0)) })
    }

    private mutating func insert(_ observer: @escaping Observer, next: @escaping (Element) -> Void) -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        keys.append(key)
        observers.append(observer)
        nextObservers.append(next)
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
        nextObservers.remove(at: low)
        return observers.remove(at: low)
    }

    /// Removes every observer.
    @usableFromInline mutating func removeAll() {
        keys = []
        observers = []
        nextObservers = []
    }

    /// The current observers, in subscription order.
    @inlinable func recipients() -> Recipients { observers }

    /// The current observers' next-element handlers, in subscription order.
    @inlinable func nextRecipients() -> NextRecipients { nextObservers }
}

// The dispatch loops below index the array rather than iterate it: the
// iterator hands out a copy of each closure (a retain and a release per
// observer), a subscript of the local snapshot lends it.

/// Delivers `event` to every observer in `recipients`.
@inlinable
func dispatch<Element>(_ recipients: ObserverList<Element>.Recipients, _ event: Event<Element>) {
    for index in recipients.indices { recipients[index](event) }
}

/// Delivers the next `element` to every handler in `recipients`.
@inlinable
func dispatchNext<Element>(_ recipients: ObserverList<Element>.NextRecipients, _ element: Element) {
    for index in recipients.indices { recipients[index](element) }
}
