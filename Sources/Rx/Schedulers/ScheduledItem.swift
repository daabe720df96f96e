/// Work waiting in a scheduler's queue.
protocol ScheduledItemType: Cancelable {
    func invoke()
}

/// A sink that emits a run of elements on the current-thread trampoline
/// (range, of, from): it starts at once if the trampoline is idle, else
/// waits its turn, and `emit(on:)` sends elements while nothing else waits.
protocol TrampolinedEmission: ScheduledItemType {
    func emit(on trampoline: Trampoline)
}

extension TrampolinedEmission {
    func run() {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            trampoline.enqueue(self)
        } else {
            trampoline.run { emit(on: trampoline) }
        }
    }

    func invoke() { emit(on: Trampoline.current) }
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
