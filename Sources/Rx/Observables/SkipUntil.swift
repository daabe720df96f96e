extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then
    /// emits the source's later elements.
    ///
    /// The source is subscribed first, then `other`; `other` is disposed
    /// after its first element. An error from either is passed on. If
    /// `other` completes without an element, nothing is ever emitted, and,
    /// as in RxSwift, the source's completion is not passed on either; the
    /// subscription then just ends.
    ///
    /// - Parameter other: The observable whose first element opens the gate.
    /// - Returns: The source's elements after `other`'s first element.
    ///
    /// ```swift
    /// let source = PublishSubject<Int>(), start = PublishSubject<Void>()
    /// let subscription = source.skip(until: start).subscribe(onNext: { print($0) })
    /// source.onNext(1); start.onNext(()); source.onNext(2)
    /// subscription.dispose()
    /// // 2
    /// ```
    @inlinable
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here.
        SkipUntilProducer(
            source: asObservable(), other: other.asObservable(), sinkType: SkipUntilSink<Source.Element, Element>.self)
    }

    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

@usableFromInline
final class SkipUntilSink<Other, Element>: ForwardingSink<Element, Receiver<Element>> {
    let lock = RecursiveLock.make()
    var forwardsElements = false

    @usableFromInline
    override required init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let sourceSubscription = SingleAssignmentDisposable()
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        let otherObserver = SkipUntilOtherObserver(parent: self)
        otherObserver.subscription.setDisposable(other.subscribe(otherObserver))
        return Disposables.create(sourceSubscription, otherObserver.subscription)
    }

    override func _receiveNext(_ element: Element) {
        lock.performLocked {
            if forwardsElements { forwardNext(element) }
        }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        lock.performLocked {
            if forwardsElements {
                forwardCompleted(disposingAfterUnlocking: lock)
            } else {
                dispose(afterUnlocking: lock)
            }
        }
    }
}

/// Watches `other` for its first element, which opens the gate.
private final class SkipUntilOtherObserver<Other, Element>: ObserverType {
    let subscription = SingleAssignmentDisposable()
    private let parent: SkipUntilSink<Other, Element>

    init(parent: SkipUntilSink<Other, Element>) { self.parent = parent }

    func on(_ event: Event<Other>) {
        parent.lock.performLocked {
            switch event {
            case .next:
                parent.forwardsElements = true
                parent.lock.disposeAfterUnlock(subscription)
            case .error(let error):
                parent.forwardError(error, disposingAfterUnlocking: parent.lock)
            case .completed:
                parent.lock.disposeAfterUnlock(subscription)
            }
        }
    }
}

@usableFromInline
final class SkipUntilProducer<Element, Other>: ReceiverProducer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>
    /// `SkipUntilSink<Other, Element>.self`, found where `skip(until:)` was
    /// applied.
    private let sinkType: SkipUntilSink<Other, Element>.Type

    @usableFromInline
    init(source: Observable<Element>, other: Observable<Other>, sinkType: SkipUntilSink<Other, Element>.Type) {
        self.source = source
        self.other = other
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        let subscription = sink.run(source: source, other: other)
        return sink.attach(consume subscription)
    }
}
