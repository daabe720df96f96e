import Synchronization

/// The state of a merge: the outer subscription, the active inner ones, and
/// the lock that serialises everything they send downstream. Under the lock
/// it only changes state and forwards events; subscribing to an inner
/// observable and every disposal happen after the lock is released.
@usableFromInline
final class MergeSink<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>:
    LockingForwardingSink<SourceElement, Observer>
where Observer.Element == Inner.Element {
    /// The outer subscription and the inner subscriptions still active after
    /// their `subscribe` returned (one that completed during it is not added).
    let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
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
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return group
    }

    func run(sources: [Observable<Observer.Element>]) -> Disposable {
        activeCount += sources.count
        for source in sources { subscribeInner(source) }
        performLocked {
            stopped = true
            completeIfDone()
        }
        return group
    }

    override func receiveError(_ error: Swift.Error) {
        performLocked { forwardError(error, disposingAfterUnlocking: self) }
    }

    override func receiveCompleted() {
        performLocked {
            stopped = true
            disposeAfterUnlock(sourceSubscription)
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
            // An inner `just`, `empty` or `error` sends its events here and
            // now, as its subscription would, under the lock (forwarded to the
            // one observer): no subscription to make.
            if !isDisposed {
                switch observable.sendEventsAtOnce({ forwardNext($0) }) {
                case .unavailable:
                    break
                case .completed:
                    return nil
                case .failed(let error):
                    fail(error)
                    return nil
                }
            }
            activeCount += 1
            return observable
        }
        if let admitted { subscribeInner(admitted) }
    }

    private func subscribeInner(_ inner: Observable<Observer.Element>) {
        // As the group would refuse the subscription.
        if isDisposed { return }
        let observer = innerObserverType.init(parent: self)
        observer.subscribed(inner.subscribe(observer))
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

/// Observes one inner observable of a merge, and disposes its subscription.
///
/// An inner observable that completes while it is being subscribed (an
/// `Observable.create` that completes at once, say) never enters the merge's
/// group: its subscription is disposed as soon as `subscribe` returns. Only
/// one still active then is added to the group, which removes it when it
/// completes. (`just`, `empty` and `error` are not subscribed at all: see
/// `MergeSink._receiveNext`.)
@usableFromInline
final class MergeInnerObserver<SourceElement, Inner: ObservableConvertibleType, Observer: ObserverType>: ObserverType, Disposable
where Observer.Element == Inner.Element {
    @usableFromInline
    typealias Element = Inner.Element

    private static var subscribing: Int { 0 }
    private static var completedWhileSubscribing: Int { 1 }
    private static var inGroup: Int { 2 }

    private let parent: MergeSink<SourceElement, Inner, Observer>
    /// `subscribing`, then `completedWhileSubscribing` or `inGroup`.
    private let state = Atomic<Int>(0)
    /// Set before the observer enters the group.
    @exclusivity(unchecked) private var subscription: Disposable?
    /// Set before `state` becomes `inGroup`.
    @exclusivity(unchecked) private var key: CompositeDisposable.DisposeKey?

    required init(parent: MergeSink<SourceElement, Inner, Observer>) {
        self.parent = parent
    }

    /// Takes the subscription that `subscribe` returned.
    func subscribed(_ subscription: Disposable) {
        if state.load(ordering: .acquiring) == Self.completedWhileSubscribing {
            subscription.dispose()
            return
        }
        self.subscription = subscription
        // A disposed group disposes the observer, and so the subscription, at once.
        guard let key = parent.group.insert(self) else { return }
        self.key = key
        let (exchanged, _) = state.compareExchange(
            expected: Self.subscribing, desired: Self.inGroup, ordering: .acquiringAndReleasing)
        // It completed on another thread meanwhile: it is this thread's to remove.
        if !exchanged { parent.group.remove(for: key) }
    }

    @usableFromInline
    func _receiveNext(_ element: Element) {
        parent.performLocked { parent.forwardNext(element) }
    }

    @usableFromInline
    func _receiveError(_ error: Swift.Error) {
        parent.performLocked { parent.forwardError(error, disposingAfterUnlocking: parent) }
    }

    @usableFromInline
    func _receiveCompleted() {
        parent.performLocked {
            let (exchanged, _) = state.compareExchange(
                expected: Self.subscribing, desired: Self.completedWhileSubscribing, ordering: .acquiringAndReleasing)
            // Removing the key disposes the inner subscription: after the lock.
            if !exchanged, let key { parent.disposeAfterUnlock(GroupRemoval(group: parent.group, key: key)) }
            parent.activeCount -= 1
            parent.completeIfDone()
        }
    }

    @usableFromInline
    func on(_ event: Event<Element>) { receiveSplit(event) }

    /// Disposes the inner subscription (the group calls it).
    @usableFromInline
    func dispose() {
        subscription?.dispose()
    }
}

/// Removes a disposable from a group, which disposes it: what a sink queues
/// with `disposeAfterUnlock` to remove an inner subscription once its lock is
/// released.
struct GroupRemoval: Disposable {
    let group: CompositeDisposable
    let key: CompositeDisposable.DisposeKey
    func dispose() { group.remove(for: key) }
}
