/// Disposes its inner disposable on a scheduler.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the inner disposable is disposed on.
    public let scheduler: ImmediateSchedulerType

    private let lock = PlainLock()
    @exclusivity(unchecked) private var inner: Disposable?
    @exclusivity(unchecked) private var disposed = false

    /// Disposes `disposable` on `scheduler` when this is disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.inner = disposable
    }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    public func dispose() {
        let first: Bool = lock.performLocked {
            defer { disposed = true }
            return !disposed
        }
        guard first else { return }
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    /// Disposes the inner disposable now, on the calling thread.
    public func disposeInner() {
        let current: Disposable? = lock.performLocked {
            defer { inner = nil }
            return inner
        }
        current?.dispose()
    }
}
