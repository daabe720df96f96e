import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What an example started and left running. The server is a child
/// subreaper, so once the example's own child has ended every process still
/// below the server is one the example started.
enum Leftovers {
    /// Kills the example's process group, then every child of this process,
    /// until none is left (at most 10 000 rounds).
    static func kill(startedBy example: pid_t) {
        if example > 0 { Glibc.kill(-example, SIGKILL) }
        var status: Int32 = 0
        for _ in 0..<10_000 {
            // No child at all: nothing the example started is alive.
            let reaped = waitpid(-1, &status, WNOHANG)
            if reaped > 0 { continue }
            if reaped < 0 && errno == ECHILD { return }
            let children = childrenOfThisProcess()
            for child in children { Glibc.kill(child, SIGKILL) }
            if children.isEmpty { usleep(1000) }
        }
    }

    /// Reaps every child that has ended, without waiting.
    static func reapEnded() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }

    /// The processes whose parent is this one, from /proc/PID/stat.
    static func childrenOfThisProcess() -> [pid_t] {
        let me = getpid()
        var children: [pid_t] = []
        for name in ExampleFolder.entries(of: "/proc") {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                parent(inStat: stat) == me
            else { continue }
            children.append(pid)
        }
        return children
    }

    /// The parent's pid in the text of /proc/PID/stat: the second field after
    /// the command name, which is in parentheses and may itself hold spaces
    /// and parentheses (so the last `)` ends it). Nil if the text is not of that form.
    static func parent(inStat stat: String) -> pid_t? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
