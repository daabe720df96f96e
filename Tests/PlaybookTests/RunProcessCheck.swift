import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds processes a playbook run left behind. The test process becomes a
/// child subreaper (PR_SET_CHILD_SUBREAPER), so whatever a run started and
/// orphaned is re-parented to it instead of to init; `leftovers()` then lists
/// the live (not zombie) processes whose parent chain in /proc/*/stat leads
/// back to this test process.
enum RunProcessCheck {
    private static let becameSubreaper: Bool = {
        // prctl is variadic, so Swift cannot call it directly; every argument here is an integer.
        typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
        guard let symbol = dlsym(nil, "prctl") else { return false }
        let setChildSubreaper: Int32 = 36 // PR_SET_CHILD_SUBREAPER
        return unsafeBitCast(symbol, to: Prctl.self)(setChildSubreaper, 1, 0, 0, 0) == 0
    }()

    /// Call before starting the run; false if the process could not become a subreaper.
    @discardableResult
    static func start() -> Bool {
        becameSubreaper
    }

    /// `pid (name)` of every live descendant of this process.
    static func leftovers() -> [String] {
        let me = getpid()
        var parent: [pid_t: pid_t] = [:]
        var names: [pid_t: String] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            // pid (comm) state ppid ...; comm may hold spaces and parentheses.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", let ppid = pid_t(fields[1]) else { continue }
            parent[pid] = ppid
            names[pid] = String(stat[..<stat.index(after: close)])
        }
        return parent.keys.sorted().filter { pid in
            var current = pid
            var steps = 0
            while let up = parent[current], steps < 4096 {
                if up == me { return true }
                current = up
                steps += 1
            }
            return false
        }.map { names[$0] ?? "\($0)" }
    }
}
