extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the elements of the inner observables, subscribing to at most
    /// `maxConcurrent` of them at a time.
    ///
    /// Inner observables that arrive while `maxConcurrent` are active wait in
    /// a queue and are subscribed, in order, as active ones complete. With
    /// `maxConcurrent: 1` this is `concat()`.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// let sources = Observable.of(a.asObservable(), b.asObservable())
    /// let subscription = sources.merge(maxConcurrent: 1).subscribe(onNext: { print($0) })
    /// b.onNext(0)      // ignored: b is not subscribed yet
    /// a.onNext(1)
    /// a.onCompleted()  // now b is subscribed
    /// b.onNext(2)
    /// subscription.dispose()
    /// // 1
    /// // 2
    /// ```
    ///
    /// - Parameter maxConcurrent: The most inner observables subscribed at once.
    /// - Returns: The elements of all inner observables.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimitedProducer(source: asObservable(), maxConcurrent: maxConcurrent) { $0 }
    }
}

/// Subscribes to the observable that `transform` makes of each outer element,
/// at most `maxConcurrent` at a time, queueing the others: merge(maxConcurrent:),
/// concat() and concatMap.
final class MergeLimitedProducer<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let maxConcurrent: Int
    private let transform: (SourceElement) throws -> Inner

    init(
        source: Observable<SourceElement>, maxConcurrent: Int,
        transform: @escaping (SourceElement) throws -> Inner
    ) {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.transform = transform
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Inner.Element {
        let sink = MergeLimitedSink<SourceElement, Inner, Observer>(
            maxConcurrent: maxConcurrent, transform: transform, observer: observer)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}

private final class MergeLimitedSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    ForwardingSink<SourceElement, Observer>
where Observer.Element == Inner.Element {
    fileprivate let lock = RecursiveLock.make()
    fileprivate let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let maxConcurrent: Int
    private let transform: (SourceElement) throws -> Inner
    // Under the lock (no run-time exclusivity checks: LOCKS.md).
    /// The inner observables waiting for a slot, oldest first: a typed
    /// queue rather than an `Array`, whose edits in this unspecialised code
    /// look its generic metadata up on every call.
    private let waiting = ElementQueue<Inner>()
    @exclusivity(unchecked) private var activeCount = 0
    @exclusivity(unchecked) private var stopped = false

    init(
        maxConcurrent: Int, transform: @escaping (SourceElement) throws -> Inner,
        observer: Observer
    ) {
        self.maxConcurrent = maxConcurrent
        self.transform = transform
        super.init(observer: observer)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return group
    }

    override func _receiveNext(_ element: SourceElement) {
        if let inner = admit(element) { subscribeInner(inner) }
    }

    override func receiveError(_ error: Swift.Error) {
        lock.performLocked { forwardError(error, disposingAfterUnlocking: lock) }
    }

    override func receiveCompleted() {
        lock.performLocked {
            if activeCount == 0 {
                forwardCompleted(disposingAfterUnlocking: lock)
            } else {
                lock.disposeAfterUnlock(sourceSubscription)
            }
            stopped = true
        }
    }

    /// The inner observable to subscribe now, or nil if it was queued or the
    /// transform failed (then the error has been forwarded).
    /// The inner observable made of `element` if it is to be subscribed
    /// now; nil if it waits for a place, or was a `just`, `empty` or `error`
    /// with a place free, whose events are sent here and now, under the lock,
    /// as its subscription would send them (as flatMap's are: no
    /// subscription, no inner observer, no entry in the group), or if the
    /// transform failed.
    private func admit(_ element: SourceElement) -> Observable<Inner.Element>? {
        lock.performLocked {
            do {
                let inner = try transform(element)
                if activeCount < maxConcurrent {
                    let observable = inner.asObservable()
                    let sentAtOnce = forwardEventsAtOnce(of: observable) {
                        forwardError($0, disposingAfterUnlocking: lock)
                    }
                    if sentAtOnce { return nil }
                    activeCount += 1
                    return observable
                }
                waiting.append(inner)
                return nil
            } catch {
                forwardError(error, disposingAfterUnlocking: lock)
                return nil
            }
        }
    }

    fileprivate func subscribeInner(_ inner: Observable<Inner.Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let observer = MergeLimitedInnerObserver(parent: self, key: key)
        subscription.setDisposable(inner.subscribe(observer))
    }

    /// Called under the lock when an inner observable completes.
    /// Called under the lock: returns the waiting inner observable to
    /// subscribe to in place of the completed one, which the caller
    /// subscribes to after releasing the lock.
    fileprivate func innerCompleted(_ key: CompositeDisposable.DisposeKey) -> Inner? {
        lock.disposeAfterUnlock(GroupRemoval(group: group, key: key))
        if !waiting.isEmpty { return waiting.dequeue() }
        activeCount -= 1
        if stopped && activeCount == 0 {
            forwardCompleted(disposingAfterUnlocking: lock)
        }
        return nil
    }
}

private final class MergeLimitedInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType
where Observer.Element == Inner.Element {
    typealias Element = Inner.Element

    private let parent: MergeLimitedSink<SourceElement, Inner, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(parent: MergeLimitedSink<SourceElement, Inner, Observer>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func _receiveNext(_ element: Element) {
        parent.lock.performLocked { parent.forwardNext(element) }
    }

    func _receiveError(_ error: Swift.Error) {
        parent.lock.performLocked { parent.forwardError(error, disposingAfterUnlocking: parent.lock) }
    }

    func _receiveCompleted() {
        let next: Inner? = parent.lock.performLocked { parent.innerCompleted(key) }
        if let next { parent.subscribeInner(next.asObservable()) }
    }

    func on(_ event: Event<Element>) { receiveSplit(event) }
}
