import Foundation

/// A lock that the same thread may take again while holding it.
///
/// A thin wrapper over a recursive pthread mutex: RxSwift uses
/// `NSRecursiveLock`; a pthread mutex avoids its Objective-C style overhead.
///
/// **The lock rule** (Sources/Rx/LOCKS.md, with the audit of every lock in
/// the library): hold a lock only to read and change state. Never dispose a
/// subscription, subscribe, replay to a new subscriber or call any other
/// foreign code while holding it; forwarding events to the one downstream
/// observer of a sink is the single exception. A sink that decides under its
/// lock to end calls `Sink.dispose(afterUnlocking:)` (or
/// `disposeAfterUnlock(_:)` for any other disposable): the disposal runs when
/// the thread releases the lock for the last time.
@usableFromInline
final class RecursiveLock: ManagedBuffer<RecursiveLockState, pthread_mutex_t> {
    /// A new lock: one allocation, the object with its mutex and state in
    /// it (a separately allocated mutex cost a second malloc and free per
    /// lock, and most sinks and disposables with state have a lock).
    @usableFromInline static func make() -> RecursiveLock {
        let lock = unsafeDowncast(create(minimumCapacity: 1) { _ in RecursiveLockState() }, to: RecursiveLock.self)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        lock.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, &attributes)
        }
        pthread_mutexattr_destroy(&attributes)
        return lock
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }

    /// The mutex, in the object's tail storage (its address never changes).
    @inlinable @inline(__always) var mutex: UnsafeMutablePointer<pthread_mutex_t> {
        withUnsafeMutablePointerToElements { $0 }
    }

    /// The lock's state, touched only by the thread holding the lock; through
    /// a pointer, so that no access is registered with the run-time
    /// exclusivity checks.
    @inlinable @inline(__always) var state: UnsafeMutablePointer<RecursiveLockState> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    @inlinable @inline(__always) func lock() {
        pthread_mutex_lock(mutex)
        state.pointee.depth += 1
    }

    /// Releases the lock once; the outermost release then runs the disposals
    /// asked for while it was held, after the mutex is free.
    @inlinable @inline(__always) func unlock() {
        let state = state
        state.pointee.depth -= 1
        if state.pointee.depth == 0 && state.pointee.hasPendingDisposals {
            unlockAndRunDisposals()
            return
        }
        pthread_mutex_unlock(mutex)
    }

    @usableFromInline @inline(never)
    func unlockAndRunDisposals() {
        let first = state.pointee.firstPendingDisposal.take()
        state.pointee.hasPendingDisposals = false
        var others: [Disposable] = []
        if !state.pointee.otherPendingDisposals.isEmpty {
            swap(&others, &state.pointee.otherPendingDisposals)
        }
        pthread_mutex_unlock(mutex)
        first?.dispose()
        for disposable in others { disposable.dispose() }
    }

    /// Disposes `disposable` once the current thread has released this lock
    /// as many times as it took it. Call it only while holding the lock.
    func disposeAfterUnlock(_ disposable: Disposable) {
        if state.pointee.depth == 0 { rxFatalError("disposeAfterUnlock called without holding the lock") }
        if state.pointee.hasPendingDisposals {
            state.pointee.otherPendingDisposals.append(disposable)
        } else {
            state.pointee.firstPendingDisposal = disposable
            state.pointee.hasPendingDisposals = true
        }
    }

    /// Runs `action` holding the lock and returns what it returns: the one
    /// way Rx takes a lock outside this file. Read and change state in
    /// `action` and return what to act on; act (dispose, subscribe, replay,
    /// call observers) after it returns, outside the lock. Forwarding to a
    /// sink's one downstream observer is the one call made inside it.
    @inlinable @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try action()
    }
}

/// A `RecursiveLock`'s state, in the header of its storage.
@usableFromInline
struct RecursiveLockState {
    /// How many times the owning thread holds the lock.
    @usableFromInline var depth = 0
    /// Disposals asked for under the lock, run in order after its outermost
    /// release: the first kept inline (a sink ending under its lock asks for
    /// one, and an array would allocate a buffer for it each time), the
    /// others after it.
    /// Whether `firstPendingDisposal` is set: what `unlock()` reads, a flag
    /// (comparing the optional existential with nil copied it).
    @usableFromInline var hasPendingDisposals = false
    @usableFromInline var firstPendingDisposal: Disposable?
    @usableFromInline var otherPendingDisposals: [Disposable] = []

    @usableFromInline init() {}
}

/// A lock that is not recursive, over state that is only read and changed
/// while it is held: nothing is called under it, so it needs no recursion
/// and no disposals after unlocking. The state lives in its owner, in
/// `@exclusivity(unchecked)` properties touched only in `performLocked`.
///
/// A pthread mutex rather than Synchronization's `Mutex`: the thread
/// sanitizer intercepts pthread mutexes and so checks what the lock guards,
/// while `Mutex` locks in the standard library, which is not instrumented,
/// and the sanitizer reported every access under one as a race (5 reports
/// on DisposeBag in `make test-tsan`).
@usableFromInline
struct PlainLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `action` holding the lock and returns what it returns.
    @inlinable @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try action()
    }
}
