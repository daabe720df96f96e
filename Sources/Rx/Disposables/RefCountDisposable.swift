/// Disposes its inner disposable once it has been disposed and every
/// disposable it handed out with `retain()` has been disposed too.
public final class RefCountDisposable: DisposeBase, Cancelable {
    private let lock = PlainLock()
    @exclusivity(unchecked) private var inner: Disposable?
    @exclusivity(unchecked) private var primaryDisposed = false
    @exclusivity(unchecked) private var count = 0

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        inner = disposable
        super.init()
    }

    public var isDisposed: Bool { lock.performLocked { inner == nil } }

    /// A dependent disposable that keeps the inner one alive until it is
    /// disposed; after the inner one is gone, a no-op.
    public func retain() -> Disposable {
        lock.performLocked {
            guard inner != nil else { return Disposables.create() }
            count += 1
            return RefCountInnerDisposable(self)
        }
    }

    /// Marks the primary reference disposed; disposes the inner disposable if
    /// no dependent remains.
    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = inner, !primaryDisposed else { return nil }
            primaryDisposed = true
            if count == 0 {
                inner = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = inner else { return nil }
            count -= 1
            if count < 0 { rxFatalError("RefCountDisposable released more than retained") }
            if primaryDisposed && count == 0 {
                inner = nil
                return current
            }
            return nil
        }
        toDispose?.dispose()
    }
}

private final class RefCountInnerDisposable: DisposeBase, Disposable {
    private let parent: RefCountDisposable
    private let lock = PlainLock()
    @exclusivity(unchecked) private var disposed = false

    init(_ parent: RefCountDisposable) {
        self.parent = parent
        super.init()
    }

    func dispose() {
        let first: Bool = lock.performLocked {
            defer { disposed = true }
            return !disposed
        }
        if first { parent.release() }
    }
}
