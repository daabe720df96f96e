/// The lock and the bookkeeping that combineLatest and zip of a collection
/// share (CombineLatest.swift, Zip.swift): which sources hold what a result
/// needs and which have completed, as one flag byte per source and two
/// counts, for any number of sources (the typed combineLatest and zip of 2
/// to 8 sources use bit sets instead: TypedSourcesSink.swift). The sources
/// have one element type, so elements are kept typed, never boxed or cast.
/// Subclasses keep the elements and make the selector's array (`makeArguments`).
///
/// The rules, as RxSwift 6.10's combineLatest and zip of a collection:
/// - a result each time a source's element arrives while every source holds one;
/// - completed when every source has completed, or when an element arrives
///   while some other source holds none and every other source has completed
///   (no result is possible any more); a source that completes does not end
///   the sequence by itself. (The typed combineLatest of 2 to 8 sources has
///   the same rules; the typed zip completes only when every source has:
///   TypedSourcesSink.swift.)
/// - an error from a source or the selector is forwarded at once;
/// - terminal events and disposals after the lock is released (LOCKS.md).
class CollectionSourcesSink<SourceElement, Observer: ObserverType>: Sink<Observer> {
    typealias ResultSelector = ([SourceElement]) throws -> Observer.Element

    let lock = RecursiveLock.make()
    let arity: Int
    let subscriptions: [SingleAssignmentDisposable]
    private let resultSelector: ResultSelector
    // Everything below is read and changed only under `lock`, which orders
    // the accesses: the run-time exclusivity checks are left out.
    /// `holdsFlag` and `doneFlag` of each source.
    private let flags: UnsafeMutablePointer<UInt8>
    /// How many sources hold what a result needs, and how many completed.
    @exclusivity(unchecked) private final var holdingCount = 0
    @exclusivity(unchecked) private final var doneCount = 0

    private static var holdsFlag: UInt8 { 1 }
    private static var doneFlag: UInt8 { 2 }

    init(arity: Int, resultSelector: @escaping ResultSelector, observer: Observer) {
        self.arity = arity
        self.resultSelector = resultSelector
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        flags = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(arity, 1))
        flags.initialize(repeating: 0, count: Swift.max(arity, 1))
        super.init(observer: observer)
    }

    deinit {
        flags.deallocate()
    }

    /// Stops forwarding and disposes every source's subscription (the
    /// producer attaches no upstream subscription of its own).
    override func dispose() {
        super.dispose()
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Whether source `index` holds what a result needs.
    final func holds(_ index: Int) -> Bool { flags[index] & Self.holdsFlag != 0 }

    /// What the selector gets: one element of every source, in order; called
    /// under the lock once every source holds something, `index` being the
    /// source whose element just arrived.
    func makeArguments(arrived index: Int) -> [SourceElement] { rxAbstractMethod() }

    /// Called under the lock when source `index` no longer holds anything
    /// (zip: its queue became empty).
    final func emptied(_ index: Int) {
        flags[index] &= ~Self.holdsFlag
        holdingCount -= 1
    }

    /// Called under the lock once source `index` has stored its element.
    final func arrived(_ index: Int) {
        if flags[index] & Self.holdsFlag == 0 {
            flags[index] |= Self.holdsFlag
            holdingCount += 1
        }
        guard holdingCount == arity else {
            // No result is possible any more if every other source is done.
            let othersDone = doneCount - (flags[index] & Self.doneFlag != 0 ? 1 : 0)
            if othersDone == arity - 1 { completeAndDispose() }
            return
        }
        let arguments = makeArguments(arrived: index)
        let result: Observer.Element
        do {
            result = try resultSelector(arguments)
        } catch {
            forwardError(error, disposingAfterUnlocking: lock)
            return
        }
        forwardNext(result)
    }

    /// What an empty collection of sources does, under the lock: combineLatest
    /// emits the selector of no elements, then completes; zip completes.
    final func endWithoutSources(emittingSelector: Bool) {
        lock.performLocked {
            if emittingSelector {
                let result: Observer.Element
                do {
                    result = try resultSelector([])
                } catch {
                    forwardError(error, disposingAfterUnlocking: lock)
                    return
                }
                forwardNext(result)
            }
            completeAndDispose()
        }
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
            if flags[index] & Self.doneFlag != 0 { return }
            flags[index] |= Self.doneFlag
            doneCount += 1
            if doneCount == arity {
                completeAndDispose()
            } else {
                lock.disposeAfterUnlock(subscriptions[index])
            }
        }
    }
}
