extension ObservableType {
    /// Continues with `other` if the source completes without an element.
    ///
    /// The source's subscription is disposed when it completes, then `other`
    /// is subscribed; errors are passed on.
    ///
    /// - Parameter other: The observable to switch to for an empty source.
    /// - Returns: The source's events, or `other`'s for an empty source.
    ///
    /// ```swift
    /// _ = Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)).subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmptyProducer(source: asObservable(), other: other)
    }
}

/// A receiver of the source and, after it completed empty, of `other`.
private final class SwitchIfEmptySink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    private let other: Observable<Element>
    private let subscription = SerialDisposable()
    private var isEmpty = true
    /// Whether `other`'s events arrive now: set before it is subscribed.
    private var switched = false

    init(other: Observable<Element>, observer: Observer) {
        self.other = other
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        subscription.disposable = sourceSubscription
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return subscription
    }

    override func _receiveNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    override func receiveCompleted() {
        guard isEmpty, !switched else {
            forwardCompletedAndDispose()
            return
        }
        switched = true
        let otherSubscription = SingleAssignmentDisposable()
        subscription.disposable = otherSubscription
        otherSubscription.setDisposable(other.subscribeReceiverFromSink(self))
    }
}

private final class SwitchIfEmptyProducer<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}
