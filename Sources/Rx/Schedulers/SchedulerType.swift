import Foundation

/// The time a scheduler reports as "now".
public typealias RxTime = Date

/// A span of time on a scheduler: `.seconds(1)`, `.milliseconds(100)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A scheduler that runs work now (or as soon as it can).
public protocol ImmediateSchedulerType {
    /// Runs `action` with `state` on this scheduler.
    ///
    /// - Returns: A disposable that cancels the action if it has not run yet.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that can also run work after a delay and periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }

    /// Runs `action` with `state` after `dueTime`.
    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Runs `action` first after `startAfter`, then every `period`, passing
    /// each call's returned state to the next.
    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from recursive relative scheduling, for
    /// schedulers without a native periodic timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let schedule = SchedulePeriodicRecursive(
            scheduler: self, startAfter: startAfter, period: period,
            action: action, state: state)
        return schedule.start()
    }

    func scheduleRecursive<State>(
        _ state: State, dueTime: RxTimeInterval,
        action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return Disposables.create(with: scheduler.dispose)
    }
}

extension RxTimeInterval {
    /// The interval in seconds; `.never` is infinity.
    var asTimeInterval: Foundation.TimeInterval {
        switch self {
        case .seconds(let value): return Double(value)
        case .milliseconds(let value): return Double(value) / 1_000
        case .microseconds(let value): return Double(value) / 1_000_000
        case .nanoseconds(let value): return Double(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }

    /// The interval in whole nanoseconds, saturating; `.never` is `Int.max`.
    var nanoseconds: Int {
        switch self {
        case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).overflow ? .max : value * 1_000_000_000
        case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).overflow ? .max : value * 1_000_000
        case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).overflow ? .max : value * 1_000
        case .nanoseconds(let value): return value
        case .never: return .max
        @unknown default: return .max
        }
    }
}

extension Date {
    func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        addingTimeInterval(interval.asTimeInterval)
    }
}
