import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent: actions may overlap.
public class ConcurrentDispatchQueueScheduler: SchedulerType {
    public var now: RxTime { Date() }

    let configuration: DispatchQueueConfiguration

    /// Runs work on `queue`.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Runs work on the global queue of quality of service `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(
            queue: DispatchQueue(label: "rxswift.queue.\(qos)", qos: qos, attributes: [.concurrent]),
            leeway: leeway)
    }

    public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public final func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work on the main thread like `MainScheduler`, for work that is not
/// bound to serial order (subscriptions, disposals).
public final class ConcurrentMainScheduler: SchedulerType {
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) { self.mainScheduler = mainScheduler }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedBox((action, state, cancel))
        DispatchQueue.main.async {
            let (action, state, cancel) = box.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
