import Foundation
import Synchronization

/// A lock that the same thread may take again while holding it.
///
/// RxSwift uses `NSRecursiveLock`. This one is two atomic words in the object
/// itself (a `LockWord` and the holder's thread), so that making one costs no
/// `pthread_mutex_init`, and taking and releasing it costs a compare-and-swap
/// and a swap when no other thread wants it (a pthread mutex cost about 70
/// instructions a pair, and about 80 more to make and destroy). A thread that
/// finds it held waits in the `ParkingLot`, on a pthread condition variable.
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
final class RecursiveLock {
    /// Free or held, by which thread, how many times.
    @usableFromInline let word = ReentrantLockWord()
    /// Disposals asked for under the lock, run in order after its outermost
    /// release: the first kept inline (a sink ending under its lock asks for
    /// one, and an array would allocate a buffer for it each time), the
    /// others after it. Touched only by the holder.
    /// Whether `firstPendingDisposal` is set: what `unlock()` reads, a flag
    /// (comparing the optional existential with nil copied it).
    @usableFromInline @exclusivity(unchecked) var hasPendingDisposals = false
    @usableFromInline @exclusivity(unchecked) var firstPendingDisposal: Disposable?
    @usableFromInline @exclusivity(unchecked) var otherPendingDisposals: [Disposable] = []

    /// A new lock: one allocation, the object itself.
    @usableFromInline static func make() -> RecursiveLock { RecursiveLock() }

    private init() {}

    @inlinable @inline(__always) func lock() {
        word.enter(parkingIn: ParkingLot.bucketIndex(of: self))
    }

    /// Releases the lock once; the outermost release then runs the disposals
    /// asked for while it was held, after the lock is free.
    @inlinable @inline(__always) func unlock() {
        if !word.leave() { return }
        if hasPendingDisposals {
            unlockAndRunDisposals()
            return
        }
        word.release(parkingIn: ParkingLot.bucketIndex(of: self))
    }

    @usableFromInline @inline(never)
    func unlockAndRunDisposals() {
        let first = firstPendingDisposal.take()
        hasPendingDisposals = false
        var others: [Disposable] = []
        if !otherPendingDisposals.isEmpty {
            swap(&others, &otherPendingDisposals)
        }
        word.release(parkingIn: ParkingLot.bucketIndex(of: self))
        first?.dispose()
        for disposable in others { disposable.dispose() }
    }

    /// Disposes `disposable` once the current thread has released this lock
    /// as many times as it took it. Call it only while holding the lock.
    func disposeAfterUnlock(_ disposable: Disposable) {
        if !word.isHeldByCurrentThread {
            rxFatalError("disposeAfterUnlock called without holding the lock")
        }
        if hasPendingDisposals {
            otherPendingDisposals.append(disposable)
        } else {
            firstPendingDisposal = disposable
            hasPendingDisposals = true
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

/// A lock word that the thread holding it may take again: a `LockWord`, the
/// holder's identity and how many times it holds it, all atomics, so that it
/// can be a `let` of the object whose state it guards (no object of its own
/// to allocate). `RecursiveLock` is one with its disposals after unlocking;
/// create's sink holds one directly.
@usableFromInline
struct ReentrantLockWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let word = LockWord()
    /// The thread holding the lock (`currentThreadID()`), 0 when it is free.
    /// Only the holder stores its own identity here, so a thread that reads
    /// its own identity holds the lock; relaxed loads are enough.
    @usableFromInline let owner = Atomic<UInt>(0)
    /// How many times the holder took it; only the holder touches it.
    @usableFromInline let depth = Atomic<Int>(0)

    @inlinable @inline(__always) init() {}

    /// Takes the lock, or takes it again if this thread holds it.
    @inlinable @inline(__always) func enter(parkingIn bucket: Int) {
        let thread = currentThreadID()
        if owner.load(ordering: .relaxed) == thread {
            depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return
        }
        word.lock(parkingIn: bucket)
        owner.store(thread, ordering: .relaxed)
        depth.store(1, ordering: .relaxed)
    }

    /// Gives up one hold; returns whether it was the outermost one, when the
    /// caller, still holding the lock, must `release` it.
    @inlinable @inline(__always) func leave() -> Bool {
        let remaining = depth.load(ordering: .relaxed) &- 1
        depth.store(remaining, ordering: .relaxed)
        return remaining == 0
    }

    /// Frees the lock after the outermost `leave()`.
    @inlinable @inline(__always) func release(parkingIn bucket: Int) {
        owner.store(0, ordering: .relaxed)
        word.unlock(parkingIn: bucket)
    }

    var isHeldByCurrentThread: Bool { owner.load(ordering: .relaxed) == currentThreadID() }
}

/// This thread's identity, never 0: what a `RecursiveLock` compares with its
/// holder.
@inlinable @inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}

/// The word of a lock that is not recursive: 0 when it is free, 1 when it is
/// held, 2 when it is held and threads may be waiting for it (so that
/// releasing it wakes them). Taking a free lock is one compare-and-swap and
/// releasing it one swap; a thread that finds it held spins briefly, then
/// sleeps in one of the `ParkingLot`'s buckets (the owner says which), and
/// the release that sees 2 wakes that bucket.
///
/// Its atomics are compiled into Rx, so the thread sanitizer sees the lock's
/// acquire and release and checks what it guards (Synchronization's `Mutex`
/// locks inside the standard library, which it does not instrument).
@usableFromInline
struct LockWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let state = Atomic<UInt32>(0)

    @inlinable @inline(__always) init() {}

    @inlinable @inline(__always) func lock(parkingIn bucket: Int) {
        if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            lockContended(parkingIn: bucket)
        }
    }

    @inlinable @inline(__always) func unlock(parkingIn bucket: Int) {
        if state.exchange(0, ordering: .releasing) == 2 {
            ParkingLot.wakeAll(bucket)
        }
    }

    @usableFromInline @inline(never)
    func lockContended(parkingIn bucket: Int) {
        // The holder usually releases within a few hundred instructions.
        for _ in 0..<100 {
            if state.load(ordering: .relaxed) == 0
                && state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
        }
        ParkingLot.wait(bucket) {
            // Marks the lock as wanted; 0 means it was free, and is now ours
            // (held as 2: other threads may still be waiting).
            state.exchange(2, ordering: .acquiring) == 0
        }
    }
}

/// Where threads wait for a held `LockWord`: a fixed set of buckets, each a
/// pthread mutex and condition variable, shared by the locks whose bucket
/// index falls on it. Waking a bucket wakes every thread in it; each retries
/// its own lock and sleeps again if it is still held (a thread waiting for
/// another lock of the bucket wakes for nothing, which is correct, and rare).
@usableFromInline
enum ParkingLot {
    struct Bucket {
        var mutex = pthread_mutex_t()
        var condition = pthread_cond_t()
    }

    static let bucketCount = 64

    nonisolated(unsafe) static let buckets: UnsafeMutablePointer<Bucket> = {
        let buckets = UnsafeMutablePointer<Bucket>.allocate(capacity: bucketCount)
        for index in 0..<bucketCount {
            (buckets + index).initialize(to: Bucket())
            pthread_mutex_init(&buckets[index].mutex, nil)
            pthread_cond_init(&buckets[index].condition, nil)
        }
        return buckets
    }()

    /// The bucket of a lock that is (or is in) `object`: its address, mixed.
    @inlinable @inline(__always)
    static func bucketIndex(of object: AnyObject) -> Int {
        let address = UInt(bitPattern: ObjectIdentifier(object))
        return Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The bucket of the next lock made without an owner object: round robin.
    static func nextBucketIndex() -> Int {
        Int(nextBucket.wrappingAdd(1, ordering: .relaxed).oldValue % UInt(bucketCount))
    }

    private static let nextBucket = Atomic<UInt>(0)

    /// Sleeps in bucket `index` until `acquired()`, called with the bucket's
    /// mutex held (so that no wake-up falls between the test and the sleep),
    /// returns true.
    @usableFromInline
    static func wait(_ index: Int, until acquired: () -> Bool) {
        let bucket = buckets + index
        pthread_mutex_lock(&bucket.pointee.mutex)
        while !acquired() {
            pthread_cond_wait(&bucket.pointee.condition, &bucket.pointee.mutex)
        }
        pthread_mutex_unlock(&bucket.pointee.mutex)
    }

    /// Wakes every thread waiting in bucket `index`.
    @usableFromInline
    static func wakeAll(_ index: Int) {
        let bucket = buckets + index
        pthread_mutex_lock(&bucket.pointee.mutex)
        pthread_cond_broadcast(&bucket.pointee.condition)
        pthread_mutex_unlock(&bucket.pointee.mutex)
    }
}

/// A lock that is not recursive, over state that is only read and changed
/// while it is held: nothing is called under it, so it needs no recursion
/// and no disposals after unlocking. The state lives in its owner, in
/// `@exclusivity(unchecked)` properties touched only in `performLocked`.
///
/// A `LockWord` in its owner (nothing allocated), rather than
/// Synchronization's `Mutex`: `Mutex` locks in the standard library, which
/// the thread sanitizer does not instrument, and it reported every access
/// under one as a race (5 reports on DisposeBag in `make test-tsan`); the
/// word's atomics are compiled into Rx, so the sanitizer checks what it
/// guards.
@usableFromInline
struct PlainLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let word = LockWord()
    /// Where a thread that finds the lock held waits (`ParkingLot`).
    @usableFromInline let bucket: Int

    @usableFromInline init() {
        bucket = ParkingLot.nextBucketIndex()
    }

    /// Runs `action` holding the lock and returns what it returns.
    @inlinable @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        word.lock(parkingIn: bucket)
        defer { word.unlock(parkingIn: bucket) }
        return try action()
    }
}
