import Synchronization

/// `scheduleRecursive` on `CurrentThreadScheduler` without a scheduled item
/// per step.
///
/// On the trampoline, each `recurse(state)` of the general scheduler queues a
/// new item behind the work already waiting, and the trampoline runs it when
/// everything before it has run. This does the same with one reusable object:
/// after the action returns, if nothing else waits on the trampoline, the
/// next step is the one the trampoline would run next anyway, so it runs at
/// once in a loop; if other work waits, this object queues itself behind it
/// (once; steps beyond one pending use ordinary items). The order of
/// everything on the trampoline is the one the general scheduler gives.
final class TrampolinedRecursion<State>: ScheduledItemType {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let action: Action
    private let disposed = Atomic<Bool>(false)
    // The state below is touched only on the trampoline's thread, by no
    // access that spans a call, so it has no run-time exclusivity checks
    // (Sources/Rx/LOCKS.md).
    /// The state recursed to during the running step (only while running).
    @exclusivity(unchecked) private var pending: State?
    @exclusivity(unchecked) private var isStepRunning = false
    /// The state to run when this object, queued on the trampoline, is invoked.
    @exclusivity(unchecked) private var queuedState: State?

    init(action: @escaping Action) {
        self.action = action
    }

    var isDisposed: Bool { disposed.load(ordering: .relaxed) }

    func dispose() { disposed.store(true, ordering: .relaxed) }

    /// Runs the first step with `state`, through the trampoline.
    func start(_ state: State) {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            enqueue(state, on: trampoline)
        } else {
            trampoline.run { run(from: state, on: trampoline) }
        }
    }

    func invoke() {
        guard let state = queuedState else { return }
        queuedState = nil
        run(from: state, on: Trampoline.current)
    }

    private func enqueue(_ state: State, on trampoline: Trampoline, atFront: Bool = false) {
        let item: ScheduledItemType
        if queuedState == nil {
            queuedState = state
            item = self
        } else {
            item = RecursionStep(
                item: ScheduledItem(
                    action: { [self] (state: State) -> Disposable in
                        run(from: state, on: Trampoline.current)
                        return Disposables.create()
                    }, state: state), owner: self)
        }
        if atFront {
            trampoline.enqueueFirst(item)
        } else {
            trampoline.enqueue(item)
        }
    }

    private func run(from first: State, on trampoline: Trampoline) {
        var state = first
        while !isDisposed {
            isStepRunning = true
            action(state, recurse)
            isStepRunning = false
            guard let next = pending else { return }
            pending = nil
            if isDisposed { return }
            if trampoline.hasQueuedItems {
                // The queue was empty when the step recursed: what waits now
                // was queued after the recursion, so the next step goes first.
                enqueue(next, on: trampoline, atFront: true)
                return
            }
            state = next
        }
    }

    private func recurse(_ state: State) {
        guard isStepRunning else {
            // Called outside a step: schedule as the general scheduler would.
            start(state)
            return
        }
        if let earlier = pending {
            // A second recursion in one step: both wait on the trampoline, in order.
            pending = nil
            enqueue(earlier, on: Trampoline.current)
            enqueue(state, on: Trampoline.current)
            return
        }
        if Trampoline.current.hasQueuedItems || queuedState != nil {
            enqueue(state, on: Trampoline.current)
            return
        }
        pending = state
    }
}

/// A queued extra step of a `TrampolinedRecursion`: skipped once the
/// recursion is disposed.
private final class RecursionStep: ScheduledItemType {
    private let item: ScheduledItemType
    private let owner: Cancelable

    init(item: ScheduledItemType, owner: Cancelable) {
        self.item = item
        self.owner = owner
    }

    var isDisposed: Bool { owner.isDisposed || item.isDisposed }
    func invoke() { if !owner.isDisposed { item.invoke() } }
    func dispose() { item.dispose() }
}
