/// The errors that Rx itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible, CustomStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation on an object that was already disposed.
    case disposed(object: AnyObject)
    /// Arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence with no elements where one was required.
    case noElements
    /// A sequence with more than one element where one was required.
    case moreThanOneElement
    /// A timeout expired.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }

    public var description: String { debugDescription }
}
