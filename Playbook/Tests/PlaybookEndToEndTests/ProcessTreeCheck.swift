#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Finds the processes of a playbook run that are still alive, from /proc:
/// every process whose parent chain leads to the run's pid, every process in
/// one of the given process groups or sessions, and every process whose
/// environment or command line carries the run's marker (the test starts
/// playbook with `PLAYBOOK_PROCESS_MARKER=<marker>` in its environment, which
/// every process it starts inherits unless it clears its environment).
/// Zombies are dead and not counted; neither is the test process itself.
enum ProcessTreeCheck {
    static let markerVariable = "PLAYBOOK_PROCESS_MARKER"

    struct Process: CustomStringConvertible {
        var pid: pid_t
        var parent: pid_t
        var group: pid_t
        var session: pid_t
        var state: Character
        /// The command name from /proc/PID/stat (`sleep`).
        var name: String
        var commandLine: String

        var description: String { "pid \(pid) (parent \(parent), group \(group), state \(state)): \(commandLine)" }
    }

    /// A fresh marker for one run.
    static func makeMarker() -> String { "process-check-\(UUID().uuidString)" }

    /// The live processes of the run.
    static func remaining(root: pid_t?, marker: String, groups: Set<pid_t> = [], sessions: Set<pid_t> = []) -> [Process] {
        let all = allProcesses()
        let byPid = Dictionary(all.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        let me = getpid()
        return all.filter { process in
            guard process.pid != me, process.state != "Z", process.state != "X" else { return false }
            if groups.contains(process.group) || sessions.contains(process.session) { return true }
            if let root, descends(process, from: root, in: byPid) { return true }
            return process.commandLine.contains(marker) || environment(of: process.pid).contains(marker)
        }
    }

    /// Makes this (test) process a child subreaper (PR_SET_CHILD_SUBREAPER), so
    /// whatever a run starts and orphans is re-parented to it instead of to
    /// init and stays visible to `descendants(of: getpid())`. False if it could not.
    @discardableResult
    static func becomeSubreaper() -> Bool { becameSubreaper }

    private static let becameSubreaper: Bool = {
        // prctl is variadic, so Swift cannot call it directly; every argument here is an integer.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return false }
        let setChildSubreaper: Int32 = 36  // PR_SET_CHILD_SUBREAPER
        return unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0) == 0
    }()

    /// The live (not zombie) processes whose parent chain leads to `root`.
    static func descendants(of root: pid_t) -> [Process] {
        let all = allProcesses()
        let byPid = Dictionary(all.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        return all.filter { $0.pid != root && $0.state != "Z" && $0.state != "X" && descends($0, from: root, in: byPid) }
            .sorted { $0.pid < $1.pid }
    }

    /// `pid (name)` of every live descendant of this test process.
    static func leftovers() -> [String] {
        descendants(of: getpid()).map { "\($0.pid) (\($0.name))" }
    }

    /// Polls until none of the run's processes is alive or `seconds` passed; what is left.
    static func waitUntilNoneRemain(root: pid_t?, marker: String, within seconds: Double) -> [Process] {
        let end = Date(timeIntervalSinceNow: seconds)
        while true {
            let left = remaining(root: root, marker: marker)
            if left.isEmpty || Date() >= end { return left }
            usleep(20_000)
        }
    }

    private static func descends(_ process: Process, from root: pid_t, in byPid: [pid_t: Process]) -> Bool {
        var current = process
        var steps = 0
        while steps < 10_000 {
            if current.pid == root { return true }
            guard current.parent > 1, let parent = byPid[current.parent] else { return false }
            current = parent
            steps += 1
        }
        return false
    }

    static func allProcesses() -> [Process] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name -> Process? in
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // pid (comm) state ppid pgrp session ...
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2]),
                let session = pid_t(fields[3])
            else { return nil }
            let commandLine =
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(name)/cmdline")))
                .map { String(decoding: $0.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self) } ?? ""
            let open = stat.firstIndex(of: "(").map { stat.index(after: $0) } ?? close
            return Process(
                pid: pid, parent: parent, group: group, session: session, state: state,
                name: String(stat[open..<close]), commandLine: commandLine)
        }
    }

    private static func environment(of pid: pid_t) -> String {
        (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/environ"))).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
