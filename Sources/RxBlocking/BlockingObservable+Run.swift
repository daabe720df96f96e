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
    /// Subscribes, then waits on the calling thread, until the sequence ends
    /// (or its first element, with `stopAfterFirst`) or the timeout expires.
    /// On the main thread the main run loop keeps turning, so work delivered
    /// on `MainScheduler` still arrives.
    func run(stopAfterFirst: Bool, filter: ((Element) throws -> Bool)? = nil)
        -> BlockingOutcome<Element> {
        let state = BlockingState<Element>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe { event in
            state.condition.lock()
            defer { state.condition.unlock() }
            if state.done { return }
            switch event {
            case .next(let element):
                do {
                    if try filter?(element) ?? true { state.elements.append(element) }
                } catch {
                    state.error = error
                    state.done = true
                    state.condition.broadcast()
                    return
                }
                if stopAfterFirst && !state.elements.isEmpty {
                    state.done = true
                    state.condition.broadcast()
                }
            case .error(let error):
                state.error = error
                state.done = true
                state.condition.broadcast()
            case .completed:
                state.done = true
                state.condition.broadcast()
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

/// What a blocking read has seen so far, guarded by `lock`.
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
}
