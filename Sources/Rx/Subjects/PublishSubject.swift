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

    // Internal and usable from inlinable code: `on` is inlined into callers,
    // so that sending an event is specialised for the element type there.
    // The state below is only touched under `lock`, and nothing under the
    // lock runs foreign code (what a mutation drops is released after it), so
    // the run-time exclusivity checks are left out: compiled into the
    // caller's module by the inlinable `_receiveNext`, they cost about 250
    // instructions per event (three accesses, each registered with the
    // runtime).
    @usableFromInline let lock = RecursiveLock.make()
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList()
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    @usableFromInline @exclusivity(unchecked) var disposed = false
    /// The link, once the first subscription made it.
    @usableFromInline @exclusivity(unchecked) var madeLink: UnsubscribeLink?
    // Last: the only stored property whose size depends on `Element`. The
    // ones before it keep fixed offsets, which unspecialised code (a
    // subscription from an operator's sink) reads without looking up the
    // subject's generic metadata.
    @usableFromInline @exclusivity(unchecked) var stoppedEvent: Event<Element>?

    /// Whether the subject has observers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    public var isDisposed: Bool { lock.performLocked { disposed } }

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
        let recipients: ObserverList.NextRecipients? = lock.performLocked {
            disposed || isStopped ? nil : observers.nextRecipients()
        }
        guard let recipients else { return }
        dispatchNext(recipients, element)
    }

    @inlinable
    func synchronized_on(_ event: Event<Element>) -> ObserverList.Recipients {
        lock.performLocked {
            switch event {
            case .next:
                if disposed || isStopped { return [] }
                return observers.recipients()
            case .completed, .error:
                if stoppedEvent == nil {
                    stoppedEvent = event
                    isStopped = true
                    return observers.removeAll().observers
                }
                return []
            }
        }
    }

    // Inlinable, so that a subscription made where the subject's element
    // type is known is specialised for it (no generic metadata lookups).
    @inlinable
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard let subscription = add({ $0.insert(observer: observer) }) else { return subscribeStopped(observer) }
        return subscription
    }

    /// `subscribe(receiver)` for an operator's sink that is a `Receiver`
    /// (see `ObserverList.insert(receiver:)`).
    override func subscribeReceiverFromSink(_ receiver: Receiver<Element>) -> Disposable {
        guard let subscription = add({ $0.insert(receiver: receiver) }) else { return subscribeStopped(receiver) }
        return subscription
    }

    /// Adds an observer to the list with `insert`, under the lock, and
    /// returns its subscription; nil once the subject stopped or was
    /// disposed. What the lock decides goes out as an optional of a concrete
    /// type: subscribed from generic code (an operator's sink), a tuple or an
    /// optional of the element's type would cost a metadata lookup each, and
    /// a `Disposable?` existential copies through value witnesses.
    @inlinable @inline(__always)
    func add(_ insert: (inout ObserverList) -> BagKey) -> SubscriptionDisposable? {
        lock.performLocked {
            if isStopped || disposed { return nil }
            return SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: insert(&observers))
        }
    }

    /// `subscribeReceiverFromSink(receiver)`, kept in the receiver.
    override func subscribeReceiver(_ receiver: consuming Receiver<Element>) -> SinkBase {
        let subscription = subscribeReceiverFromSink(receiver)
        return receiver.attach(consume subscription)
    }

    /// Subscribing to a stopped or disposed subject: its stop event, or the
    /// disposed error, sent after the lock is released (LOCKS.md); nothing
    /// to unsubscribe. A subject never starts again once stopped.
    @usableFromInline @inline(never)
    func subscribeStopped<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let refusal: Event<Element> = lock.performLocked {
            if let stoppedEvent { return stoppedEvent }
            return .error(RxError.disposed(object: self))
        }
        observer.on(refusal)
        return Disposables.create()
    }

    @inlinable func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The observer is released after the lock (its deinit is foreign code).
        _ = lock.performLocked { observers.removeKey(disposeKey) }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Stops the subject and releases its observers.
    public func dispose() {
        // The observers and the stop event are released after the lock.
        _ = lock.performLocked { () -> (ObserverList.DroppedAll, Event<Element>?) in
            disposed = true
            let stopped = stoppedEvent
            stoppedEvent = nil
            return (observers.removeAll(), stopped)
        }
    }
}
