/// A group of disposables disposed together. A disposable added after the
/// group was disposed is disposed at once.
public final class CompositeDisposable: DisposeBase, Cancelable {
    /// The key of a disposable in the group, used to remove it.
    public struct DisposeKey {
        fileprivate let key: BagKey
    }

    private let lock = PlainLock()
    @exclusivity(unchecked) private var disposables: Bag<Disposable>? = Bag()

    public var isDisposed: Bool { lock.performLocked { disposables == nil } }

    public override init() { super.init() }

    /// A group of two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        super.init()
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
    }

    /// A group of three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        super.init()
        _ = disposables!.insert(disposable1)
        _ = disposables!.insert(disposable2)
        _ = disposables!.insert(disposable3)
    }

    /// A group of four or more disposables.
    public init(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposable4: Disposable, _ disposables: Disposable...
    ) {
        super.init()
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables {
            _ = self.disposables!.insert(disposable)
        }
    }

    /// A group of the given disposables.
    public init(disposables: [Disposable]) {
        super.init()
        for disposable in disposables { _ = self.disposables!.insert(disposable) }
    }

    /// Adds `disposable` and returns its key, or disposes it at once and
    /// returns `nil` if the group is already disposed.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: BagKey? = lock.performLocked { disposables?.insert(disposable) }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(key: key)
    }

    /// The number of disposables in the group.
    public var count: Int { lock.performLocked { disposables?.count ?? 0 } }

    /// Removes the disposable for `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        lock.performLocked { disposables?.removeKey(disposeKey.key) }?.dispose()
    }

    /// Disposes every disposable of the group.
    public func dispose() {
        let current: Bag<Disposable>? = lock.performLocked {
            defer { disposables = nil }
            return disposables
        }
        current?.disposeAll()
    }
}
