/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// The subject lives as long as the connection to the source: when the
    /// source terminates, or every observer has unsubscribed, the connection
    /// and its replay buffer are dropped, and the next observer subscribes to
    /// the source again from scratch.
    case whileConnected

    /// One subject for the lifetime of the shared sequence: when every
    /// observer has unsubscribed the source subscription ends, but the buffer
    /// stays; after the source terminated, a new observer receives the
    /// buffered elements and the terminal event, without a new subscription.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all observers, replaying
    /// the latest `replay` elements to each new observer.
    ///
    /// The first observer subscribes to the source; the others join that
    /// subscription. When the last observer unsubscribes, the subscription
    /// to the source is disposed. With `.whileConnected` (the default), a
    /// terminated source also ends the sharing: the next observer starts a
    /// fresh subscription and sees no replay of the old one. With `.forever`,
    /// a late observer after termination receives the last `replay` elements
    /// and the terminal event, and the source is not subscribed again.
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new observer receives.
    ///   - scope: How long the shared subject and its buffer live.
    /// - Returns: The shared sequence.
    ///
    /// ```swift
    /// let numbers = Observable.of(1, 2, 3).do(onSubscribe: { print("subscribed") })
    ///     .share(replay: 1, scope: .forever)
    /// _ = numbers.subscribe(onNext: { print("a", $0) })
    /// _ = numbers.subscribe(onNext: { print("b", $0) })
    /// // subscribed
    /// // a 1
    /// // a 2
    /// // a 3
    /// // b 3
    /// ```
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        // Inlinable, as `map` is: the types of the shared observable and of
        // its connection are found here.
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount()
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
        case (.whileConnected, 0):
            return ShareWhileConnected(
                source: asObservable(), replaysLatest: false, connectionType: ShareConnection<Element>.self)
        case (.whileConnected, 1):
            return ShareWhileConnected(
                source: asObservable(), replaysLatest: true, connectionType: ShareConnection<Element>.self)
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount()
        }
    }
}

/// `share(replay: 0 or 1, scope: .whileConnected)` without a subject: the
/// connection itself holds the observers and, optionally, the latest element.
/// Its one lock (shared by the connection) is never held while replaying,
/// connecting or disconnecting (LOCKS.md).
@usableFromInline
final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    /// Shared with the connections.
    let lock = RecursiveLock.make()
    @exclusivity(unchecked) var connection: ShareConnection<Element>?
    /// `ShareConnection<Element>.self`, found where `share` was applied.
    private let connectionType: ShareConnection<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, replaysLatest: Bool, connectionType: ShareConnection<Element>.Type) {
        self.source = source
        self.replaysLatest = replaysLatest
        self.connectionType = connectionType
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        // What the lock decides goes out through locals of fixed layout (a
        // tuple or an optional of generic type would cost a metadata lookup
        // each here, where the observer's type is not known), the latest
        // element to replay through a slot on the stack.
        withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { slot in
            let latest = slot.baseAddress!
            var current: ShareConnection<Element>?
            var isFirst = false
            var subscription: SubscriptionDisposable?
            var gate: ReplayGate<Observer>?
            lock.performLocked {
                let connection: ShareConnection<Element>
                if let existing = self.connection {
                    connection = existing
                } else {
                    connection = connectionType.init(parent: self)
                    self.connection = connection
                }
                isFirst = connection.observerCount == 0
                (subscription, gate) = connection.synchronized_subscribe(observer, latestInto: latest)
                current = connection
            }
            // Replaying and connecting happen after the lock is released (LOCKS.md).
            if let gate { gate.replay(latest.move()) }
            if isFirst { current!.connect() }
            return subscription!
        }
    }
}

/// The connection to the source, shared by the observers subscribed
/// meanwhile. A `Receiver` of the source's events, so that a source that is a
/// `ReceiverProducer` (map, filter, create...) subscribes it without an
/// adapter or a handle: it keeps the source's subscription itself and
/// disposes it when it disconnects or the source ends. Counted in
/// `Resources.total` (by `SinkBase`), as RxSwift's connection is.
@usableFromInline
final class ShareConnection<Element>: Receiver<Element>, SynchronizedUnsubscribeType {

    private let parent: ShareWhileConnected<Element>
    private let lock: RecursiveLock
    private let sourceSubscription = SingleAssignmentDisposable()
    // Read and written only under `lock`, which already makes every access
    // exclusive: the run-time exclusivity checks (a call into the runtime per
    // access, several per element) are left out.
    @exclusivity(unchecked) private var observers = ObserverList()
    @exclusivity(unchecked) private var ended = false
    /// The latest element, kept to replay (`share(replay: 1)`), in a slot of
    /// its own that holds one when `hasLatest` is true. A slot rather than an
    /// `Element?`: this class runs unspecialised, and there every use of an
    /// `Optional<Element>` looks its type metadata up at run time (some 300
    /// instructions each, several per element).
    private let latestSlot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
    @exclusivity(unchecked) private var hasLatest = false

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        self.lock = parent.lock
    }

    var observerCount: Int { observers.count }

    func connect() {
        sourceSubscription.setDisposable(parent.source.subscribeReceiverFromSink(self))
    }

    /// The next `element`, sent to the observers' element handlers without
    /// an `Event` (what `on(.next(element))` does).
    override func _receiveNext(_ element: Element) {
        let recipients: ObserverList.NextRecipients?
        if parent.replaysLatest {
            // The element it replaces moves to `replaced`, on this thread's
            // stack, and is released after the lock (its deinit is foreign
            // code).
            recipients = withUnsafeTemporaryAllocation(of: Element.self, capacity: 1) { replaced in
                let (recipients, hadLatest) = lock.performLocked {
                    () -> (ObserverList.NextRecipients?, Bool) in
                    if ended { return (nil, false) }
                    let hadLatest = hasLatest
                    if hadLatest { replaced.baseAddress!.moveInitialize(from: latestSlot, count: 1) }
                    latestSlot.initialize(to: element)
                    hasLatest = true
                    return (observers.nextRecipients(), hadLatest)
                }
                if hadLatest { replaced.baseAddress!.deinitialize(count: 1) }
                return recipients
            }
        } else {
            recipients = lock.performLocked { ended ? nil : observers.nextRecipients() }
        }
        guard let recipients else { return }
        dispatchNext(recipients, element)
    }

    override func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            _receiveNext(element)
            return
        }
        let recipients: ObserverList.Recipients = lock.performLocked {
            if ended { return [] }
            switch event {
            case .next:
                return []
            case .error, .completed:
                return synchronized_end().observers
            }
        }
        dispatch(recipients, event)
        // The source's sink, which ended, holds this connection as its
        // observer: the subscription is let go so that the two do not keep
        // each other alive (after the lock: disposing is foreign code).
        sourceSubscription.dispose()
    }

    /// Adds `observer`; returns its subscription and, when there is a latest
    /// element to replay, the gate to replay it through (the caller replays
    /// after releasing the lock), with a copy of the element initialized at
    /// `latest`. The gate holds back the elements sent meanwhile.
    func synchronized_subscribe<Observer: ObserverType>(
        _ observer: Observer, latestInto latest: UnsafeMutablePointer<Element>
    ) -> (SubscriptionDisposable, ReplayGate<Observer>?) where Observer.Element == Element {
        guard hasLatest else {
            let key = observers.insert(observer: observer)
            return (SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: key), nil)
        }
        latest.initialize(to: latestSlot.pointee)
        let gate = ReplayGate(observer)
        let key = observers.insert(observer: gate)
        return (SubscriptionDisposable(link: madeLink ?? makeUnsubscribeLink(), key: key), gate)
    }

    /// The link, once the first subscription made it; under the lock.
    @usableFromInline @exclusivity(unchecked) var madeLink: UnsubscribeLink?

    @usableFromInline func synchronizedUnsubscribe(_ disposeKey: BagKey) {
        // The observer is released after the lock (its deinit is foreign code).
        let (disconnect, dropped) = lock.performLocked { () -> (Bool, ObserverList.Dropped?) in
            guard let dropped = observers.removeKey(disposeKey) else { return (false, nil) }
            if observers.count > 0 { return (false, dropped) }
            _ = synchronized_end()
            return (true, dropped)
        }
        _ = dropped
        if disconnect { sourceSubscription.dispose() }
    }

    /// Detaches this connection from the shared sequence, so the next
    /// observer starts a new one; returns the observers it had, for the
    /// caller to release after the lock.
    private func synchronized_end() -> ObserverList.DroppedAll {
        ended = true
        if parent.connection === self { parent.connection = nil }
        return observers.removeAll()
    }

    deinit {
        if hasLatest { latestSlot.deinitialize(count: 1) }
        latestSlot.deallocate()
    }
}
