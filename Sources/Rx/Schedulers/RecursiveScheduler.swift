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
        let run = RecursiveRun()
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                run.started(lock: self.lock, group: self.group)
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.performLocked { run.scheduled(disposable, in: group) }
    }

    /// Runs the action with `state` as soon as possible.
    func schedule(_ state: State) {
        let run = RecursiveRun()
        let disposable = scheduler.schedule(state) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                run.started(lock: self.lock, group: self.group)
                return self.action
            }
            action?(state, self)
            return Disposables.create()
        }
        lock.performLocked { run.scheduled(disposable, in: group) }
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
        let run = RecursiveRun()
        let disposable = scheduler.schedule(state) { state -> Disposable in
            let action: Action? = self.lock.performLocked {
                run.started(lock: self.lock, group: self.group)
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        lock.performLocked { run.scheduled(disposable, in: group) }
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

/// What one scheduled run of a recursive scheduler's action tracks: whether
/// its handle (what scheduling it returned) was kept in the scheduler's group
/// and under which key, or whether the run started first (then the handle
/// is never kept). A class rather than captured local variables: a captured
/// `var` is boxed, each box an allocation, and every access to one is checked
/// for exclusivity at run time; these fields are touched only under the
/// scheduler's lock (LOCKS.md).
final class RecursiveRun {
    @exclusivity(unchecked) private var isAdded = false
    @exclusivity(unchecked) private var isDone = false
    @exclusivity(unchecked) private var removeKey: CompositeDisposable.DisposeKey?

    /// The run starts; under `lock`. Its handle, if kept, leaves `group`
    /// (disposed after the lock); otherwise it will not be kept.
    func started(lock: RecursiveLock, group: CompositeDisposable) {
        if isAdded, let removeKey {
            lock.disposeAfterUnlock(GroupRemoval(group: group, key: removeKey))
        } else {
            isDone = true
        }
    }

    /// Scheduling the run returned `handle`; under the lock. Kept in `group`
    /// unless the run already started.
    func scheduled(_ handle: Disposable, in group: CompositeDisposable) {
        if !isDone {
            removeKey = group.insert(handle)
            isAdded = true
        }
    }
}
