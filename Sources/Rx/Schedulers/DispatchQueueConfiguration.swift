import Dispatch
import Foundation

/// The scheduling shared by the dispatch-queue schedulers: immediate work
/// with `async`, delayed and periodic work with dispatch timers.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let item = UncheckedBox((cancel, action, state))
        queue.async {
            let (cancel, action, state) = item.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let compositeDisposable = CompositeDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        // The timer's handler holds the action; cancelling the timer releases it.
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        let box = UncheckedBox((compositeDisposable, action, state))
        timer.setEventHandler {
            let (compositeDisposable, action, state) = box.value
            if compositeDisposable.isDisposed { return }
            _ = compositeDisposable.insert(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        _ = compositeDisposable.insert(cancelTimer)
        return compositeDisposable
    }

    func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        var timerState = state
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        let box = UncheckedBox(action)
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            timerState = box.value(timerState)
        }
        timer.resume()
        return cancelTimer
    }
}

/// Carries a non-Sendable value into a dispatch closure. The schedulers own
/// the synchronisation: the value is only touched on the target queue.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
