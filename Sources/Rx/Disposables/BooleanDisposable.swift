import Synchronization

/// A disposable that only records whether it was disposed.
public final class BooleanDisposable: Cancelable {
    static let alreadyDisposed = BooleanDisposable(isDisposed: true)

    private let disposed: Atomic<Bool>

    public init() { disposed = Atomic(false) }

    /// A disposable that starts disposed or not.
    public init(isDisposed: Bool) { disposed = Atomic(isDisposed) }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() { disposed.store(true, ordering: .releasing) }
}
