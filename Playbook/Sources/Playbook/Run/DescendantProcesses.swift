#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The live processes below this one, read from /proc, and a way to end
/// them all: what playbook started may have started more in process groups of
/// their own (SwiftPM runs each compiler in its own group), which killing the
/// groups playbook knows does not reach.
enum DescendantProcesses {
    /// Live (not zombie) descendants of `root`, from /proc/PID/stat.
    static func of(_ root: pid_t) -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for name in names {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, let state = fields[0].first, state != "Z", state != "X", let parent = pid_t(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var queue = children[root] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// Stops the process and everything below it (SIGSTOP), then kills them
    /// all and the process's group: killing the top first would hand its
    /// children to init before they could be found.
    static func killTree(_ root: pid_t) {
        kill(root, SIGSTOP)
        var stopped: Set<pid_t> = [root]
        while true {
            let found = Set(of(root)).subtracting(stopped)
            if found.isEmpty { break }
            for pid in found { kill(pid, SIGSTOP) }
            stopped.formUnion(found)
        }
        for pid in stopped { kill(pid, SIGKILL) }
        kill(-root, SIGKILL)
    }

    /// Stops every descendant (SIGSTOP first, so none forks or exits, which
    /// would hand its children to init, while the rest are killed), then kills
    /// them, until none is left or `seconds` passed.
    static func killAll(below root: pid_t, within seconds: Double) {
        let end = Date(timeIntervalSinceNow: seconds)
        while Date() < end {
            let live = of(root)
            if live.isEmpty { return }
            for pid in live { kill(pid, SIGSTOP) }
            for pid in of(root) { kill(pid, SIGKILL) }
            usleep(2000)
        }
    }
}
