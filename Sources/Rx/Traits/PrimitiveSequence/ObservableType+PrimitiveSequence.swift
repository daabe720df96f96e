extension ObservableType {
    /// This sequence as a `Single`: it succeeds with the only element when
    /// the source completes.
    ///
    /// A source that completes empty fails with `RxError.noElements`; one that
    /// emits a second element fails with `RxError.moreThanOneElement` at once.
    ///
    /// ```swift
    /// _ = Observable.just(1).asSingle().subscribe { print($0) }
    /// _ = Observable.of(1, 2).asSingle().subscribe { print($0) }
    /// // success(1)
    /// // failure(Sequence contains more than one element.)
    /// ```
    public func asSingle() -> Single<Element> {
        PrimitiveSequence(raw: AtMostOneProducer(source: asObservable(), emptyIsError: true))
    }

    /// The first element of this sequence as a `Single`, or `nil` if the
    /// source completes empty. It succeeds as soon as the first element
    /// arrives and disposes the source.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).first().subscribe { print($0) }
    /// _ = Observable<Int>.empty().first().subscribe { print($0) }
    /// // success(Optional(1))
    /// // success(nil)
    /// ```
    public func first() -> Single<Element?> {
        PrimitiveSequence(raw: FirstProducer(source: asObservable()))
    }

    /// This sequence as a `Maybe`: it succeeds with the element when the
    /// source completes, or completes empty.
    ///
    /// A second element fails it with `RxError.moreThanOneElement` at once.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().asMaybe().subscribe { print($0) }
    /// // completed
    /// ```
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: AtMostOneProducer(source: asObservable(), emptyIsError: false))
    }
}

extension ObservableType where Element == Swift.Never {
    /// This element-less sequence as a `Completable`.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: asObservable())
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// This `Single` as a `Maybe` (that never completes empty).
    public func asMaybe() -> Maybe<Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable())
    }

    /// This `Single` as a `Completable` that completes when it succeeds,
    /// dropping the element.
    public func asCompletable() -> Completable {
        PrimitiveSequence(raw: ElementsDroppedProducer(source: primitiveSequence.asObservable()))
    }
}

/// At most one element, forwarded when the source completes: a second one
/// fails with `moreThanOneElement`; none fails with `noElements` for a
/// `Single` (`emptyIsError`) and completes empty for a `Maybe`.
private final class AtMostOneSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let emptyIsError: Bool
    /// Touched by the source's serialised events only (no run-time
    /// exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var element: Element?

    init(observer: Observer, emptyIsError: Bool) {
        self.emptyIsError = emptyIsError
        super.init(observer: observer)
    }

    override func _receiveNext(_ value: Element) {
        if element != nil {
            forwardErrorAndDispose(RxError.moreThanOneElement)
            return
        }
        element = value
    }

    override func receiveCompleted() {
        if let element {
            forwardNext(element)
        } else if emptyIsError {
            forwardErrorAndDispose(RxError.noElements)
            return
        }
        forwardCompletedAndDispose()
    }
}

private final class AtMostOneProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let emptyIsError: Bool

    init(source: Observable<Element>, emptyIsError: Bool) {
        self.source = source
        self.emptyIsError = emptyIsError
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        source.subscribeReceiver(AtMostOneSink(observer: observer, emptyIsError: emptyIsError))
    }
}

private final class FirstSink<Element, Observer: ObserverType>: ForwardingSink<Element, Observer>
where Observer.Element == Element? {
    override func _receiveNext(_ value: Element) {
        forwardNext(value)
        forwardCompletedAndDispose()
    }

    override func receiveCompleted() {
        forwardNext(nil)
        forwardCompletedAndDispose()
    }
}

private final class FirstProducer<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element? {
        let sink = FirstSink<Element, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}

/// Drops the elements of a source and keeps its terminal event: how a
/// `Single` becomes a `Completable`.
private final class ElementsDroppedSink<Element, Observer: ObserverType>: ForwardingSink<Element, Observer>
where Observer.Element == Swift.Never {
    override func _receiveNext(_ element: Element) {}
}

private final class ElementsDroppedProducer<Element>: Producer<Swift.Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Swift.Never {
        let sink = ElementsDroppedSink<Element, Observer>(observer: observer)
        return source.subscribeReceiver(sink)
    }
}
