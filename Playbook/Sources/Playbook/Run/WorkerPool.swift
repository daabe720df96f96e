import Foundation
import Synchronization

/// Runs a blocking job for each item on up to `jobs` threads and returns the
/// results in the items' order.
struct WorkerPool: Sendable {
    let jobs: Int

    func map<Item: Sendable, Output: Sendable, Failure: Error>(
        _ items: [Item], _ work: @escaping @Sendable (Item) throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        let results = Mutex<[Result<Output, Failure>?]>(Array(repeating: nil, count: items.count))
        let next = Atomic<Int>(0)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, items.count)) {
            group.enter()
            Thread.detachNewThread {
                while true {
                    let index = next.add(1, ordering: .relaxed).oldValue
                    guard index < items.count else { break }
                    let result = Result { () throws(Failure) in try work(items[index]) }
                    results.withLock { $0[index] = result }
                }
                group.leave()
            }
        }
        group.wait()
        return try results.withLock { all throws(Failure) in
            // Every index below items.count was taken by exactly one worker.
            try all.map { entry throws(Failure) in try entry!.get() }
        }
    }
}
