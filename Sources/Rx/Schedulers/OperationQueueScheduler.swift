import Foundation

/// Runs work as operations on an `OperationQueue`.
public class OperationQueueScheduler: ImmediateSchedulerType {
    /// The queue the operations are added to.
    public let operationQueue: OperationQueue
    /// The priority of each operation.
    public let queuePriority: Operation.QueuePriority

    /// Runs work on `operationQueue` with `queuePriority`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let box = UncheckedBox((action, state, cancel))
        let operation = BlockOperation {
            let (action, state, cancel) = box.value
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}
