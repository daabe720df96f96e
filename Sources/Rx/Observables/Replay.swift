extension ObservableType {
    /// Shares one subscription to the source through a `ReplaySubject` that
    /// replays the latest `bufferSize` elements to each new observer.
    ///
    /// The same subject serves every connection, so after the source
    /// terminated a new observer receives the buffered elements and the
    /// terminal event.
    ///
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: A connectable sequence; call `connect()` to start it.
    ///
    /// ```swift
    /// let numbers = Observable.of(1, 2, 3).replay(2)
    /// _ = numbers.connect()
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// // 2
    /// // 3
    /// ```
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(ReplaySubject.create(bufferSize: bufferSize))
    }

    /// Shares one subscription to the source through a `ReplaySubject` that
    /// replays every element to each new observer.
    ///
    /// - Returns: A connectable sequence; call `connect()` to start it.
    ///
    /// ```swift
    /// let numbers = Observable.of(1, 2, 3).replayAll()
    /// _ = numbers.connect()
    /// _ = numbers.subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 3
    /// ```
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(ReplaySubject.createUnbounded())
    }
}
