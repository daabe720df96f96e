/// A subject that sends each event to the observers subscribed at the time;
/// a late observer gets only the terminal event, if any.
///
/// ```swift
/// let subject = PublishSubject<String>()
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext("a")
/// // a
/// ```
public final class PublishSubject<Element>: Observable<Element>, SubjectType, Cancelable, ObserverType,
    SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = PublishSubject<Element>
    @usableFromInline typealias DisposeKey = BagKey

    // Internal and usable from inlinable code: `on` is inlined into callers,
    // so that sending an event is specialised for the element type there.
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline var observers = ObserverList<Element>()
    @usableFromInline var isStopped = false
    @usableFromInline var stoppedEvent: Event<Element>?
    @usableFromInline var disposed = false
    /// What this object's subscriptions hold to unsubscribe (made at the
    /// first subscription, under the lock).
    @usableFromInline lazy var unsubscribeLink = UnsubscribeLink(owner: self)

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    public var isDisposed: Bool { disposed }

    public override init() { super.init() }

    /// Sends `event` to every current observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            _receiveNext(element)
            return
        }
        dispatch(synchronized_on(event), event)
    }

    /// Sends the next `element` to every current observer's element handler
    /// (what `on(.next(element))` does); sinks upstream call it directly.
    @inlinable
    public func _receiveNext(_ element: Element) {
        lock.lock()
        if disposed || isStopped {
            lock.unlock()
            return
        }
        let recipients = observers.nextRecipients()
        lock.unlock()
        dispatchNext(recipients, element)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> ObserverList<Element>.Recipients {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next:
            if disposed || isStopped { return [] }
            return observers.recipients()
        case .completed, .error:
            if stoppedEvent == nil {
                stoppedEvent = event
                isStopped = true
                let current = observers.recipients()
                observers.removeAll()
                return current
            }
            return []
        }
    }

    // Inlinable, so that a subscription made where the subject's element
    // type is known is specialised for it (no generic metadata lookups).
    @inlinable
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        lock.lock()
        // A stopped or disposed subject tells the new subscriber so after
        // releasing its lock (LOCKS.md).
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer: observer)
        let subscription = SubscriptionDisposable(owner: self, key: key)
        lock.unlock()
        return subscription
    }

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked { observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Stops the subject and releases its observers.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
