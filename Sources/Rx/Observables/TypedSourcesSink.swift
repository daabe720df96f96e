/// The lock and the bookkeeping that the typed combineLatest and zip sinks
/// share: which sources hold what a result needs and which have completed,
/// as bit sets over `arity` sources (at most `Int.bitWidth`). Subclasses keep
/// the elements and make the result (`makeResult`).
///
/// The rules, as RxSwift 6.10's:
/// - a result each time a source's element arrives while every source holds one;
/// - combineLatest (`arrived(_:)`) completes when every source has completed,
///   or when an element arrives while some other source holds none and every
///   other source has completed (no result is possible any more);
///   CombineLatest.swift holds the same rule for the collection;
/// - zip (`queued(_:)`) completes when every source has completed, and only
///   then: an element that arrives while every other source has completed is
///   queued like any other (RxSwift's zip of 2 to 8 sources; its zip of a
///   collection, Zip.swift, also completes on such an element);
/// - a source that completes does not end the sequence by itself: its
///   subscription is disposed and the others go on;
/// - an error from a source or the selector is forwarded at once;
/// - terminal events and disposals after the lock is released (LOCKS.md).
class TypedSourcesSink<Observer: ObserverType>: Sink<Observer> {
    let lock = RecursiveLock.make()
    // `present` and `done` are read and changed only under `lock`, which
    // orders the accesses: the run-time exclusivity checks (about 80
    // instructions per access, some per element) are left out.
    /// Bit `i` set while source `i` holds what a result needs: for
    /// combineLatest once it has emitted, for zip while an element waits.
    @exclusivity(unchecked) final var present = 0
    /// Bit `i` set once source `i` has completed.
    @exclusivity(unchecked) private final var done = 0
    private let all: Int
    let subscriptions: [SingleAssignmentDisposable]

    init(arity: Int, observer: Observer) {
        all = (1 << arity) - 1
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    /// Stops forwarding and disposes every source's subscription (the
    /// producer attaches no upstream subscription of its own).
    override func dispose() {
        super.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }

    /// The result of what every source holds; called under the lock once
    /// every source holds something (zip's subclasses take one element of each
    /// and clear the bits of the queues they empty).
    func makeResult() throws -> Observer.Element { rxAbstractMethod() }

    /// combineLatest's: called under the lock once source `index` has stored
    /// its element.
    final func arrived(_ index: Int) {
        let bit = 1 << index
        present |= bit
        guard present == all else {
            // No result is possible any more if every other source is done.
            if done | bit == all { completeAndDispose() }
            return
        }
        forwardResult()
    }

    /// zip's: called under the lock once source `index` has queued its
    /// element. Nothing ends here: an element no other source can pair
    /// waits in its queue until every source has completed.
    final func queued(_ index: Int) {
        present |= 1 << index
        if present == all { forwardResult() }
    }

    @inline(__always)
    private final func forwardResult() {
        let result: Observer.Element
        do {
            result = try makeResult()
        } catch {
            forwardError(error, disposingAfterUnlocking: lock)
            return
        }
        forwardNext(result)
    }

    @inline(never)
    private final func completeAndDispose() {
        forwardCompleted(disposingAfterUnlocking: lock)
    }

    final func failed(_ error: Swift.Error) {
        lock.performLocked {
            forwardError(error, disposingAfterUnlocking: lock)
        }
    }

    final func completed(_ index: Int) {
        lock.performLocked {
            let bit = 1 << index
            if done & bit != 0 { return }
            done |= bit
            if done == all {
                completeAndDispose()
            } else {
                lock.disposeAfterUnlock(subscriptions[index])
            }
        }
    }
}
