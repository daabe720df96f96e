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
    public func skip<Source: ObservableType>(until other: Source) -> Observable<Element> {
        SkipUntilProducer(source: asObservable(), other: other.asObservable())
    }

    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
        skip(until: other)
    }
}

private final class SkipUntilSink<Other, Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    let lock = RecursiveLock.make()
    var forwardsElements = false

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
private final class SkipUntilOtherObserver<Other, Observer: ObserverType>: ObserverType {
    let subscription = SingleAssignmentDisposable()
    private let parent: SkipUntilSink<Other, Observer>

    init(parent: SkipUntilSink<Other, Observer>) { self.parent = parent }

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

private final class SkipUntilProducer<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer)
        let subscription = sink.run(source: source, other: other)
        return sink.attach(consume subscription)
    }
}
