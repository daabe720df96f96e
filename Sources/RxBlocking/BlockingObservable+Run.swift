import Foundation
import Rx

/// The outcome of a blocking read: the elements, and the error if it failed.
enum BlockingOutcome<Element> {
    case success([Element])
    case failure(elements: [Element], error: Error)

    func get() throws -> [Element] {
        switch self {
        case .success(let elements): return elements
        case .failure(_, let error): throw error
        }
    }
}

extension BlockingObservable {
    /// Subscribes, then waits on the calling thread, until the sequence ends,
    /// `maxMatching` elements have passed `filter` (the read stops there:
    /// neither `filter` nor anything else sees a later element), or the
    /// timeout expires. On the main thread the main run loop keeps turning,
    /// so work delivered on `MainScheduler` still arrives.
    func run(maxMatching: Int? = nil, filter: ((Element) throws -> Bool)? = nil)
        -> BlockingOutcome<Element>
    {
        let state = BlockingState<Element>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(
            source.subscribe { event in
                // The predicate is the caller's code: it runs without the lock
                // (the source delivers one event at a time).
                if state.isDone { return }
                switch event {
                case .next(let element):
                    let matches: Bool
                    do {
                        matches = try filter?(element) ?? true
                    } catch {
                        state.finish(error: error)
                        subscription.dispose()
                        return
                    }
                    if state.append(matches ? element : nil, stopAt: maxMatching) { subscription.dispose() }
                case .error(let error):
                    state.finish(error: error)
                case .completed:
                    state.finish(error: nil)
                }
            })

        let deadline = timeout.map { Date().addingTimeInterval($0) }
        if Thread.isMainThread {
            while !state.isDone {
                if let deadline, Date() >= deadline { break }
                RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
            }
        } else {
            state.condition.lock()
            while !state.done {
                if let deadline {
                    if !state.condition.wait(until: deadline) { break }
                } else {
                    state.condition.wait()
                }
            }
            state.condition.unlock()
        }
        subscription.dispose()

        state.condition.lock()
        defer { state.condition.unlock() }
        if !state.done {
            return .failure(elements: state.elements, error: RxError.timeout)
        }
        if let error = state.error {
            return .failure(elements: state.elements, error: error)
        }
        return .success(state.elements)
    }
}

/// What a blocking read has seen so far, guarded by `condition`.
final class BlockingState<Element> {
    /// Guards every field below and wakes the waiting thread.
    let condition = NSCondition()
    var elements: [Element] = []
    var error: Error?
    var done = false

    var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return done
    }

    /// Ends the read, with `error` if the sequence failed.
    func finish(error: Error?) {
        condition.lock()
        defer { condition.unlock() }
        if done { return }
        self.error = error
        done = true
        condition.broadcast()
    }

    /// Keeps `element` if there is one; ends the read and returns true once
    /// `limit` elements are kept.
    func append(_ element: Element?, stopAt limit: Int?) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if done { return false }
        if let element { elements.append(element) }
        guard let limit, elements.count >= limit else { return false }
        done = true
        condition.broadcast()
        return true
    }
}
