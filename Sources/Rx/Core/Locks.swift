import Foundation
import Synchronization

/// A lock that the same thread may take again while holding it.
///
/// RxSwift uses `NSRecursiveLock`. This one is a `ReentrantLockWord` in the
/// object itself (a `LockWord`, the holder's thread and its depth, all
/// atomics), so that making one costs no `pthread_mutex_init`, and taking and
/// releasing it costs a compare-and-swap and a swap when no other thread
/// wants it (a pthread mutex cost about 70 instructions a pair, and about 80
/// more to make and destroy). A thread that finds it held sleeps on the
/// lock's own condition variable (see `LockWord`).
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
final class RecursiveLock: DeferringLock {
    /// Free or held, by which thread, how many times.
    @usableFromInline let word = ReentrantLockWord()
    /// Disposals asked for under the lock; touched only by the holder.
    @usableFromInline @exclusivity(unchecked) var pending = PendingDisposals()

    /// A new lock: one allocation, the object itself.
    @usableFromInline static func make() -> RecursiveLock { RecursiveLock() }

    private init() {}

    @inlinable @inline(__always) func lock() {
        word.enter()
    }

    /// Releases the lock once; the outermost release then runs the disposals
    /// asked for while it was held, after the lock is free.
    @inlinable @inline(__always) func unlock() {
        word.exit(running: &pending)
    }

    /// Disposes `disposable` once the current thread has released this lock
    /// as many times as it took it. Call it only while holding the lock.
    @usableFromInline func disposeAfterUnlock(_ disposable: Disposable) {
        word.deferDisposal(disposable, to: &pending)
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

/// A lock that runs the disposals asked for under it after its outermost
/// release (see LOCKS.md): a `RecursiveLock`, or a sink that is its own lock
/// (`LockingForwardingSink`). What a sink that ends under its lock hands its
/// terminal event to (`forwardTerminal(_:disposingAfterUnlocking:)`).
@usableFromInline
protocol DeferringLock: AnyObject {
    /// Disposes `disposable` once the current thread has released the lock
    /// as many times as it took it. Call it only while holding the lock.
    func disposeAfterUnlock(_ disposable: Disposable)
}

/// The disposals asked for under a lock, run in order after its outermost
/// release: the first kept inline (a sink ending under its lock asks for one,
/// and an array would allocate a buffer for it each time), the others after
/// it. `isEmpty` is what each release reads: a flag (comparing the optional
/// existential with nil copied it). Touched only by the lock's holder.
@usableFromInline
struct PendingDisposals {
    @usableFromInline var isEmpty = true
    @usableFromInline var first: Disposable?
    @usableFromInline var others: [Disposable] = []

    @usableFromInline init() {}
}

/// A lock word that the thread holding it may take again: a `LockWord`, the
/// holder's identity and how many times it holds it, all atomics, so that it
/// can be a `let` of the object whose state it guards (no object of its own
/// to allocate). `RecursiveLock` and `LockingForwardingSink` are one with
/// their disposals after unlocking.
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
    @inlinable @inline(__always) func enter() {
        let thread = currentThreadID()
        if owner.load(ordering: .relaxed) == thread {
            depth.store(depth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return
        }
        word.lock()
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
    @inlinable @inline(__always) func release() {
        owner.store(0, ordering: .relaxed)
        word.unlock()
    }

    var isHeldByCurrentThread: Bool { owner.load(ordering: .relaxed) == currentThreadID() }
}

extension ReentrantLockWord {
    /// Keeps `disposable` in `pending`, to run after the outermost release.
    /// Call it only while holding the lock.
    func deferDisposal(_ disposable: Disposable, to pending: inout PendingDisposals) {
        if !isHeldByCurrentThread { rxFatalError("disposeAfterUnlock called without holding the lock") }
        if pending.isEmpty {
            pending.first = disposable
            pending.isEmpty = false
        } else {
            pending.others.append(disposable)
        }
    }

    /// Gives up one hold; the outermost one releases the lock and then runs
    /// the disposals asked for meanwhile: what `RecursiveLock.unlock()` and
    /// `LockingForwardingSink.performLocked(_:)` do on leaving.
    @inlinable @inline(__always) func exit(running pending: inout PendingDisposals) {
        if !leave() { return }
        if !pending.isEmpty {
            releaseAndRun(&pending)
            return
        }
        release()
    }

    /// The outermost release when disposals are pending: takes them out,
    /// releases the lock, then runs them in order.
    @usableFromInline @inline(never)
    func releaseAndRun(_ pending: inout PendingDisposals) {
        let first = pending.first.take()
        pending.isEmpty = true
        var others: [Disposable] = []
        if !pending.others.isEmpty {
            swap(&others, &pending.others)
        }
        release()
        first?.dispose()
        for disposable in others { disposable.dispose() }
    }
}

/// A `ForwardingSink` that is its own `RecursiveLock`: the lock word and its
/// pending disposals are fields of the sink, so a sink with a lock costs one
/// allocation, not two. A subclass takes itself as it would take a lock
/// object: `performLocked { ... }`, `forwardError(error,
/// disposingAfterUnlocking: self)`, `disposeAfterUnlock(...)` (its inner
/// observers: `parent.performLocked { ... }`). (A computed `lock` returning
/// the sink cost a retain and a release at each use.)
@usableFromInline
class LockingForwardingSink<SourceElement, Observer: ObserverType>: ForwardingSink<SourceElement, Observer>,
    DeferringLock
{
    private final let lockWord = ReentrantLockWord()
    @exclusivity(unchecked) private final var pendingDisposals = PendingDisposals()

    @inline(__always)
    override init(observer: Observer) { super.init(observer: observer) }

    /// `RecursiveLock.performLocked(_:)`, on the sink's own lock.
    @inline(__always)
    final func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        // Not a `defer`: the compiler outlines it into a function generic over
        // the sink's type parameters, and calling that looks up this class's
        // metadata (some 600 instructions) each time.
        lockWord.enter()
        let result: T
        do {
            result = try action()
        } catch {
            lockWord.exit(running: &pendingDisposals)
            throw error
        }
        lockWord.exit(running: &pendingDisposals)
        return result
    }

    @usableFromInline final func disposeAfterUnlock(_ disposable: Disposable) {
        lockWord.deferDisposal(disposable, to: &pendingDisposals)
    }
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
/// releasing it wakes one). Taking a free lock is one compare-and-swap and
/// releasing it one swap; a thread that finds it held spins briefly, then
/// sleeps on the lock's own `Parker` (a pthread mutex and condition
/// variable, made the first time a thread has to wait, freed with the lock),
/// and the release that sees 2 wakes one sleeper, which takes the lock or,
/// if another thread took it first, marks it wanted again and sleeps.
///
/// Its atomics are compiled into Rx, so the thread sanitizer sees the lock's
/// acquire and release and checks what it guards (Synchronization's `Mutex`
/// locks inside the standard library, which it does not instrument).
@usableFromInline
struct LockWord: ~Copyable, @unchecked Sendable {
    @usableFromInline let state = Atomic<UInt32>(0)
    /// The address of the lock's `Parker`, 0 until a thread first waited.
    @usableFromInline let parker = Atomic<UInt>(0)

    @inlinable @inline(__always) init() {}

    deinit {
        let address = parker.load(ordering: .acquiring)
        if address != 0 { Parker.destroy(address) }
    }

    @inlinable @inline(__always) func lock() {
        if !state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            lockContended()
        }
    }

    @inlinable @inline(__always) func unlock() {
        if state.exchange(0, ordering: .acquiringAndReleasing) == 2 {
            wakeOne()
        }
    }

    @usableFromInline @inline(never)
    func lockContended() {
        // The holder usually releases within a few hundred instructions.
        for _ in 0..<100 {
            if state.load(ordering: .relaxed) == 0
                && state.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
        }
        let parker = parkerToWaitOn()
        pthread_mutex_lock(&parker.pointee.mutex)
        // Marks the lock wanted; 0 means it was free, and is now ours (held
        // as 2: other threads may still be waiting). The parker's mutex is
        // held from the mark to the sleep, so the release that sees the mark
        // signals after this thread sleeps.
        while state.exchange(2, ordering: .acquiringAndReleasing) != 0 {
            pthread_cond_wait(&parker.pointee.condition, &parker.pointee.mutex)
        }
        pthread_mutex_unlock(&parker.pointee.mutex)
    }

    /// Called by the release that saw 2: a waiter made the parker before it
    /// marked the lock.
    @usableFromInline @inline(never)
    func wakeOne() {
        let parker = UnsafeMutablePointer<Parker>(bitPattern: parker.load(ordering: .acquiring))!
        pthread_mutex_lock(&parker.pointee.mutex)
        pthread_cond_signal(&parker.pointee.condition)
        pthread_mutex_unlock(&parker.pointee.mutex)
    }

    /// The lock's parker, made now if no thread has waited before.
    private func parkerToWaitOn() -> UnsafeMutablePointer<Parker> {
        let address = parker.load(ordering: .acquiring)
        if address != 0 { return UnsafeMutablePointer(bitPattern: address)! }
        let made = Parker.make()
        let (exchanged, original) = parker.compareExchange(
            expected: 0, desired: UInt(bitPattern: made), ordering: .acquiringAndReleasing)
        if exchanged { return made }
        Parker.destroy(UInt(bitPattern: made))
        return UnsafeMutablePointer(bitPattern: original)!
    }
}

/// Where threads wait for a held `LockWord`: one per lock that ever had a
/// waiter (a condition variable of its own, so that a release wakes one of
/// its own waiters, not every thread waiting on any lock).
@usableFromInline
struct Parker {
    var mutex = pthread_mutex_t()
    var condition = pthread_cond_t()

    static func make() -> UnsafeMutablePointer<Parker> {
        let parker = UnsafeMutablePointer<Parker>.allocate(capacity: 1)
        parker.initialize(to: Parker())
        pthread_mutex_init(&parker.pointee.mutex, nil)
        pthread_cond_init(&parker.pointee.condition, nil)
        return parker
    }

    @usableFromInline
    static func destroy(_ address: UInt) {
        let parker = UnsafeMutablePointer<Parker>(bitPattern: address)!
        pthread_cond_destroy(&parker.pointee.condition)
        pthread_mutex_destroy(&parker.pointee.mutex)
        parker.deinitialize(count: 1)
        parker.deallocate()
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

    @usableFromInline init() {}

    /// Runs `action` holding the lock and returns what it returns.
    @inlinable @inline(__always)
    func performLocked<T>(_ action: () throws -> T) rethrows -> T {
        word.lock()
        defer { word.unlock() }
        return try action()
    }
}
