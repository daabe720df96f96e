import Foundation
import Rx

/// Virtual time of a `TestScheduler`: an integer number of ticks.
public typealias TestTime = Int

/// Converts between a `TestScheduler`'s integer ticks and real time: one tick
/// is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    /// A converter where one tick lasts `resolution` seconds.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeIntervalUnit((time.timeIntervalSince1970 / resolution).rounded())
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit((timeInterval / resolution).rounded())
    }

    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}
