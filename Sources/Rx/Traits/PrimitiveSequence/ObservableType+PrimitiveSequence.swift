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
        PrimitiveSequence(raw: AsSingle(source: asObservable()))
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
        PrimitiveSequence(raw: First(source: asObservable()))
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
        PrimitiveSequence(raw: AsMaybe(source: asObservable()))
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
        PrimitiveSequence(raw: ElementsDropped(source: primitiveSequence.asObservable()))
    }
}

private final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = value
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardNext(element)
                forwardOn(.completed)
            } else {
                forwardOn(.error(RxError.noElements))
            }
            dispose()
        }
    }
}

private final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsSingleSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    private var element: Element?

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            if element != nil {
                forwardOn(.error(RxError.moreThanOneElement))
                dispose()
                return
            }
            element = value
        case .error:
            forwardOn(event)
            dispose()
        case .completed:
            if let element {
                forwardNext(element)
            }
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        let sink = AsMaybeSink(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

private final class FirstSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Element? {
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            forwardNext(value)
            forwardOn(.completed)
            dispose()
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardNext(nil)
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class First<Element>: Producer<Element?> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element?
    {
        let sink = FirstSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}

/// Drops the elements of a source and keeps its terminal event: how a
/// `Single` becomes a `Completable`.
private final class ElementsDroppedSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Swift.Never {
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class ElementsDropped<Element>: Producer<Swift.Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) { self.source = source }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Swift.Never
    {
        let sink = ElementsDroppedSink<Element, Observer>(observer: observer, cancel: cancel)
        return (sink: sink, subscription: source.subscribe(sink))
    }
}
