import Dispatch
import Foundation
import Synchronization

/// Runs work on the main thread, through `DispatchQueue.main`.
///
/// `MainScheduler.instance` runs an action at once when it is scheduled from
/// the main thread and no other main-scheduler action is running; otherwise it
/// queues it. `MainScheduler.asyncInstance` always queues.
///
/// In a command-line program on Linux the main queue is drained by the run
/// loop: keep the main thread in `RunLoop.main.run(until:)` (or
/// `dispatchMain()`) while work is pending.
public final class MainScheduler: SerialDispatchQueueScheduler {
    private let mainQueue: DispatchQueue
    private let numberEnqueued = Atomic<Int>(0)

    /// A scheduler on the main queue.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: mainQueue, leeway: .nanoseconds(0), ())
    }

    /// The shared main scheduler: runs at once when already on the main thread.
    public static let instance = MainScheduler()

    /// A main-queue scheduler that always queues, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops the program if not called on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !Thread.isMainThread {
            rxFatalError(
                errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule UI updates.")
        }
    }

    /// Stops the program if not called on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        #if !os(Linux)
            guard Thread.isMainThread else {
                rxFatalError(errorMessage ?? "Running on background thread.")
            }
        #else
            if !Thread.isMainThread { rxFatalError(errorMessage ?? "Running on background thread.") }
        #endif
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if Thread.isMainThread && previous == 0 {
            let disposable = action(state)
            numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
            return disposable
        }
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedBox((action, state, cancel))
        mainQueue.async {
            let (action, state, cancel) = box.value
            if !cancel.isDisposed { cancel.setDisposable(action(state)) }
            self.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return cancel
    }
}
