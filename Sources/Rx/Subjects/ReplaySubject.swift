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
    @exclusivity(unchecked) private var observers = ObserverList()

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
    /// A copy of the buffered elements, oldest first, in storage of their
    /// own that the caller deinitializes and deallocates (nil when there is
    /// none); called under the lock.
    func copyBuffered() -> (elements: UnsafeMutablePointer<Element>?, count: Int) { rxAbstractMethod() }
    /// Empties the buffer; returns what it held, moved (no deinit run) into
    /// storage of its own, for the caller to deinitialize and deallocate
    /// after the lock. Called under the lock.
    func clearBuffer() -> (elements: UnsafeMutablePointer<Element>?, count: Int) { rxAbstractMethod() }

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
        let recipients: ObserverList.NextRecipients? = lock.performLocked {
            if disposed || isStopped { return nil }
            buffer(&released)
            return observers.nextRecipients()
        }
        guard let recipients else { return }
        dispatchNext(recipients, value)
    }

    func synchronized_on(_ event: Event<Element>) -> ObserverList.Recipients {
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
        // (LOCKS.md); a gate holds back the elements sent meanwhile. What the
        // lock decides goes out through locals of fixed layout: a tuple or an
        // optional of generic type would cost a metadata lookup each here,
        // where the observer's type is not known.
        var buffered: UnsafeMutablePointer<Element>?
        var count = 0
        var gate: ReplayGate<Observer>?
        var subscription: SubscriptionDisposable?
        lock.performLocked {
            if disposed || isStopped { return }
            (buffered, count) = copyBuffered()
            if count == 0 {
                subscription = SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: observers.insert(observer: observer))
                return
            }
            let made = ReplayGate(observer)
            gate = made
            subscription = SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: observers.insert(observer: made))
        }
        guard let subscription else { return subscribeStopped(observer) }
        if let gate, let buffered { gate.replay(moving: buffered, count: count) }
        return subscription
    }

    /// Subscribing to a stopped or disposed subject: the buffer and the stop
    /// event, or the disposed error, sent at once (after the lock); nothing
    /// to unsubscribe. A subject never starts again once stopped, so what the
    /// lock finds here is what made `subscribe` come here.
    @inline(never)
    private func subscribeStopped<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let (buffered, ending) = lock.performLocked {
            () -> ((elements: UnsafeMutablePointer<Element>?, count: Int), Event<Element>) in
            if disposed { return ((nil, 0), .error(RxError.disposed(object: self))) }
            guard let stoppedEvent else { rxFatalError("A stopped ReplaySubject lost its stop event") }
            return (copyBuffered(), stoppedEvent)
        }
        if let elements = buffered.elements {
            for index in 0..<buffered.count { observer.on(.next((elements + index).move())) }
            elements.deallocate()
        }
        observer.on(ending)
        return Disposables.create()
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
        let (dropped, stopped, cleared) = lock.performLocked {
            () -> (ObserverList.DroppedAll, Event<Element>?, (elements: UnsafeMutablePointer<Element>?, count: Int)) in
            disposed = true
            let stopped = stoppedEvent
            stoppedEvent = nil
            return (observers.removeAll(), stopped, clearBuffer())
        }
        _ = (dropped, stopped)
        if let elements = cleared.elements {
            elements.deinitialize(count: cleared.count)
            elements.deallocate()
        }
    }
}

/// A replay subject with a ring of at most `limit` elements: once full, each
/// new element pushes out the oldest, which goes at once (nothing beyond the
/// last `limit` elements is kept alive).
///
/// The ring is an `ElementQueue` rather than an `Array`: this class runs
/// unspecialised, and there every edit of an array (an append, a write to an
/// element) looks the array's generic metadata up at run time, some 500
/// instructions per element buffered.
private final class ReplayBuffer<Element>: ReplaySubject<Element> {
    private let limit: Int
    /// Under the lock.
    private let ring = ElementQueue<Element>()

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
        let pushedOut = ring.dequeue()
        ring.append(element)
        element = pushedOut
    }

    override func copyBuffered() -> (elements: UnsafeMutablePointer<Element>?, count: Int) { ring.copyAll() }

    override func clearBuffer() -> (elements: UnsafeMutablePointer<Element>?, count: Int) { ring.moveAll() }
}
