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

private final class RefCountProducer<Source: ConnectableObservableType>: Producer<Source.Element> {
    let lock = RecursiveLock()
    let source: Source
    /// The number of subscribed observers of the current connection.
    var observerCount = 0
    /// Changes each time a connection ends because the source terminated.
    var connectionID: UInt64 = 0
    var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = RefCountSink(parent: self, observer: observer, cancel: cancel)
        let subscription = sink.run()
        return (sink: sink, subscription: subscription)
    }
}

private final class RefCountSink<Source: ConnectableObservableType, Observer: ObserverType>: Sink<Observer>, ObserverType
    where Source.Element == Observer.Element {
    typealias Element = Observer.Element

    private let parent: RefCountProducer<Source>
    /// The connection this observer counts towards; `nil` until it is known.
    private var connectionID: UInt64?

    init(parent: RefCountProducer<Source>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.subscribe(self)
        let parent = self.parent
        let stillSubscribed: Bool = parent.lock.performLocked {
            connectionID = parent.connectionID
            // Terminated during the subscription (a finished replay subject).
            if isDisposed { return false }
            parent.observerCount += 1
            if parent.observerCount == 1 {
                // Connecting under the lock: a concurrent first observer
                // cannot connect a second time.
                parent.connection = parent.source.connect()
            }
            return true
        }
        if !stillSubscribed { return subscription }
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
            if parent.observerCount == 1 {
                parent.observerCount = 0
                defer { parent.connection = nil }
                return parent.connection
            }
            if parent.observerCount > 1 {
                parent.observerCount -= 1
                return nil
            }
            rxFatalError("refCount released more observers than it counted")
        }
        toDisconnect?.dispose()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forwardOn(event)
        case .error, .completed:
            let parent = self.parent
            let toDisconnect: Disposable? = parent.lock.performLocked {
                guard connectionID == parent.connectionID else { return nil }
                parent.observerCount = 0
                parent.connectionID &+= 1
                defer { parent.connection = nil }
                return parent.connection
            }
            toDisconnect?.dispose()
            forwardOn(event)
            dispose()
        }
    }
}
