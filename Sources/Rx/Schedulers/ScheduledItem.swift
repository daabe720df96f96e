/// Work waiting in a scheduler's queue.
protocol ScheduledItemType: Cancelable {
    func invoke()
}

/// An action and its state, run at most once and cancellable until it runs.
final class ScheduledItem<T>: ScheduledItemType {
    private let action: (T) -> Disposable
    private let state: T
    private let disposable = SingleAssignmentDisposable()

    init(action: @escaping (T) -> Disposable, state: T) {
        self.action = action
        self.state = state
    }

    var isDisposed: Bool { disposable.isDisposed }

    func invoke() { disposable.setDisposable(action(state)) }

    func dispose() { disposable.dispose() }
}
