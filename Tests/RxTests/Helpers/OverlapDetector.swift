import Synchronization

/// Counts the observers inside a callback at once: more than one is an
/// overlap, which observe(on:) must never cause.
final class OverlapDetector: @unchecked Sendable {
    private let inside = Atomic<Int>(0)
    private let overlapCount = Atomic<Int>(0)

    func enter() {
        if inside.add(1, ordering: .sequentiallyConsistent).newValue != 1 {
            overlapCount.add(1, ordering: .relaxed)
        }
    }

    func leave() { inside.subtract(1, ordering: .sequentiallyConsistent) }

    var overlaps: Int { overlapCount.load(ordering: .relaxed) }
}
