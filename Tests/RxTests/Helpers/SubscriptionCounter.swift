import Foundation

/// Counts subscriptions to and disposals of a source, from any thread.
final class SubscriptionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var subscriptionCount = 0
    private var disposalCount = 0

    func subscribed() { lock.lock(); subscriptionCount += 1; lock.unlock() }
    func disposed() { lock.lock(); disposalCount += 1; lock.unlock() }

    var subscriptions: Int { lock.lock(); defer { lock.unlock() }; return subscriptionCount }
    var disposals: Int { lock.lock(); defer { lock.unlock() }; return disposalCount }
}
