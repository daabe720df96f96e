import Foundation

/// A per-thread slot holding a value; the storage behind
/// `CurrentThreadScheduler`'s trampoline.
private final class ThreadSlot<Value: AnyObject> {
    private var key = pthread_key_t()

    init() {
        pthread_key_create(&key) { pointer in
            #if canImport(Darwin)
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
            #else
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            #endif
        }
    }

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

/// The queue of work waiting for the running trampoline on this thread.
final class TrampolineQueue {
    var items: [ScheduledItemType] = []
    var head = 0

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
}

private let isScheduleRequiredSlot = ThreadSlot<NSNumber>()
private let queueSlot = ThreadSlot<TrampolineQueue>()

/// Runs work on the current thread, after the work already running there:
/// the first action runs at once, and actions it schedules wait in a queue
/// (a trampoline) until it returns. It is what makes recursive subscriptions
/// run one after the other rather than nested.
public class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler of the current thread.
    public static let instance = CurrentThreadScheduler()

    /// Whether no action is running on this thread's trampoline, so a new
    /// action would run at once.
    public static private(set) var isScheduleRequired: Bool {
        get { isScheduleRequiredSlot.value == nil }
        set { isScheduleRequiredSlot.value = newValue ? nil : NSNumber(value: true) }
    }

    static var queue: TrampolineQueue? {
        get { queueSlot.value }
        set { queueSlot.value = newValue }
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if CurrentThreadScheduler.isScheduleRequired {
            CurrentThreadScheduler.isScheduleRequired = false
            let disposable = action(state)
            defer {
                CurrentThreadScheduler.isScheduleRequired = true
                CurrentThreadScheduler.queue = nil
            }
            guard let queue = CurrentThreadScheduler.queue else { return disposable }
            while let item = queue.dequeue() {
                if item.isDisposed { continue }
                item.invoke()
            }
            return disposable
        }
        let queue: TrampolineQueue
        if let existing = CurrentThreadScheduler.queue {
            queue = existing
        } else {
            queue = TrampolineQueue()
            CurrentThreadScheduler.queue = queue
        }
        let item = ScheduledItem(action: action, state: state)
        queue.items.append(item)
        return item
    }
}
