import Foundation

/// A scheduler whose clock only moves when told to: work runs in time order,
/// instantly, as the clock advances. The base of `TestScheduler` and
/// `HistoricalScheduler`.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    private var running = false
    private var currentClock: VirtualTime
    /// Holds `VirtualSchedulerItem<VirtualTime>`s as their non-generic base:
    /// a queue of a type generic over the time ran its heap in unspecialised
    /// code (a generic metadata lookup and value-witness calls per swap,
    /// about 1,400 instructions per level of the heap, more than half of a
    /// TestScheduler's time with 20,000 events scheduled); the queue of one
    /// concrete class is compiled for it.
    private var schedulerQueue: PriorityQueue<VirtualSchedulerItemBase>
    private var converter: Converter
    private var nextId = 0

    /// The scheduler's time as a `Date`.
    public var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// The virtual clock.
    public var clock: VirtualTime { currentClock }

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: VirtualTime, converter: Converter) {
        currentClock = initialClock
        self.converter = converter
        schedulerQueue = PriorityQueue(
            hasHigherPriority: { lhs, rhs in
                switch converter.compareVirtualTime(
                    VirtualSchedulerItem<VirtualTime>.of(lhs).time, VirtualSchedulerItem<VirtualTime>.of(rhs).time)
                {
                case .lessThan: return true
                case .greaterThan: return false
                case .equal: return lhs.id < rhs.id
                }
            }, isEqual: { $0 === $1 })
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = now.addingDispatchInterval(dueTime)
        let absoluteTime = converter.convertToVirtualTime(time)
        return scheduleAbsoluteVirtual(state, time: adjustScheduledTime(absoluteTime), action: action)
    }

    /// Schedules `action` `dueTime` virtual units from now.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType, dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at virtual time `time`.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType, time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let compositeDisposable = CompositeDisposable()
        let item = VirtualSchedulerItem(
            action: {
                action(state)
            }, time: time, id: nextId)
        nextId += 1
        schedulerQueue.enqueue(item)
        _ = compositeDisposable.insert(item)
        return compositeDisposable
    }

    /// Adjusts the time at which scheduled work runs; a subclass may delay it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime { time }

    /// Runs every scheduled item in time order until none is left or `stop()`.
    public func start() {
        if running { return }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.invoke()
            schedulerQueue.remove(next)
        } while running
        running = false
    }

    func findNext() -> VirtualSchedulerItem<VirtualTime>? {
        while let front = schedulerQueue.peek() {
            let item = VirtualSchedulerItem<VirtualTime>.of(front)
            if item.isDisposed {
                // The front of the heap: taken off the top, not searched for.
                _ = schedulerQueue.dequeue()
                continue
            }
            return item
        }
        return nil
    }

    /// Runs the scheduled items due up to `virtualTime`, then sets the clock
    /// to `virtualTime`.
    public func advanceTo(_ virtualTime: VirtualTime) {
        if running { fatalError("Scheduler is already running") }
        running = true
        repeat {
            guard let next = findNext() else { break }
            if converter.compareVirtualTime(next.time, virtualTime).greaterThan { break }
            if converter.compareVirtualTime(next.time, clock).greaterThan {
                currentClock = next.time
            }
            next.invoke()
            schedulerQueue.remove(next)
        } while running
        currentClock = virtualTime
        running = false
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        let sleepTo = converter.offsetVirtualTime(clock, offset: virtualInterval)
        if converter.compareVirtualTime(sleepTo, clock).lessThan {
            fatalError("Can't sleep to past.")
        }
        currentClock = sleepTo
    }

    /// Stops `start()` or `advanceTo(_:)` after the item running now.
    public func stop() {
        running = false
    }

    #if TRACE_RESOURCES
        deinit { _ = Resources.decrementTotal() }
    #endif
}

extension VirtualTimeScheduler: CustomDebugStringConvertible {
    public var debugDescription: String {
        schedulerQueue.debugDescription
    }
}

/// What a virtual-time scheduler's queue holds: the item's order among items
/// due at the same time. Every element of one scheduler's queue is a
/// `VirtualSchedulerItem` of its time type (`VirtualSchedulerItem.of(_:)`).
class VirtualSchedulerItemBase: CustomDebugStringConvertible {
    let id: Int

    init(id: Int) { self.id = id }

    var debugDescription: String { "\(id)" }
}

final class VirtualSchedulerItem<Time>: VirtualSchedulerItemBase, Disposable {
    typealias Action = () -> Disposable

    let action: Action
    let time: Time
    private let disposable = SingleAssignmentDisposable()

    var isDisposed: Bool { disposable.isDisposed }

    init(action: @escaping Action, time: Time, id: Int) {
        self.action = action
        self.time = time
        super.init(id: id)
    }

    /// `item` as what it is: the queue of a scheduler whose time is `Time`
    /// holds only items of this class, so no checked cast is needed.
    @inline(__always)
    static func of(_ item: VirtualSchedulerItemBase) -> VirtualSchedulerItem<Time> {
        unsafeDowncast(item, to: VirtualSchedulerItem<Time>.self)
    }

    override var debugDescription: String { "\(time)" }

    func invoke() { disposable.setDisposable(action()) }

    func dispose() { disposable.dispose() }
}
