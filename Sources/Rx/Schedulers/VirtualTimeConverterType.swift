import Foundation

/// Converts between a virtual-time scheduler's clock and real time.
public protocol VirtualTimeConverterType {
    /// The virtual clock's time type.
    associatedtype VirtualTimeUnit
    /// The virtual clock's interval type.
    associatedtype VirtualTimeIntervalUnit

    /// The real time of `virtualTime`.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time of real time `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The length in seconds of `virtualTimeInterval`.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> Foundation.TimeInterval
    /// The virtual interval lasting `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: Foundation.TimeInterval) -> VirtualTimeIntervalUnit
    /// `time` moved forward by `offset`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// The order of two virtual times.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison {
    case lessThan
    case equal
    case greaterThan
}

extension VirtualTimeComparison {
    var lessThan: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
}

/// Converts virtual time measured as a `Date` one to one.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    public init() {}

    public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }
    public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval { virtualTimeInterval }
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }
    public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }

    public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        switch lhs.compare(rhs) {
        case .orderedAscending: return .lessThan
        case .orderedSame: return .equal
        case .orderedDescending: return .greaterThan
        }
    }
}

/// A virtual-time scheduler whose clock is a `Date`, for replaying history.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> {
    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
