import Foundation
import Rx

/// An observable whose results are read by blocking the calling thread.
/// Meant for tests and command-line tools, never for UI code.
///
/// ```swift
/// import Rx
///
/// let values = try Observable.of(1, 2, 3).toBlocking().toArray()
/// print(values)
/// // [1, 2, 3]
/// ```
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// This sequence as a blocking one; each operator waits at most `timeout`
    /// seconds and then throws `RxError.timeout`.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// The outcome of a sequence read to its end: its elements and how it ended.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after emitting `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` after emitting `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Every element, once the sequence completes; rethrows its error.
    public func toArray() throws -> [Element] {
        try run().get()
    }

    /// The first element, or `nil` for an empty sequence.
    public func first() throws -> Element? {
        try run(maxMatching: 1).get().first
    }

    /// The last element, or `nil` for an empty sequence.
    public func last() throws -> Element? {
        try run().get().last
    }

    /// The only element; throws `RxError.noElements` or
    /// `RxError.moreThanOneElement` otherwise.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element that satisfies `predicate`; throws
    /// `RxError.noElements` or `RxError.moreThanOneElement` otherwise.
    ///
    /// The read stops at the second matching element: `predicate` is never
    /// called for the elements after it.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let matching = try run(maxMatching: 2, filter: predicate).get()
        guard let element = matching.first else { throw RxError.noElements }
        if matching.count > 1 { throw RxError.moreThanOneElement }
        return element
    }

    /// The elements and the way the sequence ended, without throwing its
    /// error.
    public func materialize() -> MaterializedSequenceResult<Element> {
        switch run() {
        case .success(let elements): return .completed(elements: elements)
        case .failure(let elements, let error): return .failed(elements: elements, error: error)
        }
    }
}
