/// Holds one disposable at a time: setting a new one disposes the previous
/// one; after disposal, a new one is disposed at once.
public final class SerialDisposable: DisposeBase, Cancelable {
    private let lock = PlainLock()
    // Not an optional, and swapped in and out (see `EmptySlot`): an optional
    // existential was copied and destroyed through value witnesses.
    @exclusivity(unchecked) private var current: Disposable = EmptySlot()
    @exclusivity(unchecked) private var disposed = false

    public override init() { super.init() }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The disposable held now.
    public var disposable: Disposable {
        get { lock.performLocked { current } }
        set {
            // The new one goes in and the previous one comes out (or, once
            // disposed, the new one stays out), to be disposed and released
            // after the lock.
            var other = newValue
            lock.performLocked {
                if !disposed { swap(&other, &current) }
            }
            other.dispose()
        }
    }

    public func dispose() {
        var taken: Disposable = EmptySlot()
        lock.performLocked {
            if disposed { return }
            disposed = true
            swap(&taken, &current)
        }
        taken.dispose()
    }
}
