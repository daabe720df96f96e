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

    @usableFromInline var nextKey: UInt64 = 0
    @usableFromInline var keys = ContiguousArray<BagKey>()
    @usableFromInline var observers = Recipients()
    /// For each observer, what `on(.next(element))` does, without the Event.
    @usableFromInline var nextObservers = NextRecipients()
    /// Removes the observer at an index from `observers` and `nextObservers`;
    /// set by the first insertion. Generic code that edits these arrays of
    /// closures looks up their type metadata at run time, on every call, which
    /// made an unspecialised removal cost more than the rest of an
    /// unsubscription. When the first insertion was specialised (an
    /// inlinable subscription where the element type is known), this closure
    /// is too, and `removeKey` calls it instead.
    @usableFromInline var removeObserver: ((inout ObserverList, Int) -> Dropped)?

    /// An observer's two closures, taken out of the list. Releasing them may
    /// release the observer and run its `deinit` (foreign code): the owner
    /// returns them from its `performLocked` closure, so that they go after
    /// the lock is released (LOCKS.md). A generic pair rather than a tuple:
    /// its fields keep the closures in the representation the arrays store
    /// them in, where a tuple or an optional of a function type would wrap
    /// each in an allocated reabstraction thunk on the way out.
    @usableFromInline typealias Dropped = TakenPair<Observer, (Element) -> Void>

    /// Every observer, taken out of the list by `removeAll()`; released, as
    /// `Dropped`, after the owner's lock.
    @usableFromInline typealias DroppedAll = (observers: Recipients, next: NextRecipients)

    @usableFromInline init() {}

    /// The number of observers.
    var count: Int { observers.count }

    /// Adds `observer`; returns the key that removes it.
    mutating func insert(_ observer: @escaping Observer) -> BagKey {
        insert(observer, next: { observer(.next($0)) })
    }

    /// Adds `observer`, whose next elements go to its `_receiveNext`.
    ///
    /// Inlinable, so that a subscription whose types the caller knows
    /// (`subject.subscribe(onNext:)`) is specialised: then the two closures
    /// stored for an observer that is a class capture only it and allocate
    /// nothing. (They are written straight into `append`, so that they are
    /// made in the array's generic calling convention: passed through a
    /// parameter of the closure type first, each would be wrapped in an
    /// allocated thunk.)
    @inlinable
    mutating func insert<Subscriber: ObserverType>(observer: Subscriber) -> BagKey
    where Subscriber.Element == Element {
        let key = appendKey()
        observers.append({ observer.on($0) })
        nextObservers.append({ observer._receiveNext($0) })
        return key
    }

    private mutating func insert(_ observer: @escaping Observer, next: @escaping (Element) -> Void) -> BagKey {
        let key = appendKey()
        observers.append(observer)
        nextObservers.append(next)
        return key
    }

    /// Appends a new key to `keys` and returns it; the caller appends the
    /// observer's two closures.
    @inlinable
    mutating func appendKey() -> BagKey {
        if removeObserver == nil { removeObserver = { $0.removeObservers(at: $1) } }
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        keys.append(key)
        return key
    }

    /// Removes the observer for `key`; returns its closures (nil when it was
    /// not present), for the caller to release after its lock. Inlinable:
    /// unspecialised, handing back an optional of a generic pair looks up
    /// the pair's type metadata.
    @inlinable
    mutating func removeKey(_ key: BagKey) -> Dropped? {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].rawValue < key.rawValue { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        keys.remove(at: low)
        if let removeObserver { return removeObserver(&self, low) }
        return removeObservers(at: low)
    }

    @inlinable
    mutating func removeObservers(at index: Int) -> Dropped {
        TakenPair(removing: index, from: &observers, and: &nextObservers)
    }

    /// Removes every observer; returns them, for the caller to release after
    /// its lock. Keys keep growing: a key given out before never removes an
    /// observer added after.
    @usableFromInline mutating func removeAll() -> DroppedAll {
        let dropped = (observers, nextObservers)
        keys = []
        observers = []
        nextObservers = []
        return dropped
    }

    /// The current observers, in subscription order.
    @inlinable func recipients() -> Recipients { observers }

    /// The current observers' next-element handlers, in subscription order.
    @inlinable func nextRecipients() -> NextRecipients { nextObservers }
}

/// Two values taken out of two arrays at one index; see
/// `ObserverList.Dropped`. Its fields are generic, so they hold what they
/// hold in the arrays' own representation.
@usableFromInline
struct TakenPair<First, Second> {
    @usableFromInline let first: First
    @usableFromInline let second: Second

    /// Removes the element at `index` from each array.
    @inlinable
    init(removing index: Int, from firsts: inout ContiguousArray<First>, and seconds: inout ContiguousArray<Second>) {
        first = firsts.remove(at: index)
        second = seconds.remove(at: index)
    }
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
