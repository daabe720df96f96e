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
    @inlinable
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        SwitchIfEmptyProducer(source: asObservable(), other: other, sinkType: SwitchIfEmptySink<Element>.self)
    }
}

/// A receiver of the source and, after it completed empty, of `other`.
@usableFromInline
final class SwitchIfEmptySink<Element>: ForwardingSink<Element, Receiver<Element>> {
    private let other: Observable<Element>
    private let subscription = SerialDisposable()
    private var isEmpty = true
    /// Whether `other`'s events arrive now: set before it is subscribed.
    private var switched = false

    @usableFromInline
    required init(other: Observable<Element>, observer: Receiver<Element>) {
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

@usableFromInline
final class SwitchIfEmptyProducer<Element>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>
    /// `SwitchIfEmptySink<Element>.self`, found where `ifEmpty(switchTo:)`
    /// was applied.
    private let sinkType: SwitchIfEmptySink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, other: Observable<Element>, sinkType: SwitchIfEmptySink<Element>.Type) {
        self.source = source
        self.other = other
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(other: other, observer: downstream)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}
