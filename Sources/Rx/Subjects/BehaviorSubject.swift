/// A subject that holds a current value: a new observer first receives it,
/// then every later event.
///
/// ```swift
/// let subject = BehaviorSubject(value: 0)
/// _ = subject.subscribe(onNext: { print($0) })
/// subject.onNext(1)
/// // 0
/// // 1
/// ```
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    SynchronizedUnsubscribeType, Cancelable
{
    public typealias SubjectObserverType = BehaviorSubject<Element>
    @usableFromInline typealias DisposeKey = BagKey

    private let lock = RecursiveLock()
    private var disposed = false
    private var element: Element
    private var observers = ObserverList<Element>()
    private var stoppedEvent: Event<Element>?
    /// Whether `stoppedEvent` was set: the element path tests this flag, not
    /// the optional `Event` (whose metadata costs a lookup per test).
    private var isStopped = false

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    public var isDisposed: Bool { disposed }

    /// A subject whose current value starts as `value`.
    public init(value: Element) {
        element = value
        super.init()
    }

    /// The current value; throws the subject's error if it failed, or
    /// `RxError.disposed` if it was disposed.
    public func value() throws -> Element {
        lock.lock(); defer { lock.unlock() }
        if isDisposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    /// Sends `event` to every observer; a `next` event becomes the current value.
    public func on(_ event: Event<Element>) {
        if case .next(let value) = event {
            _receiveNext(value)
            return
        }
        dispatch(synchronized_on(event), event)
    }

    /// A next `value`, sent to the observers' element handlers (what
    /// `on(.next(value))` does).
    public func _receiveNext(_ value: Element) {
        lock.lock()
        if isStopped || isDisposed {
            lock.unlock()
            return
        }
        element = value
        let recipients = observers.nextRecipients()
        lock.unlock()
        dispatchNext(recipients, value)
    }

    func synchronized_on(_ event: Event<Element>) -> ObserverList<Element>.Recipients {
        lock.lock(); defer { lock.unlock() }
        if stoppedEvent != nil || isDisposed { return [] }
        switch event {
        case .next(let value):
            element = value
        case .error, .completed:
            stoppedEvent = event
            isStopped = true
        }
        return observers.recipients()
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The current element is sent after the lock is released (LOCKS.md),
        // through a gate that holds back the elements sent meanwhile.
        lock.lock()
        if isDisposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            lock.unlock()
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let gate = ReplayGate(observer)
        let key = observers.insert(observer: gate)
        let subscription = SubscriptionDisposable(owner: self, key: key)
        let current = element
        lock.unlock()
        gate.replay(CollectionOfOne(current))
        return subscription
    }

    /// What this object's subscriptions hold to unsubscribe (made at the
    /// first subscription, under the lock).
    @usableFromInline lazy var unsubscribeLink = UnsubscribeLink(owner: self)

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: DisposeKey) {
        lock.performLocked {
            if isDisposed { return }
            observers.removeKey(disposeKey)
        }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Stops the subject and releases its observers.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
