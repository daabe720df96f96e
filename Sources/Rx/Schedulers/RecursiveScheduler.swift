/// Schedules an action that reschedules itself, on a scheduler with time;
/// disposing it cancels every pending run.
final class AnyRecursiveScheduler<State> {
    typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

    private let lock = RecursiveLock.make()
    private let scheduler: SchedulerType
    /// Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var action: Action?
    private let group = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping Action) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Runs the action with `state` after `dueTime`.
    func schedule(_ state: State, dueTime: RxTimeInterval) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                if isAdded, let removeKey {
                    // Removing disposes the action's handle: after the lock.
                    self.lock.disposeAfterUnlock(GroupRemoval(group: self.group, key: removeKey))
                } else {
                    isDone = true
                }
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.performLocked {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    /// Runs the action with `state` as soon as possible.
    func schedule(_ state: State) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                if isAdded, let removeKey {
                    // Removing disposes the action's handle: after the lock.
                    self.lock.disposeAfterUnlock(GroupRemoval(group: self.group, key: removeKey))
                } else {
                    isDone = true
                }
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.performLocked {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        group.dispose()
    }
}

/// Schedules an action that reschedules itself, on an immediate scheduler.
final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let lock = RecursiveLock.make()
    private let scheduler: ImmediateSchedulerType
    /// Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var action: Action?
    private let group = CompositeDisposable()

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var isAdded = false
        var isDone = false
        var removeKey: CompositeDisposable.DisposeKey?
        let disposable = scheduler.schedule(state) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                if isAdded, let removeKey {
                    // Removing disposes the action's handle: after the lock.
                    self.lock.disposeAfterUnlock(GroupRemoval(group: self.group, key: removeKey))
                } else {
                    isDone = true
                }
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked {
            if !isDone {
                removeKey = group.insert(disposable)
                isAdded = true
            }
        }
    }

    func dispose() {
        lock.performLocked { action = nil }
        group.dispose()
    }
}

extension ImmediateSchedulerType {
    /// Runs `action` with `state`; the action may call its second argument to
    /// run itself again with a new state. Disposing the result cancels every
    /// pending run.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        if self is CurrentThreadScheduler {
            let recursion = TrampolinedRecursion(action: action)
            recursion.start(state)
            return recursion
        }
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}
