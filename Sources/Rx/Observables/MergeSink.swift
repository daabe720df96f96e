import Synchronization

/// The state of a merge: the outer subscription, the active inner ones, and
/// the lock that serialises everything they send downstream. Under the lock
/// it only changes state and forwards events; subscribing to an inner
/// observable and every disposal happen after the lock is released.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    LockingForwardingSink<SourceElement, Observer>
where Observer.Element == Inner.Element {
    /// The group of the inner observers still active, each holding its
    /// subscription, made when the first inner observable must be subscribed
    /// (a flatMap whose inner observables are all `just`, `empty` or `error`,
    /// sent at once, makes none): 0 before, then a retained
    /// `CompositeDisposable`, kept until the sink goes, with
    /// `groupDisposedMark` set once the sink was disposed. The source's
    /// subscription is the sink's upstream one, disposed alone when the
    /// source completes (`disposeUpstream()`): no single-assignment
    /// disposable for it.
    private let groupWord = Atomic<UInt>(0)
    private static var groupDisposedMark: UInt { 1 }
    private let admission: MergeAdmission
    private let transform: (SourceElement) throws -> Inner
    /// Inner observables admitted and not yet completed; under the lock.
    @exclusivity(unchecked) var activeCount = 0
    @exclusivity(unchecked) private var stopped = false

    @usableFromInline
    required init(
        admission: MergeAdmission, transform: @escaping (SourceElement) throws -> Inner,
        innerObserverType: MergeInnerObserver<SourceElement, Inner, Observer>.Type, observer: Observer
    ) {
        self.admission = admission
        self.transform = transform
        self.innerObserverType = innerObserverType
        super.init(observer: observer)
        // The source's single-assignment disposable and the group, which
        // RxSwift's merge sink holds for its life (a group made later counts
        // itself, and releases its stand-in).
        countStandIns(2)
    }

    deinit {
        let word = groupWord.load(ordering: .acquiring)
        if word & ~MergeSink.groupDisposedMark != 0 { MergeSink.group(in: word).release() }
    }

    /// The group whose retained reference `word` holds (disposed mark or not).
    @inline(__always)
    private static func group(in word: UInt) -> Unmanaged<CompositeDisposable> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: word & ~MergeSink.groupDisposedMark)!)
    }

    /// The group, made the first time; nil once the sink was disposed
    /// (nothing more is subscribed then). Exactly one of this and
    /// `dispose()` sees the other: each changes the word and reads what it
    /// held in one atomic operation.
    func groupForInner() -> CompositeDisposable? {
        var word = groupWord.load(ordering: .acquiring)
        if word == 0 {
            let made = Unmanaged.passRetained(CompositeDisposable())
            let bits = UInt(bitPattern: made.toOpaque())
            let (exchanged, original) = groupWord.compareExchange(
                expected: 0, desired: bits, ordering: .acquiringAndReleasing)
            if exchanged {
                word = bits
                releaseStandIn()
            } else {
                made.release()
                word = original
            }
        }
        if word & MergeSink.groupDisposedMark != 0 { return nil }
        return MergeSink.group(in: word).takeUnretainedValue()
    }

    /// The group an inner observer entered (made by `groupForInner()`,
    /// kept until the sink goes, disposed or not).
    var enteredGroup: CompositeDisposable {
        MergeSink.group(in: groupWord.load(ordering: .acquiring)).takeUnretainedValue()
    }

    /// Subscribes to `source`; the producer attaches the subscription as the
    /// sink's upstream one.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        source.subscribeReceiverFromSink(self)
    }

    /// Subscribes to every one of `sources` as an inner observable (merge of
    /// a collection: no source of observables).
    func run(sources: [Observable<Observer.Element>]) -> Disposable {
        activeCount += sources.count
        for source in sources { subscribeInner(source) }
        performLocked {
            stopped = true
            completeIfDone()
        }
        return Disposables.create()
    }

    /// Disposes the source's subscription, then the inner ones.
    override func dispose() {
        super.dispose()
        let word = groupWord.bitwiseOr(MergeSink.groupDisposedMark, ordering: .acquiringAndReleasing).oldValue
        if word != 0 && word & MergeSink.groupDisposedMark == 0 { MergeSink.group(in: word).takeUnretainedValue().dispose() }
    }

    override func receiveError(_ error: Swift.Error) {
        performLocked { forwardError(error, disposingAfterUnlocking: self) }
    }

    override func receiveCompleted() {
        performLocked {
            stopped = true
            disposeAfterUnlock(UpstreamDisposal(sink: self))
            completeIfDone()
        }
    }

    /// Admits the inner observable made of `element` and subscribes to it,
    /// unless it is not admitted or the transform fails (then the error is
    /// forwarded).
    override func _receiveNext(_ element: SourceElement) {
        // Out of the lock comes the admitted inner observable to subscribe to.
        let admitted: Observable<Observer.Element>? = performLocked {
            if admission == .whenIdle && activeCount > 0 { return nil }
            let inner: Inner
            do {
                inner = try transform(element)
            } catch {
                fail(error)
                return nil
            }
            let observable = inner.asObservable()
            // A closure, not `fail` itself: the method reference cost some 50
            // instructions per inner observable (el-flatMap-just 843 -> 903).
            if forwardEventsAtOnce(of: observable, failing: { fail($0) }) { return nil }
            activeCount += 1
            return observable
        }
        if let admitted { subscribeInner(admitted) }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        // As the group would refuse the subscription.
        if isDisposed { return }
        innerObserverType.init(parent: self).subscribe(to: inner)
    }

    /// `MergeInnerObserver<SourceElement, Inner, Observer>`, given by the
    /// producer (flatMap names it where the element types are known): as a
    /// property initialised here it was looked up in the runtime's metadata
    /// cache for every sink.
    private let innerObserverType: MergeInnerObserver<SourceElement, Inner, Observer>.Type

    /// Called under the lock.
    func completeIfDone() {
        if stopped && activeCount == 0 { complete() }
    }

    // The terminal events are built in functions of their own: generic code
    // looks up the `Event` type when a function starts, even on paths that
    // do not build one.

    @inline(never)
    private func complete() {
        forwardCompleted(disposingAfterUnlocking: self)
    }

    /// Called under the lock.
    @inline(never)
    private func fail(_ error: Swift.Error) {
        forwardError(error, disposingAfterUnlocking: self)
    }
}

/// Observes one inner observable of a merge, and holds its subscription
/// (attached as a sink's upstream one), disposed with it.
///
/// It enters the merge's group before subscribing (as RxSwift's
/// single-assignment disposable per inner does), and leaves it when the inner
/// observable completes, which disposes it: an inner observable that
/// completes while it is being subscribed (an `Observable.create` that
/// completes at once, say) has its subscription disposed as soon as
/// `subscribe` returns. (`just`, `empty` and `error` are not subscribed at
/// all: see `MergeSink._receiveNext`.) A `Receiver`, made from the type the
/// producer was given and subscribed as one: neither looks up its generic
/// type at run time.
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    Receiver<Inner.Element>
where Observer.Element == Inner.Element {
    private let parent: MergeSink<SourceElement, Inner, Observer>
    /// The observer's key in the group: written before it is subscribed,
    /// read when the inner observable completes (its events come after the
    /// subscription started).
    @exclusivity(unchecked) private var key: CompositeDisposable.DisposeKey?

    required init(parent: MergeSink<SourceElement, Inner, Observer>) {
        self.parent = parent
        super.init()
    }

    /// Enters the group and subscribes to `inner`. A group disposed already
    /// disposes the observer instead, and nothing is subscribed.
    func subscribe(to inner: Observable<Element>) {
        // As a `SinkBase`: an existential of the observer's own type would
        // take its generic type's metadata, looked up at run time.
        guard let key = parent.groupForInner()?.insert(self as SinkBase) else { return }
        self.key = key
        _ = attach(inner.subscribeReceiverFromSink(self))
    }

    @usableFromInline
    override func _receiveNext(_ element: Element) {
        parent.performLocked { parent.forwardNext(element) }
    }

    @usableFromInline
    override func _receiveError(_ error: Swift.Error) {
        parent.performLocked { parent.forwardError(error, disposingAfterUnlocking: parent) }
    }

    @usableFromInline
    override func _receiveCompleted() {
        parent.performLocked {
            // Leaving the group disposes the observer and its subscription:
            // after the lock.
            if let key { parent.disposeAfterUnlock(GroupRemoval(group: parent.enteredGroup, key: key)) }
            parent.activeCount -= 1
            parent.completeIfDone()
        }
    }

    @usableFromInline
    override func on(_ event: Event<Element>) { receiveSplit(event) }
}

/// Removes a disposable from a group, which disposes it: what a sink queues
/// with `disposeAfterUnlock` to remove an inner subscription once its lock is
/// released.
struct GroupRemoval: Disposable {
    let group: CompositeDisposable
    let key: CompositeDisposable.DisposeKey
    func dispose() { group.remove(for: key) }
}

extension ForwardingSink {
    /// For merge's sinks (flatMap, merge, concatMap, merge(maxConcurrent:)),
    /// called under their lock with an inner observable that has a place: an
    /// inner `just`, `empty` or `error` sends its events here and now, as its
    /// subscription would, forwarded to the one observer, its error given to
    /// `fail`; true then, and nothing is to be subscribed. False for any
    /// other observable, or when the sink is disposed (the subscription the
    /// caller then makes is refused by its disposed group).
    @inline(__always)
    final func forwardEventsAtOnce(
        of observable: Observable<Observer.Element>, failing fail: (Swift.Error) -> Void
    ) -> Bool {
        if isDisposed { return false }
        switch observable.sendEventsAtOnce({ forwardNext($0) }) {
        case .unavailable:
            return false
        case .completed:
            return true
        case .failed(let error):
            fail(error)
            return true
        }
    }
}
