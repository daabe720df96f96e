import Foundation

extension RxTimeInterval {
    /// What is left of this interval once the time between `earlierDate` and
    /// `laterDate` has passed, in the interval's own unit, rounded to the
    /// nearest unit; never negative. `.never` stays `.never`.
    ///
    /// `throttle` and `delay` use it to wait out the rest of a period that
    /// began at `earlierDate`.
    func remaining(afterSpanFrom earlierDate: Date, to laterDate: Date) -> RxTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func remainder(_ value: Int, unitsPerSecond: Double) -> Int {
            let left = Double(value) - elapsed * unitsPerSecond
            guard left > 0 else { return 0 }
            return Int(left.rounded(.toNearestOrAwayFromZero))
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, unitsPerSecond: 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, unitsPerSecond: 1_000))
        case .microseconds(let value): return .microseconds(remainder(value, unitsPerSecond: 1_000_000))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, unitsPerSecond: 1_000_000_000))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// Whether the interval is zero or negative: the time is now.
    var isNow: Bool {
        switch self {
        case .seconds(let value), .milliseconds(let value), .microseconds(let value), .nanoseconds(let value):
            return value <= 0
        case .never: return false
        @unknown default: return false
        }
    }
}
