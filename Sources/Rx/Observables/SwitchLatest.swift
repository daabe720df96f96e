extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner observable only.
    ///
    /// When the outer sequence emits a new inner observable, the previous one
    /// is unsubscribed. The result completes when the outer sequence and the
    /// latest inner observable have completed; it fails as soon as the outer
    /// sequence or the latest inner observable fails.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// let outer = PublishSubject<Observable<Int>>()
    /// let subscription = outer.switchLatest().subscribe(onNext: { print($0) })
    /// outer.onNext(a.asObservable())
    /// a.onNext(1)
    /// outer.onNext(b.asObservable())
    /// a.onNext(2)                      // ignored: a was unsubscribed
    /// b.onNext(3)
    /// subscription.dispose()
    /// // 1
    /// // 3
    /// ```
    ///
    /// - Returns: The elements of the latest inner observable.
    public func switchLatest() -> Observable<Element.Element> {
        SwitchProducer(
            source: asObservable(), transform: { $0 },
            sinkType: SwitchSink<Element, Element, Receiver<Element.Element>>.self,
            innerType: SwitchInnerObserver<Element, Element, Receiver<Element.Element>>.self)
    }
}

/// Subscribes to the observable that `transform` makes of each outer element,
/// dropping the previous one: switchLatest and flatMapLatest.
///
/// A `ReceiverProducer`, given its sink's and its inner observer's types
/// where the operator is applied (as map's is): no run-time lookup of
/// either per subscription or per inner observable. (An inner `just`,
/// `empty` or `error` needs no inner observer: `SwitchSink.sendAtOnce`.)
@usableFromInline
final class SwitchProducer<SourceElement, Inner: ObservableConvertibleType>: ReceiverProducer<Inner.Element> {
    @usableFromInline typealias Sink = SwitchSink<SourceElement, Inner, Receiver<Inner.Element>>
    @usableFromInline typealias InnerObserver = SwitchInnerObserver<SourceElement, Inner, Receiver<Inner.Element>>

    private let source: Observable<SourceElement>
    private let transform: (SourceElement) throws -> Inner
    private let sinkType: Sink.Type
    private let innerType: InnerObserver.Type

    @usableFromInline
    init(
        source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Inner,
        sinkType: Sink.Type, innerType: InnerObserver.Type
    ) {
        self.source = source
        self.transform = transform
        self.sinkType = sinkType
        self.innerType = innerType
    }

    override func runReceiver(_ downstream: Receiver<Inner.Element>) -> SinkBase {
        let sink = sinkType.init(transform: transform, innerType: innerType, observer: downstream)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class SwitchSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    LockingForwardingSink<SourceElement, Observer>
where Observer.Element == Inner.Element {
    private let transform: (SourceElement) throws -> Inner
    private let innerType: SwitchInnerObserver<SourceElement, Inner, Observer>.Type
    /// The latest inner observer, which holds its subscription: in a slot
    /// of the sink, not a `SerialDisposable` (an allocation and a lock). (The
    /// source's subscription is the sink's upstream one, disposed alone when
    /// the source completes: no single-assignment disposable for it.)
    private let innerSubscription = SerialSinkSlot()
    /// The id of the latest inner observable; events of older ones are dropped.
    @exclusivity(unchecked) private var latest = 0
    @exclusivity(unchecked) private var hasLatest = false
    @exclusivity(unchecked) private var stopped = false

    @usableFromInline
    required init(
        transform: @escaping (SourceElement) throws -> Inner,
        innerType: SwitchInnerObserver<SourceElement, Inner, Observer>.Type, observer: Observer
    ) {
        self.transform = transform
        self.innerType = innerType
        super.init(observer: observer)
        // The source's single-assignment disposable and the inner serial
        // disposable, which RxSwift's switch sink holds for its life.
        countStandIns(2)
    }

    /// Subscribes to `source`; the producer attaches the subscription as the
    /// sink's upstream one, and the sink disposes the inner one itself
    /// (`dispose()`), so no object is made to hold the two.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        source.subscribeReceiverFromSink(self)
    }

    /// Disposes the source subscription, then the inner one.
    override func dispose() {
        super.dispose()
        innerSubscription.dispose()
    }

    override func receiveError(_ error: Swift.Error) {
        performLocked { forwardError(error, disposingAfterUnlocking: self) }
    }

    override func receiveCompleted() {
        performLocked {
            stopped = true
            disposeAfterUnlock(UpstreamDisposal(sink: self))
            if !hasLatest { forwardCompleted(disposingAfterUnlocking: self) }
        }
    }

    /// A next element of the source: its inner observable replaces the
    /// current one (what `on(.next(element))` does).
    override func _receiveNext(_ element: SourceElement) {
        // The closure returns the inner observable (or throws the transform's
        // error, once forwarded) and sets `id`: a closure returning an
        // optional tuple would cost metadata lookups per inner in unspecialised
        // code.
        var id = 0
        let inner: Inner
        do {
            inner = try performLocked {
                let inner: Inner
                do {
                    inner = try transform(element)
                } catch {
                    forwardError(error, disposingAfterUnlocking: self)
                    throw error
                }
                hasLatest = true
                latest = latest &+ 1
                id = latest
                return inner
            }
        } catch {
            return
        }
        let observable = inner.asObservable()
        if observable.sendsEventsAtOnce {
            // As subscribing would, the previous inner subscription is
            // disposed first.
            innerSubscription.replace(with: nil)
            if sentAtOnce(observable, id: id) { return }
        }
        // Made from the type the producer was given, and subscribed as a
        // `Receiver`: neither looks up the observer's generic type at run time.
        let observer = innerType.init(parent: self, id: id)
        // Disposes the previous inner observer, and so its subscription.
        innerSubscription.replace(with: observer)
        // Disposed already (replaced or ended while being subscribed): the
        // subscription is disposed at once.
        let subscription = observable.subscribeReceiverFromSink(observer)
        _ = observer.attach(consume subscription)
    }

    /// An inner `just`, `empty` or `error` sends its events here and now,
    /// under the lock, as its subscription would through a
    /// `SwitchInnerObserver`: no subscription, no inner observer to make.
    /// Returns false if the observable could not (it is then subscribed).
    private func sentAtOnce(_ observable: Observable<Observer.Element>, id: Int) -> Bool {
        performLocked {
            if isDisposed || latest != id { return true }
            switch observable.sendEventsAtOnce({ innerNext($0, id: id) }) {
            case .unavailable:
                return false
            case .completed:
                innerCompleted(id: id)
            case .failed(let error):
                innerFailed(error, id: id)
            }
            return true
        }
    }

    // What the inner observable `id` sends, called under the lock, from its
    // `SwitchInnerObserver` or from `sentAtOnce`: dropped once a newer inner
    // observable came (one sent from the downstream observer's handler
    // included).

    fileprivate func innerNext(_ element: Observer.Element, id: Int) {
        if latest == id { forwardNext(element) }
    }

    fileprivate func innerFailed(_ error: Swift.Error, id: Int) {
        if latest == id { forwardError(error, disposingAfterUnlocking: self) }
    }

    /// The latest inner observable's end ends the switch once the source has
    /// completed.
    fileprivate func innerCompleted(id: Int) {
        guard latest == id else { return }
        hasLatest = false
        if stopped { forwardCompleted(disposingAfterUnlocking: self) }
    }
}

/// Observes one inner observable of a switch, and holds its subscription
/// (attached as a sink's upstream one), disposed with it: when a newer inner
/// observable replaces it, when it ends, or with the switch's sink.
@usableFromInline
final class SwitchInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Receiver<Inner.Element>
where Observer.Element == Inner.Element {
    private let parent: SwitchSink<SourceElement, Inner, Observer>
    private let id: Int

    required init(parent: SwitchSink<SourceElement, Inner, Observer>, id: Int) {
        self.parent = parent
        self.id = id
        super.init()
    }

    /// A next element of the inner observable, forwarded if it is still the
    /// latest (what `on(.next(element))` does).
    override func _receiveNext(_ element: Element) {
        parent.performLocked { parent.innerNext(element, id: id) }
    }

    override func _receiveError(_ error: Swift.Error) {
        parent.performLocked {
            parent.disposeAfterUnlock(self)
            parent.innerFailed(error, id: id)
        }
    }

    override func _receiveCompleted() {
        parent.performLocked {
            parent.disposeAfterUnlock(self)
            parent.innerCompleted(id: id)
        }
    }

    override func on(_ event: Event<Element>) { receiveSplit(event) }
}
