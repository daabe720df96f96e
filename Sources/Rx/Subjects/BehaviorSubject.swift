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

    private let lock = RecursiveLock.make()
    @exclusivity(unchecked) private var disposed = false
    @exclusivity(unchecked) private var element: Element
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?
    /// Whether `stoppedEvent` was set: the element path tests this flag, not
    /// the optional `Event` (whose metadata costs a lookup per test).
    @exclusivity(unchecked) private var isStopped = false

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
        try lock.performLocked {
            if isDisposed { throw RxError.disposed(object: self) }
            if let error = stoppedEvent?.error { throw error }
            return element
        }
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
        // The value it replaces is swapped into `replaced` and released at
        // the end of this function, after the lock (its deinit is foreign
        // code).
        var replaced = value
        let recipients: ObserverList.NextRecipients? = lock.performLocked {
            if isStopped || isDisposed { return nil }
            swap(&element, &replaced)
            return observers.nextRecipients()
        }
        guard let recipients else { return }
        dispatchNext(recipients, value)
    }

    func synchronized_on(_ event: Event<Element>) -> ObserverList.Recipients {
        lock.performLocked {
            if stoppedEvent != nil || isDisposed { return [] }
            switch event {
            case .next:
                // Handled by `on(_:)`.
                return []
            case .error, .completed:
                stoppedEvent = event
                isStopped = true
            }
            return observers.recipients()
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // The current element is sent after the lock is released (LOCKS.md),
        // through a gate that holds back the elements sent meanwhile. What
        // the lock decides goes out through the result (the current element)
        // and locals of fixed layout: a tuple or an optional of generic type
        // would cost a metadata lookup each here, where the observer's type
        // is not known.
        var gate: ReplayGate<Observer>?
        var subscription: SubscriptionDisposable?
        let current: Element = lock.performLocked {
            if isStopped || isDisposed { return element }
            let made = ReplayGate(observer)
            gate = made
            subscription = SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: observers.insert(observer: made))
            return element
        }
        guard let gate, let subscription else { return subscribeStopped(observer) }
        gate.replay(current)
        return subscription
    }

    /// Subscribing to a stopped or disposed subject: its stop event, or the
    /// disposed error, sent at once (after the lock); nothing to unsubscribe.
    @inline(never)
    private func subscribeStopped<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let refusal: Event<Element> = lock.performLocked {
            if isDisposed { return .error(RxError.disposed(object: self)) }
            guard let stoppedEvent else { rxFatalError("A stopped BehaviorSubject lost its stop event") }
            return stoppedEvent
        }
        observer.on(refusal)
        return Disposables.create()
    }

    /// The link, once the first subscription made it; under the lock.
    @usableFromInline @exclusivity(unchecked) var madeLink: UnsubscribeLink?

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The observer is released after the lock (its deinit is foreign code).
        _ = lock.performLocked { isDisposed ? nil : observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Stops the subject and releases its observers.
    public func dispose() {
        // The observers and the stop event are released after the lock; the
        // current value stays until the subject goes (`value()` throws now).
        _ = lock.performLocked { () -> (ObserverList.DroppedAll, Event<Element>?) in
            disposed = true
            let stopped = stoppedEvent
            stoppedEvent = nil
            return (observers.removeAll(), stopped)
        }
    }
}
