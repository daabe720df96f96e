extension ObservableType {
    /// Shares one subscription to the source through a `PublishSubject`:
    /// observers receive the events that arrive after they subscribed.
    ///
    /// The same subject serves every connection (`multicast(_:)`), so after
    /// the source terminated, a new observer receives only the terminal
    /// event.
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
        multicast(PublishSubject())
    }
}
