extension ObservableType {
    /// Passes on the source's only element, failing if there is not exactly one.
    ///
    /// The element is emitted as soon as it arrives. A second element fails
    /// the result with `RxError.moreThanOneElement` at once (and disposes the
    /// source); completion without any element fails it with
    /// `RxError.noElements`. (This is RxSwift 6's `single()` on `Observable`;
    /// `asSingle()` makes a `Single` trait instead.)
    ///
    /// - Returns: An observable with the source's single element.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2).single().subscribe { print($0) }
    /// // next(1)
    /// // error(Sequence contains more than one element.)
    /// ```
    public func single() -> Observable<Element> {
        SingleAsyncProducer(source: asObservable(), predicate: nil)
    }

    /// Passes on the only element that satisfies `predicate`, failing if
    /// there is not exactly one.
    ///
    /// Elements that do not satisfy `predicate` are dropped. A second match
    /// fails the result with `RxError.moreThanOneElement`; completion
    /// without a match fails it with `RxError.noElements`. If `predicate`
    /// throws, the result fails with that error.
    ///
    /// - Parameter predicate: Selects the element.
    /// - Returns: An observable with the single matching element.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3).single { $0 % 2 == 0 }.subscribe { print($0) }
    /// // next(2)
    /// // completed
    /// ```
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsyncProducer(source: asObservable(), predicate: predicate)
    }
}

private final class SingleAsyncSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    typealias Predicate = (Element) throws -> Bool

    private let predicate: Predicate?
    private var seenElement = false

    init(predicate: Predicate?, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    override func _receiveNext(_ element: Element) {
        do {
            if let predicate, try !predicate(element) { return }
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        if seenElement {
            forwardErrorAndDispose(RxError.moreThanOneElement)
            return
        }
        seenElement = true
        forwardNext(element)
    }

    override func receiveCompleted() {
        if seenElement {
            forwardCompletedAndDispose()
        } else {
            forwardErrorAndDispose(RxError.noElements)
        }
    }
}

private final class SingleAsyncProducer<Element>: Producer<Element> {
    typealias Predicate = (Element) throws -> Bool

    private let source: Observable<Element>
    private let predicate: Predicate?

    init(source: Observable<Element>, predicate: Predicate?) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SingleAsyncSink(predicate: predicate, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
