import Synchronization

/// Periodic scheduling for a scheduler that has only relative scheduling:
/// each tick schedules the next one `period` later.
final class SchedulePeriodicRecursive<State> {
    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let pendingTicks = Atomic<Int>(0)

    init(
        scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (State) -> State, state: State
    ) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(Tick.tick, dueTime: startAfter) { [self] tick, recurse in
            self.tick(tick, recurse)
        }
    }

    private enum Tick { case tick, dispatchStart }

    private func tick(_ command: Tick, _ scheduler: AnyRecursiveScheduler<Tick>) {
        switch command {
        case .tick:
            scheduler.schedule(.tick, dueTime: period)
            // Ticks that pile up while an action runs are run one after the
            // other, never concurrently.
            if pendingTicks.add(1, ordering: .acquiringAndReleasing).oldValue == 0 {
                tick(.dispatchStart, scheduler)
            }
        case .dispatchStart:
            state = action(state)
            if pendingTicks.subtract(1, ordering: .acquiringAndReleasing).oldValue > 1 {
                scheduler.schedule(Tick.dispatchStart)
            }
        }
    }
}
