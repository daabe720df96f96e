#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Runs examples in the order given, keeping `jobs` of them on the CPUs.
///
/// An example that waits (asleep on a timer, on a semaphore, on another
/// thread) holds no job: once it has run for a while using less than a
/// third of a CPU, or once it says that its code has returned and it only
/// waits for the work that code scheduled (the harness's grace, which
/// sleeps in the run loop), it is counted as waiting and the next example starts
/// beside it, up to `limit` examples at once. One that starts using a CPU
/// again holds a job again, and no example starts until the busy ones are
/// fewer than `jobs`. So the CPUs stay busy while examples wait on timers,
/// and are never shared by more CPU-bound examples than without waiting
/// ones, which would change how long each one takes.
///
/// An example's CPU use is read from `/proc/PID/stat` (its threads' user
/// and system time, in clock ticks) every `window` seconds once it has run
/// for that long: short examples, most of them, are never sampled.
final class ExampleScheduler: @unchecked Sendable {
    let jobs: Int
    let limit: Int
    /// Seconds between two samples of an example's CPU time.
    let window: Double

    private struct Running {
        var pid: pid_t?
        var sampledAt: Double
        var ticks: UInt64?
        var waiting = false
    }

    private let condition = NSCondition()
    private var running: [Int: Running] = [:]
    private var next = 0
    private var lastSample = 0.0
    private static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    init(jobs: Int, limit: Int? = nil, window: Double = 0.05) {
        self.jobs = max(1, jobs)
        self.limit = max(self.jobs, limit ?? self.jobs * 8)
        self.window = window
    }

    /// Runs `work` on every item and returns the results in the items'
    /// order; `work` calls `started` with the pid of the process it
    /// started, when it has one, and `waiting` when that process only
    /// waits (its example's code has returned).
    func map<Item: Sendable, Output: Sendable, Failure: Error>(
        _ items: [Item],
        _ work:
            @escaping @Sendable (Item, _ started: @escaping @Sendable (pid_t) -> Void, _ waiting: @escaping @Sendable () -> Void)
            throws(Failure) -> Output
    ) throws(Failure) -> [Output] {
        let results = ResultSlots<Output, Failure>(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<min(limit, items.count) {
            group.enter()
            Thread.detachNewThread {
                while let index = self.admit(count: items.count) {
                    let result = Result { () throws(Failure) in
                        try work(items[index], { pid in self.started(index, pid: pid) }, { self.waiting(index) })
                    }
                    results.set(index, result)
                    self.finished(index)
                }
                group.leave()
            }
        }
        group.wait()
        return try results.values()
    }

    /// Waits until an example may start and returns its index, nil when none is left.
    private func admit(count: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while next < count {
            let now = Self.now()
            if now - lastSample >= window / 2 {
                lastSample = now
                sample(now)
            }
            if running.count < limit, running.values.filter({ !$0.waiting }).count < jobs {
                let index = next
                next += 1
                running[index] = Running(sampledAt: now)
                return index
            }
            _ = condition.wait(until: Date(timeIntervalSinceNow: window / 2))
        }
        return nil
    }

    private func started(_ index: Int, pid: pid_t) {
        condition.lock()
        running[index]?.pid = pid
        condition.unlock()
    }

    /// Counted as waiting until a sample over a whole window from now finds
    /// it using a CPU again (what it used before does not count).
    private func waiting(_ index: Int) {
        condition.lock()
        if var example = running[index] {
            example.waiting = true
            example.ticks = nil
            example.sampledAt = Self.now()
            running[index] = example
        }
        condition.broadcast()
        condition.unlock()
    }

    private func finished(_ index: Int) {
        condition.lock()
        running[index] = nil
        condition.broadcast()
        condition.unlock()
    }

    /// Marks each example sampled a window ago as waiting or not, by the CPU
    /// time it used since. Called with the condition's lock held.
    private func sample(_ now: Double) {
        for (index, example) in running {
            guard let pid = example.pid, now - example.sampledAt >= window else { continue }
            guard let ticks = Self.cpuTicks(pid) else { continue }
            var updated = example
            if let before = example.ticks {
                let used = Double(ticks &- before) / Self.ticksPerSecond
                updated.waiting = ticks >= before && used < (now - example.sampledAt) / 3
            }
            updated.ticks = ticks
            updated.sampledAt = now
            running[index] = updated
        }
    }

    /// The process's user and system time (all its threads), in clock ticks.
    static func cpuTicks(_ pid: pid_t) -> UInt64? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        return cpuTicks(stat: buffer[..<count])
    }

    /// Fields 14 and 15 (utime, stime) of a `/proc/PID/stat` text, counted
    /// after the command name, which is in parentheses and may hold spaces
    /// and parentheses (the last `)` ends it).
    static func cpuTicks(stat: some BidirectionalCollection<UInt8>) -> UInt64? {
        guard let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: UInt8(ascii: " "))
        // After the name: state (3), ppid (4) ... utime (14), stime (15).
        guard fields.count > 12, let user = UInt64(String(decoding: Array(fields[11]), as: UTF8.self)),
            let system = UInt64(String(decoding: Array(fields[12]), as: UTF8.self))
        else { return nil }
        return user + system
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Results filled in by several threads, each index once.
private final class ResultSlots<Output: Sendable, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Output, Failure>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<Output, Failure>) {
        lock.withLock { slots[index] = result }
    }

    func values() throws(Failure) -> [Output] {
        let all = lock.withLock { slots }
        // Every index was taken by exactly one thread.
        return try all.map { entry throws(Failure) in try entry!.get() }
    }
}
