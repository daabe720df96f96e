import Foundation
import Synchronization

/// Runs `first` and `second` on two threads released together: each spins
/// until both have started, then `second` waits `delay` turns of a loop the
/// optimiser cannot remove before it runs. A test that sweeps `delay` over
/// its rounds moves `second` across the path of `first`, so that the two
/// meet at every point of it. Returns whether both finished within 60 s (a
/// guard against a hang; it times nothing).
func runReleasedTogether(
    delayingSecondBy delay: Int, _ first: @escaping @Sendable () -> Void, _ second: @escaping @Sendable () -> Void
) -> Bool {
    let ready = Atomic<Int>(0)
    let group = DispatchGroup()
    func released(_ action: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async(group: group) {
            ready.add(1, ordering: .acquiringAndReleasing)
            while ready.load(ordering: .acquiring) < 2 {}
            action()
        }
    }
    released(first)
    released {
        var spin = 0
        while spin < delay { spin = delayStep(spin) }
        second()
    }
    return group.wait(timeout: .now() + 60) == .success
}

/// `value + 1` through a call the optimiser does not look into.
@inline(never) private func delayStep(_ value: Int) -> Int { value + 1 }
