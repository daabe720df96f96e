// What the typed combineLatest of 3 to 8 sources share (the per-arity
// producers and sinks are generated into CombineLatest+typed.swift from
// Scripts/generate-arity/CombineLatest+typed.swift.template). Each source's
// latest element is kept in typed storage owned by the per-arity sink, so an
// event boxes nothing, allocates nothing and casts nothing; the rules are the
// shared erased sink's in CombineLatest.swift, step for step:
// - a result each time a source emits, once every source has emitted;
// - completed when every source has completed, or when a source emits while
//   some source has never emitted and every other source has completed;
// - an error from a source or the selector is forwarded at once;
// - terminal events and disposals after the lock is released (LOCKS.md).

/// The lock and the state of a typed combineLatest of `arity` sources
/// (at most `Int.bitWidth`): which sources have emitted and which have
/// completed, as bit sets. Subclasses keep the latest elements and make the
/// result (`makeResult`).
class CombineLatestTypedSink<Observer: ObserverType>: Sink<Observer> {
    let lock = RecursiveLock()
    /// Bit `i` set once source `i` has emitted.
    final var hasLatest = 0
    /// Bit `i` set once source `i` has completed.
    private final var done = 0
    private let all: Int
    let subscriptions: [SingleAssignmentDisposable]

    init(arity: Int, observer: Observer, cancel: Cancelable) {
        all = (1 << arity) - 1
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, cancel: cancel)
    }

    /// Deinitializes source `index`'s storage if it holds an element, and
    /// deallocates it: what a subclass's deinit does for each source.
    final func release<Element>(_ latest: UnsafeMutablePointer<Element>, index: Int) {
        if hasLatest & (1 << index) != 0 { latest.deinitialize(count: 1) }
        latest.deallocate()
    }

    /// The result of the latest elements; called under the lock once every
    /// source has emitted.
    func makeResult() throws -> Observer.Element { rxAbstractMethod() }

    /// Called under the lock once source `index` has stored its element.
    final func emitted(_ index: Int) {
        let bit = 1 << index
        hasLatest |= bit
        guard hasLatest == all else {
            // No result is possible any more if every other source is done.
            if done | bit == all { completeAndDispose() }
            return
        }
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
        lock.lock(); defer { lock.unlock() }
        forwardError(error, disposingAfterUnlocking: lock)
    }

    final func completed(_ index: Int) {
        lock.lock(); defer { lock.unlock() }
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

/// Source `index` of a typed combineLatest: stores each element in `latest`
/// (storage the sink owns and deinitializes) and tells the sink.
final class CombineLatestTypedSource<Element, Observer: ObserverType>: ObserverType {
    private let sink: CombineLatestTypedSink<Observer>
    private let index: Int
    private let latest: UnsafeMutablePointer<Element>

    init(sink: CombineLatestTypedSink<Observer>, index: Int, latest: UnsafeMutablePointer<Element>) {
        self.sink = sink
        self.index = index
        self.latest = latest
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): sink.failed(error)
        case .completed: sink.completed(index)
        }
    }

    func _receiveNext(_ element: Element) {
        sink.lock.lock(); defer { sink.lock.unlock() }
        if sink.hasLatest & (1 << index) != 0 {
            latest.pointee = element
        } else {
            latest.initialize(to: element)
        }
        sink.emitted(index)
    }
}
