import Synchronization

/// Runs an action the first time it is disposed.
private final class AnonymousDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var disposeAction: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        disposeAction = action
        super.init()
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = disposeAction
        disposeAction = nil
        action?()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` once, the first time it is disposed.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }
}
