/// When a test observable was subscribed to and, if it was, unsubscribed from.
public struct Subscription: Hashable, CustomDebugStringConvertible {
    /// The virtual time of the subscription.
    public let subscribe: TestTime
    /// The virtual time of the disposal; `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription at `subscribe` that was never disposed.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
