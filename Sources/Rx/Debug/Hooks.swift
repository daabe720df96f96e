import Foundation
import Synchronization

/// Global hooks: where unhandled errors go and how subscription call stacks
/// are captured.
public enum Hooks {
    /// Receives an error that reached a subscription without an error handler,
    /// with the call stack captured when it subscribed (empty unless
    /// `recordCallStackOnError` is on).
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Captures the call stack of a subscription.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    private static let lock = RecursiveLock.make()
    private static var _defaultErrorHandler: DefaultErrorHandler = { subscriptionCallStack, error in
        #if DEBUG
            let stack = subscriptionCallStack.isEmpty ? "" : "\n" + subscriptionCallStack.joined(separator: "\n")
            print("Unhandled error happened: \(error)\(stack)")
        #endif
    }
    private static var _customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack = {
        #if DEBUG
            return Thread.callStackSymbols
        #else
            return []
        #endif
    }
    // Read on every subscription: an atomic rather than the lock.
    private static let recordsCallStack = Atomic<Bool>(false)

    /// The handler for errors that no subscriber handles. In debug builds the
    /// default prints `Unhandled error happened: <error>`; in release builds it
    /// does nothing.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { _defaultErrorHandler } }
        set { lock.performLocked { _defaultErrorHandler = newValue } }
    }

    /// How the subscription call stack is captured when
    /// `recordCallStackOnError` is on.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { _customCaptureSubscriptionCallstack } }
        set { lock.performLocked { _customCaptureSubscriptionCallstack = newValue } }
    }

    /// Whether each subscription records its call stack, so that an unhandled
    /// error can say where the failing subscription was made. Off by default:
    /// capturing a stack is slow.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .acquiring) }
        set { recordsCallStack.store(newValue, ordering: .releasing) }
    }
}
