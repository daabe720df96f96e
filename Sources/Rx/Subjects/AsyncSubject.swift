/// A subject that emits only the last element it receives, and only when it
/// completes; an error is passed on without an element.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType,
    SynchronizedUnsubscribeType
{
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock.make()
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var stoppedEvent: Event<Element>?
    @exclusivity(unchecked) private var lastElement: Element?

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    public override init() { super.init() }

    /// Records a `next` element, or on a terminal event sends the last element
    /// (if any) and the terminal event to every observer.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            // The element it replaces is released after the lock (its deinit
            // is foreign code).
            _ = lock.performLocked { () -> Element? in
                if isStopped { return nil }
                let replaced = lastElement
                lastElement = element
                return replaced
            }
            return
        }
        let (observers, event) = synchronized_on(event)
        switch event {
        case .next:
            dispatch(observers, event)
            dispatch(observers, Event<Element>.completed)
        case .completed, .error:
            dispatch(observers, event)
        }
    }

    func synchronized_on(_ event: Event<Element>) -> (ObserverList.Recipients, Event<Element>) {
        lock.performLocked {
            if isStopped { return ([], .completed) }
            switch event {
            case .next:
                // Handled by `on(_:)`.
                return ([], .completed)
            case .error:
                stoppedEvent = event
                let current = observers.removeAll().observers
                isStopped = true
                return (current, event)
            case .completed:
                let current = observers.removeAll().observers
                isStopped = true
                if let lastElement {
                    stoppedEvent = .next(lastElement)
                    return (current, .next(lastElement))
                }
                stoppedEvent = event
                return (current, .completed)
            }
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // What the lock decides goes out through a local of fixed layout:
        // subscribed from generic code, a tuple or an optional of the
        // element's type would cost a metadata lookup each.
        var subscription: SubscriptionDisposable?
        lock.performLocked {
            if isStopped { return }
            subscription = SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: observers.insert(observer: observer))
        }
        guard let subscription else { return subscribeStopped(observer) }
        return subscription
    }

    /// Subscribing to a stopped subject: its last element and completion, or
    /// its error, sent after the lock is released (LOCKS.md); nothing to
    /// unsubscribe.
    @inline(never)
    private func subscribeStopped<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let ending: Event<Element> = lock.performLocked {
            guard let stoppedEvent else { rxFatalError("A stopped AsyncSubject lost its stop event") }
            return stoppedEvent
        }
        switch ending {
        case .next:
            observer.on(ending)
            observer.on(.completed)
        case .completed, .error:
            observer.on(ending)
        }
        return Disposables.create()
    }

    /// The link, once the first subscription made it; under the lock.
    @usableFromInline @exclusivity(unchecked) var madeLink: UnsubscribeLink?

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The observer is released after the lock (its deinit is foreign code).
        _ = lock.performLocked { observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
