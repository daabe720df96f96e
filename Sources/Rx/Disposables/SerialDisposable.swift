/// Holds one disposable at a time: setting a new one disposes the previous
/// one; after disposal, a new one is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = RecursiveLock.make()
    @exclusivity(unchecked) private var current: Disposable?
    @exclusivity(unchecked) private var disposed = false

    public override init() { super.init() }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The disposable held now.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let toDispose: Disposable? = lock.performLocked {
                if disposed { return newValue }
                defer { current = newValue }
                return current
            }
            toDispose?.dispose()
        }
    }

    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            if disposed { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        toDispose?.dispose()
    }
}
