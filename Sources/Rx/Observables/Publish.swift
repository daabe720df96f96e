extension ObservableType {
    /// Shares one subscription to the source through a `PublishSubject`:
    /// observers receive the events that arrive after they subscribed.
    ///
    /// Each connection gets a new subject (`multicast(makeSubject:)`): once a
    /// connection has ended (the source terminated or the connection was
    /// disposed), its observers receive nothing more, and observers that
    /// subscribe afterwards wait for the next `connect()`.
    ///
    /// - Returns: A connectable sequence; call `connect()` to start it.
    ///
    /// ```swift
    /// let numbers = Observable.of(1, 2).publish()
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// _ = numbers.connect()
    /// // 1
    /// // 2
    /// ```
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }
}
