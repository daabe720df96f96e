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
    @usableFromInline typealias DisposeKey = BagKey

    let lock = RecursiveLock()
    private var disposed = false
    private var stoppedEvent: Event<Element>?
    /// Whether `stoppedEvent` was set: the element path tests this flag, not
    /// the optional `Event` (whose metadata costs a lookup per test).
    private var isStopped = false
    private var observers = ObserverList<Element>()

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    override init() { super.init() }

    /// A subject that replays the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        bufferSize == 1 ? ReplayBuffer(limit: 1) : ReplayBuffer(limit: bufferSize)
    }

    /// A subject that replays every element it has received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayBuffer(limit: Int.max)
    }

    func addValueToBuffer(_ value: Element) { rxAbstractMethod() }
    func trim() { rxAbstractMethod() }
    /// A copy of the buffered elements, oldest first; called under the lock.
    func bufferedElements() -> [Element] { rxAbstractMethod() }
    func clearBuffer() { rxAbstractMethod() }

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
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return
        }
        addValueToBuffer(value)
        trim()
        let recipients = observers.nextRecipients()
        lock.unlock()
        dispatchNext(recipients, value)
    }

    func synchronized_on(_ event: Event<Element>) -> ObserverList<Element>.Recipients {
        lock.lock(); defer { lock.unlock() }
        if disposed || stoppedEvent != nil { return [] }
        switch event {
        case .next(let value):
            addValueToBuffer(value)
            trim()
            return observers.recipients()
        case .error, .completed:
            stoppedEvent = event
            isStopped = true
            trim()
            let current = observers.recipients()
            observers.removeAll()
            return current
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The buffer is copied under the lock and replayed after releasing it
        // (LOCKS.md); a gate holds back the elements sent meanwhile.
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let buffered = bufferedElements()
        if let stoppedEvent {
            lock.unlock()
            for element in buffered { observer.on(.next(element)) }
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if buffered.isEmpty {
            let key = observers.insert(observer: observer)
            let subscription = SubscriptionDisposable(owner: self, key: key)
            lock.unlock()
            return subscription
        }
        let gate = ReplayGate(observer)
        let key = observers.insert(observer: gate)
        let subscription = SubscriptionDisposable(owner: self, key: key)
        lock.unlock()
        gate.replay(buffered)
        return subscription
    }

    /// What this object's subscriptions hold to unsubscribe (made at the
    /// first subscription, under the lock).
    @usableFromInline lazy var unsubscribeLink = UnsubscribeLink(owner: self)

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked {
            if disposed { return }
            observers.removeKey(disposeKey)
        }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Stops the subject and releases its buffer and observers.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
            clearBuffer()
        }
    }
}

/// A replay subject with a ring of at most `limit` elements.
private final class ReplayBuffer<Element>: ReplaySubject<Element> {
    private let limit: Int
    private var queue: [Element] = []
    private var start = 0

    init(limit: Int) {
        self.limit = limit
        super.init()
    }

    override func addValueToBuffer(_ value: Element) { queue.append(value) }

    override func trim() {
        if queue.count - start > limit { start = queue.count - limit }
        if start > 64 && start * 2 > queue.count {
            queue.removeFirst(start)
            start = 0
        }
    }

    override func bufferedElements() -> [Element] { Array(queue[start...]) }

    override func clearBuffer() {
        queue.removeAll()
        start = 0
    }
}
