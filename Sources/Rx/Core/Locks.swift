import Foundation

/// A lock that the same thread may take again while holding it.
///
/// A thin wrapper over a recursive pthread mutex: RxSwift uses
/// `NSRecursiveLock`; a pthread mutex avoids its Objective-C style overhead.
@usableFromInline
final class RecursiveLock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inlinable @inline(__always) func lock() { pthread_mutex_lock(mutex) }
    @inlinable @inline(__always) func unlock() { pthread_mutex_unlock(mutex) }

    @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try action()
    }
}

/// The lock subjects and operators use to serialise their state.
typealias SpinLock = RecursiveLock
