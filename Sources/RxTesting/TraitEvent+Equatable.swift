import Foundation
import Rx

extension MaybeEvent: Equatable where Element: Equatable {
    /// Equal when both are the same case with equal elements, or errors of
    /// the same `NSError` domain and code.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        case let (.success(left), .success(right)): return left == right
        default: return false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Equal when both complete, or both fail with errors of the same
    /// `NSError` domain and code.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        default: return false
        }
    }
}
