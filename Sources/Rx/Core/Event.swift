/// A notification that an observable sequence sends to its observers.
///
/// A sequence sends any number of `next` events, then at most one terminal
/// event: `error` or `completed`. Its grammar is `next* (error | completed)?`.
///
/// ```swift
/// print(Event.next(1))
/// print(Event<Int>.completed)
/// // next(1)
/// // completed
/// ```
@frozen public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with an error; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: CustomStringConvertible, CustomDebugStringConvertible {
    /// `next(1)`, `error(<error>)` or `completed`, as RxSwift prints events.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }

    public var debugDescription: String { description }
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, or `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, or `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is the `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a throwing transform yields
    /// an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that carries an `Event` (RxSwift's `EventConvertible`), used by
/// operators such as `dematerialize` that work on sequences of events.
public protocol EventConvertible {
    associatedtype Element
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    public var event: Event<Element> { self }
}
