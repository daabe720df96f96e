/// A subject that replays buffered elements to each new observer, then sends
/// it every later event.
///
/// ```swift
/// let subject = ReplaySubject<Int>.create(bufferSize: 2)
/// subject.onNext(1); subject.onNext(2); subject.onNext(3)
/// _ = subject.subscribe(onNext: { print($0) })
/// // 2
/// // 3
/// ```
public class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable,
    SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = ReplaySubject<Element>

    let lock = RecursiveLock.make()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?
    /// Whether `stoppedEvent` was set: the element path tests this flag, not
    /// the optional `Event` (whose metadata costs a lookup per test).
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var observers = ObserverList<Element>()

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    override init() { super.init() }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplayBuffer(limit: max(bufferSize, 0))
    }

    /// A subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayBuffer(limit: Int.max)
    }

    /// Buffers a copy of `element`; on return `element` holds what the
    /// caller releases after the lock (LOCKS.md: a deinit is foreign code):
    /// the element pushed out of a full buffer, or else the new one again.
    /// Called under the lock.
    func buffer(_ element: inout Element) { rxAbstractMethod() }
    /// A copy of the buffered elements, oldest first; called under the lock.
    func bufferedElements() -> [Element] { rxAbstractMethod() }
    /// Empties the buffer; returns what it held, for the caller to release
    /// after the lock. Called under the lock.
    func clearBuffer() -> ContiguousArray<Element> { rxAbstractMethod() }

    /// Sends `event` to every observer and, if an element, buffers it.
    public func on(_ event: Event<Element>) {
        if case .next(let value) = event {
            _receiveNext(value)
            return
        }
        dispatch(synchronized_on(event), event)
    }

    /// A next `value`, buffered and sent to the observers' element handlers
    /// (what `on(.next(value))` does).
    public final func _receiveNext(_ value: Element) {
        // An element pushed out of the buffer ends in `released`, released at
        // the end of this function, after the lock.
        var released = value
        let recipients: ObserverList<Element>.NextRecipients? = lock.performLocked {
            if disposed || isStopped { return nil }
            buffer(&released)
            return observers.nextRecipients()
        }
        guard let recipients else { return }
        dispatchNext(recipients, value)
    }

    func synchronized_on(_ event: Event<Element>) -> ObserverList<Element>.Recipients {
        lock.performLocked {
            if disposed || stoppedEvent != nil { return [] }
            switch event {
            case .next:
                // Handled by `on(_:)`.
                return []
            case .error, .completed:
                stoppedEvent = event
                isStopped = true
                return observers.removeAll().observers
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The buffer is copied under the lock and replayed after releasing it
        // (LOCKS.md); a gate holds back the elements sent meanwhile.
        // Under the lock: what to replay, then either the event that ends
        // the subscriber (a stopped or disposed subject) or its subscription
        // and the gate to replay through (none when there is nothing to
        // replay).
        let (subscription, buffered, ending, gate) = lock.performLocked {
            () -> (Disposable, [Element], Event<Element>?, ReplayGate<Observer>?) in
            if disposed { return (Disposables.create(), [], .error(RxError.disposed(object: self)), nil) }
            let buffered = bufferedElements()
            if let stoppedEvent { return (Disposables.create(), buffered, stoppedEvent, nil) }
            if buffered.isEmpty {
                let key = observers.insert(observer: observer)
                return (SubscriptionDisposable(owner: self, key: key), [], nil, nil)
            }
            let gate = ReplayGate(observer)
            let key = observers.insert(observer: gate)
            return (SubscriptionDisposable(owner: self, key: key), buffered, nil, gate)
        }
        if let ending {
            for element in buffered { observer.on(.next(element)) }
            observer.on(ending)
        } else if let gate {
            gate.replay(buffered)
        }
        return subscription
    }

    /// The link, once the first subscription made it; under the lock.
    @usableFromInline @exclusivity(unchecked) var madeLink: UnsubscribeLink?

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The observer is released after the lock (its deinit is foreign code).
        _ = lock.performLocked { disposed ? nil : observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Stops the subject and releases its buffer and observers.
    public func dispose() {
        // The observers, the stop event and the buffer are released after
        // the lock.
        _ = lock.performLocked {
            () -> (ObserverList<Element>.DroppedAll, Event<Element>?, ContiguousArray<Element>) in
            disposed = true
            let stopped = stoppedEvent
            stoppedEvent = nil
            return (observers.removeAll(), stopped, clearBuffer())
        }
    }
}

/// A replay subject with a ring of at most `limit` elements: once full, each
/// new element overwrites the oldest, which goes at once (nothing beyond the
/// last `limit` elements is kept alive).
private final class ReplayBuffer<Element>: ReplaySubject<Element> {
    private let limit: Int
    @exclusivity(unchecked) private var ring = ContiguousArray<Element>()
    /// Once the ring is full, the index of its oldest element (the next to
    /// be overwritten).
    @exclusivity(unchecked) private var oldest = 0

    init(limit: Int) {
        self.limit = limit
        super.init()
    }

    override func buffer(_ element: inout Element) {
        if limit == 0 { return }
        if ring.count < limit {
            ring.append(element)
            return
        }
        swap(&ring[oldest], &element)
        oldest += 1
        if oldest == limit { oldest = 0 }
    }

    override func bufferedElements() -> [Element] {
        var elements = [Element]()
        elements.reserveCapacity(ring.count)
        elements.append(contentsOf: ring[oldest...])
        elements.append(contentsOf: ring[..<oldest])
        return elements
    }

    override func clearBuffer() -> ContiguousArray<Element> {
        let cleared = ring
        ring = []
        oldest = 0
        return cleared
    }
}
