extension ObservableType {
    /// Shares one subscription to the source through a `ReplaySubject` that
    /// replays the latest `bufferSize` elements to each new observer.
    ///
    /// Each connection gets a new subject (`multicast(makeSubject:)`): once a
    /// connection has ended (the source terminated or the connection was
    /// disposed), its observers receive nothing more, and observers that
    /// subscribe afterwards see only what the next connection relays.
    ///
    /// - Parameter bufferSize: How many of the latest elements to replay.
    /// - Returns: A connectable sequence; call `connect()` to start it.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let numbers = source.replay(2)
    /// let connection = numbers.connect()
    /// source.onNext(1); source.onNext(2); source.onNext(3)
    /// let late = numbers.subscribe(onNext: { print($0) })
    /// late.dispose()
    /// connection.dispose()
    /// // 2
    /// // 3
    /// ```
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// Shares one subscription to the source through a `ReplaySubject` that
    /// replays every element to each new observer; a new subject for each
    /// connection, as with `replay(_:)`.
    ///
    /// - Returns: A connectable sequence; call `connect()` to start it.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>()
    /// let numbers = source.replayAll()
    /// let connection = numbers.connect()
    /// source.onNext(1); source.onNext(2); source.onNext(3)
    /// let late = numbers.subscribe(onNext: { print($0) })
    /// late.dispose()
    /// connection.dispose()
    /// // 1
    /// // 2
    /// // 3
    /// ```
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}
