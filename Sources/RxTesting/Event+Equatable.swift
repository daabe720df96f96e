import Foundation
import Rx

/// Two errors are equal in tests when they bridge to the same `NSError`
/// domain and code.
func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code
}

extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case let (.error(left), .error(right)): return errorsEqual(left, right)
        case let (.next(left), .next(right)): return left == right
        default: return false
        }
    }
}
