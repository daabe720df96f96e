import Foundation

/// A per-thread slot holding a value; the storage behind
/// `CurrentThreadScheduler`'s trampoline.
private final class ThreadSlot<Value: AnyObject> {
    // A constant once made: reading it needs no run-time exclusivity check
    // (a `var` would cost one on every lookup of the thread's trampoline).
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
                Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
        self.key = key
    }

    /// The value's address, not retained.
    var pointer: UnsafeMutableRawPointer? { pthread_getspecific(key) }

    var value: Value? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            if let old = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(old).release() }
            pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0 as AnyObject).toOpaque() })
        }
    }
}

/// A thread's trampoline: whether an action is running on it, and the queue
/// of work waiting for that action to return. One per thread, made on first
/// use and kept (with its queue's capacity) until the thread ends, so that
/// entering the trampoline allocates nothing.
final class Trampoline {
    /// Whether an action is running on this thread's trampoline.
    @exclusivity(unchecked) var isRunning = false
    @exclusivity(unchecked) private var items: [ScheduledItemType] = []
    @exclusivity(unchecked) private var head = 0

    /// Whether work is waiting in the queue.
    var hasQueuedItems: Bool { head < items.count }

    func enqueue(_ item: ScheduledItemType) { items.append(item) }

    /// Queues `item` ahead of everything waiting.
    func enqueueFirst(_ item: ScheduledItemType) { items.insert(item, at: head) }

    func dequeue() -> ScheduledItemType? {
        guard head < items.count else { return nil }
        let item = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return item
    }

    /// Runs `body` as the trampoline's running action, then every queued
    /// item that is not disposed, in order. Call only when not running.
    @inline(__always)
    func run<Result>(_ body: () -> Result) -> Result {
        isRunning = true
        defer {
            isRunning = false
            // The loop below leaves the queue empty (`dequeue` empties it
            // when it hands out the last item): only a big queue's memory is
            // given back, and an empty one is not touched.
            if items.capacity > 64 { items = [] }
        }
        let result = body()
        while let item = dequeue() {
            if item.isDisposed { continue }
            item.invoke()
        }
        return result
    }

    private static let slot = ThreadSlot<Trampoline>()

    /// Whether this thread's trampoline is running: what a subscription asks
    /// first, read without retaining the trampoline (the thread's slot keeps
    /// it while the thread lives), where `current` costs a retain and a
    /// release.
    static var isRunningOnThisThread: Bool {
        guard let pointer = slot.pointer else { return false }
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.isRunning }
    }

    /// `current.run(body)`, with the trampoline lent by the thread's slot
    /// (which keeps it while the thread lives) rather than retained: a
    /// retain and a release fewer per subscription entered off the
    /// trampoline.
    @inline(__always)
    static func runOnCurrent<Result>(_ body: () -> Result) -> Result {
        guard let pointer = slot.pointer else { return current.run(body) }
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.run(body) }
    }

    /// This thread's trampoline.
    static var current: Trampoline {
        if let trampoline = slot.value { return trampoline }
        let trampoline = Trampoline()
        slot.value = trampoline
        return trampoline
    }
}

/// Runs work on the current thread, after the work already running there:
/// the first action runs at once, and actions it schedules wait in a queue
/// (a trampoline) until it returns. It is what makes recursive subscriptions
/// run one after the other rather than nested.
public class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler of the current thread.
    public static let instance = CurrentThreadScheduler()

    /// Whether no action is running on this thread's trampoline, so a new
    /// action would run at once.
    public static var isScheduleRequired: Bool { !Trampoline.isRunningOnThisThread }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if !trampoline.isRunning {
            return trampoline.run { action(state) }
        }
        let item = ScheduledItem(action: action, state: state)
        trampoline.enqueue(item)
        return item
    }
}
