extension ObservableType {
    /// Shares one subscription to the source through `subject`.
    ///
    /// Observers of the result subscribe to `subject`; `connect()` subscribes
    /// `subject` to the source. The same subject is used for every
    /// connection, so once the source has terminated, the subject has too,
    /// and later observers receive what that subject replays to late
    /// subscribers (for a `PublishSubject`, only the terminal event).
    ///
    /// - Parameter subject: The subject that relays the source's events.
    /// - Returns: A connectable sequence.
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).multicast(PublishSubject<Int>())
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect()
    /// // 1
    /// // 2
    /// ```
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
        where Subject.Observer.Element == Element {
        SubjectConnectableObservable(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription to the source through a subject made by
    /// `makeSubject`.
    ///
    /// A new subject is made for the first observer or connection, and again
    /// after each connection ends (the source terminated or the connection was
    /// disposed), so the sequence can be connected again from a fresh start.
    ///
    /// - Parameter makeSubject: Makes the subject for a connection.
    /// - Returns: A connectable sequence.
    ///
    /// ```swift
    /// let shared = Observable.of(1, 2).multicast(makeSubject: { PublishSubject<Int>() })
    /// _ = shared.subscribe(onNext: { print($0) })
    /// _ = shared.connect()
    /// // 1
    /// // 2
    /// ```
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        SubjectConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }
}
