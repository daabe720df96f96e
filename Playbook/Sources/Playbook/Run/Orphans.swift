#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// Processes that were started below playbook and lost their parent: what an
/// example started after it killed the harness server that ran it, or that
/// outlived a server killed some other way. playbook makes itself a child
/// subreaper (PR_SET_CHILD_SUBREAPER, Linux), so such processes are
/// re-parented to it instead of to init; every child of playbook that
/// playbook did not start itself (``ChildProcess/spawn``, which records each
/// child it starts) is one of them, and ``sweep()`` ends it with everything below it.
public enum Orphans {
    /// The children playbook started and has not reaped yet.
    private nonisolated(unsafe) static var started: Set<pid_t> = []
    private static let adopting = Atomic<Bool>(false)

    /// Makes this process the subreaper of everything it starts. Call once,
    /// early, in a program (not a library's host) that runs examples.
    public static func adopt() {
        #if os(Linux)
            typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
            let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
            if unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0) == 0 {
                adopting.store(true, ordering: .sequentiallyConsistent)
            }
        #endif
    }

    /// Records a child just started; called with `descriptorLock` held.
    static func recordStarted(_ pid: pid_t) { started.insert(pid) }

    /// Forgets a child that was reaped.
    static func recordReaped(_ pid: pid_t) {
        descriptorLock.withLock { _ in _ = started.remove(pid) }
    }

    /// Kills every orphan re-parented to playbook, with what is below it, and
    /// reaps it. Does nothing unless ``adopt()`` made playbook a subreaper.
    public static func sweep() {
        guard adopting.load(ordering: .sequentiallyConsistent) else { return }
        descriptorLock.withLock { _ in
            for round in 0..<100 {
                let orphans = children(of: getpid()).filter { !started.contains($0) }
                if orphans.isEmpty { return }
                for orphan in orphans {
                    DescendantProcesses.killTree(orphan)
                    var status: Int32 = 0
                    while waitpid(orphan, &status, 0) == -1, errno == EINTR {}
                }
                if round > 0 { usleep(1000) }
            }
        }
    }

    /// Every child of `parent`, zombies included, from /proc/PID/stat.
    static func children(of parent: pid_t) -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && pid_t(fields[1]) == parent ? pid : nil
        }
    }
}
