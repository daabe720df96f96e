import Synchronization

/// A disposable whose inner disposable is set once, possibly after it was
/// disposed (then the inner one is disposed as soon as it is set).
public final class SingleAssignmentDisposable: DisposeBase, Cancelable {
    private static let disposedFlag = 1
    private static let assignedFlag = 2

    private let state = Atomic<Int>(0)
    // Not an optional, and moved in and out (see `EmptySlot`): an optional
    // existential was copied and destroyed through value witnesses.
    @exclusivity(unchecked) private var inner: Disposable = EmptySlot()

    public override init() { super.init() }

    public var isDisposed: Bool {
        state.load(ordering: .acquiring) & SingleAssignmentDisposable.disposedFlag != 0
    }

    /// Sets the inner disposable. Setting it twice is a programming error.
    public func setDisposable(_ disposable: __owned Disposable) {
        inner = consume disposable
        let previous = state.bitwiseOr(SingleAssignmentDisposable.assignedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SingleAssignmentDisposable.assignedFlag != 0 {
            rxFatalError("oldState.disposable != nil")
        }
        if previous & SingleAssignmentDisposable.disposedFlag != 0 {
            take(&inner).dispose()
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(SingleAssignmentDisposable.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SingleAssignmentDisposable.disposedFlag != 0 { return }
        if previous & SingleAssignmentDisposable.assignedFlag != 0 {
            take(&inner).dispose()
        }
    }
}
