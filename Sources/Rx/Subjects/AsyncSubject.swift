/// A subject that emits only the last element it receives, and only when it
/// completes; an error is passed on without an element.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = AsyncSubject<Element>
    @usableFromInline typealias DisposeKey = BagKey

    private let lock = RecursiveLock()
    private var observers = ObserverList<Element>()
    private var isStopped = false
    private var stoppedEvent: Event<Element>?
    private var lastElement: Element?

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    public override init() { super.init() }

    /// Records a `next` element, or on a terminal event sends the last element
    /// (if any) and the terminal event to every observer.
    public func on(_ event: Event<Element>) {
        let (observers, event) = synchronized_on(event)
        switch event {
        case .next:
            dispatch(observers, event)
            dispatch(observers, .completed)
        case .completed, .error:
            dispatch(observers, event)
        }
    }

    func synchronized_on(_ event: Event<Element>) -> (ObserverList<Element>.Recipients, Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        if isStopped { return ([], .completed) }
        switch event {
        case .next(let element):
            lastElement = element
            return ([], .completed)
        case .error:
            stoppedEvent = event
            let current = observers.recipients()
            observers.removeAll()
            isStopped = true
            return (current, event)
        case .completed:
            let current = observers.recipients()
            observers.removeAll()
            isStopped = true
            if let lastElement {
                stoppedEvent = .next(lastElement)
                return (current, .next(lastElement))
            }
            stoppedEvent = event
            return (current, .completed)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        if let stoppedEvent {
            // Sent after the lock is released (LOCKS.md).
            lock.unlock()
            switch stoppedEvent {
            case .next:
                observer.on(stoppedEvent)
                observer.on(.completed)
            case .completed, .error:
                observer.on(stoppedEvent)
            }
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        let subscription = SubscriptionDisposable(owner: self, key: key)
        lock.unlock()
        return subscription
    }

    /// What this object's subscriptions hold to unsubscribe (made at the
    /// first subscription, under the lock).
    @usableFromInline lazy var unsubscribeLink = UnsubscribeLink(owner: self)

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
