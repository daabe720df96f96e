/// The observers of a subject or shared connection, in subscription order.
///
/// Events are dispatched to `recipients()`, an array that the list keeps up
/// to date: sending an event copies one array reference (no allocation), and
/// subscribing or unsubscribing edits the array in place unless a dispatch
/// still holds it. Keys grow with each insertion, so the key array stays
/// sorted and a removal finds its key by binary search.
///
/// Removing the newest observer shortens the arrays; removing any other
/// empties its slot in place (its handlers become `ObserverHandler.vacant`
/// and its key is marked) rather than shifting every later slot down, which
/// made disposing many subscribers oldest first cost time quadratic in their
/// number (20,000 subscribers of a PublishSubject: 10 µs per disposal against
/// 1 µs newest first). The arrays are compacted once more than half their
/// slots are empty, so a dispatch visits at most twice the live observers and
/// each removal costs O(log n) amortised.
///
/// Each observer is stored as two handlers whose element type is erased:
/// they take a pointer to the event (or element) and read it as the
/// observer's `Event<Element>` (or `Element`), which is the owner's (the
/// owner, whose element type it is, inserts and dispatches). The list itself
/// is not generic, so that its methods need no metadata of a generic list
/// type, looked up at run time in unspecialised code (twice per subscription
/// and disposal of a subject from an operator's sink). Every array the list
/// keeps therefore has
/// one concrete type, whatever the element type: an edit made in generic,
/// unspecialised code (a subject subscribed by an operator's sink) calls
/// code compiled for that type, where arrays of `(Element) -> Void` made it
/// look up the metadata of the closure, array and pair types at run time on
/// every insertion and removal (about 6,800 instructions per subscription
/// and its disposal: combineLatest of 4 subjects, built, subscribed and
/// disposed, went from 65,218 to 37,950 instructions). The handlers are made
/// by `insert`, the only place that knows the observer's type; `dispatch`
/// and `dispatchNext` hand them a pointer to a value of the list's own
/// element type.
///
/// Not thread-safe: its owner calls it under its lock.
@usableFromInline
struct ObserverList {
    @usableFromInline typealias Recipients = ContiguousArray<ObserverHandler>
    @usableFromInline typealias NextRecipients = ContiguousArray<ObserverHandler>

    @usableFromInline var nextKey: UInt64 = 0
    /// Each slot's key, ascending; an emptied slot keeps its key with
    /// `vacatedKeyFlag` set.
    @usableFromInline var keys = ContiguousArray<BagKey>()
    /// How many slots were emptied and not yet compacted away.
    @usableFromInline var vacated = 0
    /// For each observer, what `on(event)` does.
    @usableFromInline var observers = Recipients()
    /// For each observer, what `on(.next(element))` does, without the Event.
    @usableFromInline var nextObservers = NextRecipients()

    /// An observer's two handlers, taken out of the list. Releasing them may
    /// release the observer and run its `deinit` (foreign code): the owner
    /// returns them from its `performLocked` closure, so that they go after
    /// the lock is released (LOCKS.md).
    @usableFromInline typealias Dropped = (on: ObserverHandler, next: ObserverHandler)

    /// Every observer, taken out of the list by `removeAll()`; released, as
    /// `Dropped`, after the owner's lock.
    @usableFromInline typealias DroppedAll = (observers: Recipients, next: NextRecipients)

    @usableFromInline init() {}

    /// The number of observers. Inlinable, as the methods below: called out
    /// of line from unspecialised code (a subject's or `share`'s generic
    /// class), a member of this generic type costs a run-time lookup of its
    /// metadata, about 330 instructions.
    @inlinable var count: Int {
        @inline(__always) get { observers.count - vacated }
    }

    /// Adds `observer`, whose next elements go to its `_receiveNext`.
    ///
    /// Inlinable, so that a subscription whose types the caller knows
    /// (`subject.subscribe(onNext:)`) is specialised: then the two handlers
    /// stored for an observer that is a class capture only it and allocate
    /// nothing, and read the event or element with no generic code.
    @inlinable
    mutating func insert<Subscriber: ObserverType>(observer: Subscriber) -> BagKey {
        let key = appendKey()
        observers.append(
            ObserverHandler { event in
                deliver(
                    &UnsafeMutablePointer(mutating: event.assumingMemoryBound(to: Event<Subscriber.Element>.self)).pointee, to: observer)
            })
        nextObservers.append(
            ObserverHandler { element in
                deliverNext(&UnsafeMutablePointer(mutating: element.assumingMemoryBound(to: Subscriber.Element.self)).pointee, to: observer)
            })
        return key
    }

    /// `insert(observer:)` for an operator's sink that is a `Receiver`,
    /// subscribing from unspecialised code: its handlers call the receiver's
    /// methods, so that nothing looks up `Receiver<Element>`'s metadata and
    /// its conformance to `ObserverType` at run time, as passing the receiver
    /// to the generic `insert(observer:)` does (some 430 instructions).
    @inlinable
    mutating func insert<Element>(receiver: Receiver<Element>) -> BagKey {
        let key = appendKey()
        observers.append(
            ObserverHandler { event in
                deliver(&UnsafeMutablePointer(mutating: event.assumingMemoryBound(to: Event<Element>.self)).pointee, to: receiver)
            })
        nextObservers.append(
            ObserverHandler { element in
                deliverNext(&UnsafeMutablePointer(mutating: element.assumingMemoryBound(to: Element.self)).pointee, to: receiver)
            })
        return key
    }

    /// Appends a new key to `keys` and returns it; the caller appends the
    /// observer's two handlers.
    @inlinable
    mutating func appendKey() -> BagKey {
        let key = BagKey(rawValue: nextKey)
        nextKey &+= 1
        keys.append(key)
        return key
    }

    /// Removes the observer for `key`; returns its handlers (nil when it was
    /// not present), for the caller to release after its lock.
    @inlinable
    mutating func removeKey(_ key: BagKey) -> Dropped? {
        // The search ignores `vacatedKeyFlag`: an emptied slot keeps its place
        // in the order; the comparison after it tells it from a live one.
        let mask = ~vacatedKeyFlag
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].rawValue & mask < key.rawValue { low = middle + 1 } else { high = middle }
        }
        guard low < keys.count, keys[low] == key else { return nil }
        if low == keys.count - 1 { return removeLast() }
        return vacate(low)
    }

    /// Removes the newest observer, and the emptied slots before it.
    @inlinable
    mutating func removeLast() -> Dropped {
        keys.removeLast()
        let dropped = (observers.removeLast(), nextObservers.removeLast())
        while let last = keys.last, last.rawValue & vacatedKeyFlag != 0 {
            keys.removeLast()
            observers.removeLast()
            nextObservers.removeLast()
            vacated -= 1
        }
        return dropped
    }

    /// Empties the slot at `index` (not the last), and compacts the arrays
    /// once more than half their slots are empty (rarely: out of line).
    @inlinable
    mutating func vacate(_ index: Int) -> Dropped {
        keys[index] = BagKey(rawValue: keys[index].rawValue | vacatedKeyFlag)
        var on = ObserverHandler.vacant
        var next = ObserverHandler.vacant
        swap(&on, &observers[index])
        swap(&next, &nextObservers[index])
        vacated += 1
        if vacated > observers.count / 2 { compact() }
        return (on, next)
    }

    /// Drops every emptied slot, keeping the others in order.
    @usableFromInline
    mutating func compact() {
        var kept = 0
        for index in keys.indices where keys[index].rawValue & vacatedKeyFlag == 0 {
            if kept != index {
                keys[kept] = keys[index]
                observers.swapAt(kept, index)
                nextObservers.swapAt(kept, index)
            }
            kept += 1
        }
        keys.removeLast(keys.count - kept)
        observers.removeLast(observers.count - kept)
        nextObservers.removeLast(nextObservers.count - kept)
        vacated = 0
    }

    /// Removes every observer; returns them, for the caller to release after
    /// its lock. Keys keep growing: a key given out before never removes an
    /// observer added after.
    @usableFromInline mutating func removeAll() -> DroppedAll {
        let dropped = (observers, nextObservers)
        keys = []
        observers = []
        nextObservers = []
        vacated = 0
        return dropped
    }

    /// The current observers, in subscription order.
    @inlinable @inline(__always) func recipients() -> Recipients { observers }

    /// The current observers' next-element handlers, in subscription order.
    @inlinable @inline(__always) func nextRecipients() -> NextRecipients { nextObservers }
}

/// Set in the key of an emptied slot of an `ObserverList` (keys count up
/// from 0 and never reach it). Not a static member of the list: that would
/// take the list's generic type, looked up at run time in unspecialised code.
@usableFromInline let vacatedKeyFlag: UInt64 = 1 << 63

/// An observer's handler in an `ObserverList`: given a pointer to an
/// `Event<Element>` (or an `Element`, for a next-element handler), it borrows
/// the value for the call. A struct rather than the bare closure: an array
/// stores a function value in its most general representation, so that each
/// closure stored would be wrapped in a reabstraction thunk called on every
/// event (and allocated when taken out).
@usableFromInline
struct ObserverHandler {
    @usableFromInline let call: (UnsafeRawPointer) -> Void

    @inlinable init(_ call: @escaping (UnsafeRawPointer) -> Void) { self.call = call }

    /// What an emptied slot of an `ObserverList` holds: it does nothing.
    @usableFromInline static let vacant = ObserverHandler { _ in }
}

// A handler passes the event or element it is given to the observer as an
// `inout` argument, which lends the observer the value where it lies; read
// through `pointee` instead, unspecialised code would copy it first (through
// its type's value witnesses) and destroy the copy after. The value is not
// modified.

@inlinable
func deliver<Subscriber: ObserverType>(_ event: inout Event<Subscriber.Element>, to observer: Subscriber) {
    observer.on(event)
}

@inlinable
func deliverNext<Subscriber: ObserverType>(_ element: inout Subscriber.Element, to observer: Subscriber) {
    observer._receiveNext(element)
}

// The same for a `Receiver`, generic over the element type only: a class's
// methods are called without its generic type's metadata.

@inlinable
func deliver<Element>(_ event: inout Event<Element>, to receiver: Receiver<Element>) {
    receiver.on(event)
}

@inlinable
func deliverNext<Element>(_ element: inout Element, to receiver: Receiver<Element>) {
    receiver._receiveNext(element)
}

// The dispatch loops below index the array rather than iterate it: the
// iterator hands out a copy of each closure (a retain and a release per
// observer), a subscript of the local snapshot lends it.

/// Delivers `event` to every observer in `recipients`, handlers of an
/// `ObserverList`.
@inlinable
func dispatch<Element>(_ recipients: ObserverList.Recipients, _ event: Event<Element>) {
    withUnsafePointer(to: event) { pointer in
        let event = UnsafeRawPointer(pointer)
        for index in recipients.indices { recipients[index].call(event) }
    }
}

/// Delivers the next `element` to every handler in `recipients`, next-element
/// handlers of an `ObserverList`.
@inlinable
func dispatchNext<Element>(_ recipients: ObserverList.NextRecipients, _ element: Element) {
    withUnsafePointer(to: element) { pointer in
        let element = UnsafeRawPointer(pointer)
        for index in recipients.indices { recipients[index].call(element) }
    }
}
