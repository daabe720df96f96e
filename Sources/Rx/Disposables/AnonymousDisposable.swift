import Synchronization

/// Runs an action the first time it is disposed.
@usableFromInline
final class AnonymousDisposable: DisposeBase, Cancelable {
    private let disposed = Atomic<Bool>(false)
    private var disposeAction: (() -> Void)?

    @usableFromInline init(_ action: @escaping () -> Void) {
        disposeAction = action
        super.init()
    }

    @usableFromInline var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @usableFromInline func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // Moved out rather than copied and cleared: no retain and release
        // of the closure's context.
        let action = disposeAction.take()
        action?()
    }
}

extension Disposables {
    /// A disposable that runs `dispose` once, the first time it is disposed.
    @inlinable
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        // Inlinable: where the result is used at once (`.disposed(by: bag)`),
        // its concrete type is known and the call is specialised for it.
        AnonymousDisposable(dispose)
    }
}
