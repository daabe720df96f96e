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
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        SubjectConnectableObservable(source: asObservable(), makeSubject: makeSubject)
    }
}

extension ObservableType {
    /// For each subscriber: makes a subject with `subjectSelector`, hands
    /// `selector` a connectable sequence that shares one subscription to the
    /// source through that subject, subscribes the subscriber to what
    /// `selector` returns, and only then connects.
    ///
    /// Use it to let one subscriber see the source several times (through
    /// the shared argument) while the source is subscribed once. Disposing
    /// the subscription disposes the connection too; a throwing
    /// `subjectSelector` or `selector` fails the subscription.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the result from the shared sequence.
    /// - Returns: The sequence `selector` builds, once per subscriber.
    ///
    /// ```swift
    /// let sums = Observable.of(1, 2, 3).multicast({ PublishSubject<Int>() }, selector: { shared in
    ///     Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
    /// })
    /// _ = sums.subscribe(onNext: { print($0) })
    /// // 11
    /// // 22
    /// // 33
    /// ```
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelectorProducer(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

private final class MulticastSelectorSink<Subject: SubjectType, Observer: ObserverType>: PassThroughSink<Observer> {
    func run(
        source: Observable<Subject.Observer.Element>, subjectSelector: () throws -> Subject,
        selector: (Observable<Subject.Element>) throws -> Observable<Element>
    ) -> Disposable {
        do {
            let subject = try subjectSelector()
            let connectable = SubjectConnectableObservable(source: source, makeSubject: { subject })
            let result = try selector(connectable.asObservable())
            let subscription = result.subscribe(self)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        } catch {
            forwardErrorAndDispose(error)
            return Disposables.create()
        }
    }
}

private final class MulticastSelectorProducer<Subject: SubjectType, Result>: Producer<Result> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>

    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Result {
        let sink = MulticastSelectorSink<Subject, Observer>(observer: observer)
        let subscription = sink.run(source: source, subjectSelector: subjectSelector, selector: selector)
        return sink.attach(consume subscription)
    }
}
