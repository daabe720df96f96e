extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the
    /// last one unsubscribes.
    ///
    /// While at least one observer is subscribed, they all share the one
    /// connection. When the source terminates, the connection ends and the
    /// count restarts from zero: the next observer connects again.
    ///
    /// - Returns: An observable sequence that manages the connection itself.
    ///
    /// ```swift
    /// let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
    ///     .publish()
    ///     .refCount()
    /// let first = ticks.subscribe(onNext: { print("first", $0) })  // connects
    /// let second = ticks.subscribe(onNext: { print("second", $0) })
    /// first.dispose()
    /// second.dispose()                                              // disconnects
    /// ```
    public func refCount() -> Observable<Element> {
        RefCountProducer(source: self)
    }
}

/// The lock guards the count and the connection; it is never held while
/// connecting or disconnecting (LOCKS.md). Connecting subscribes to the source,
/// whose events reach every observer, so it happens after the count is taken,
/// under `connectLock` alone: a second observer arriving meanwhile counts
/// itself in and returns, and a connect that the count outlived (every
/// observer left, or the source terminated, while it ran) is disposed at once.
private final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element> {
    let lock = RecursiveLock.make()
    /// Serialises connecting: a new first observer waits for a connect still
    /// running, so the source is never connected twice for one count.
    private let connectLock = RecursiveLock.make()
    let source: Source
    // The count and the connection are under `lock` (no run-time
    // exclusivity checks: LOCKS.md).
    /// The number of subscribed observers of the current connection.
    @exclusivity(unchecked) var observerCount = 0
    /// Changes each time a connection ends (the last observer left, or the
    /// source terminated); observers count towards the one they joined.
    @exclusivity(unchecked) var connectionID: UInt64 = 0
    @exclusivity(unchecked) var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = RefCountSink(parent: self, observer: observer)
        let subscription = sink.run()
        return sink.attach(consume subscription)
    }

    /// Connects for the connection `id` unless it already ended, outside `lock`.
    func connect(for id: UInt64) {
        connectLock.performLocked {
            let current = lock.performLocked { connectionID == id && observerCount > 0 && connection == nil }
            if !current { return }
            let made = source.connect()
            let outlived: Disposable? = lock.performLocked {
                if connectionID == id && observerCount > 0 {
                    connection = made
                    return nil
                }
                return made
            }
            outlived?.dispose()
        }
    }

    /// Ends the current connection (its last observer left, or the source
    /// terminated); call it under `lock` and dispose what it returns after
    /// releasing the lock. A connect still running for the connection that
    /// ended disposes what it made when it returns.
    func endConnection() -> Disposable? {
        observerCount = 0
        connectionID &+= 1
        defer { connection = nil }
        return connection
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    private let parent: RefCountProducer<Source>
    /// The connection this observer counts towards; `nil` until it is known.
    /// Under the parent's lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var connectionID: UInt64?

    init(parent: RefCountProducer<Source>, observer: Observer) {
        self.parent = parent
        super.init(observer: observer)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        let parent = self.parent
        let (stillSubscribed, connectFor): (Bool, UInt64?) = parent.lock.performLocked {
            connectionID = parent.connectionID
            // Terminated during the subscription (a finished replay subject).
            if isDisposed { return (false, nil) }
            parent.observerCount += 1
            return (true, parent.observerCount == 1 ? parent.connectionID : nil)
        }
        if !stillSubscribed { return subscription }
        if let id = connectFor { parent.connect(for: id) }
        return Disposables.create {
            subscription.dispose()
            self.release()
        }
    }

    /// Counts this observer out of its connection; the last one disconnects.
    private func release() {
        let parent = self.parent
        let toDisconnect: Disposable? = parent.lock.performLocked {
            guard parent.connectionID == connectionID else { return nil }
            if parent.observerCount == 1 { return parent.endConnection() }
            if parent.observerCount > 1 {
                parent.observerCount -= 1
                return nil
            }
            rxFatalError("refCount released more observers than it counted")
        }
        toDisconnect?.dispose()
    }

    func on(_ event: Event<Element>) { receiveSplit(event) }

    // Each kind of event on its own, without an `Event` (see
    // `SubjectConnection._receiveNext`).

    func _receiveNext(_ element: Element) { forwardNext(element) }

    func _receiveCompleted() {
        endConnectionIfCurrent()
        forwardCompletedAndDispose()
    }

    func _receiveError(_ error: Swift.Error) {
        endConnectionIfCurrent()
        forwardErrorAndDispose(error)
    }

    /// Ends the connection this observer counts towards, if it is still the
    /// current one: the source ended, before the observer hears of it.
    private func endConnectionIfCurrent() {
        let parent = self.parent
        let toDisconnect: Disposable? = parent.lock.performLocked {
            guard connectionID == parent.connectionID else { return nil }
            return parent.endConnection()
        }
        toDisconnect?.dispose()
    }
}
