#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Keeps the HTTP server's descriptors out of the processes playbook starts.
///
/// playbook opens every descriptor of its own close-on-exec, so a compiler
/// or an example inherits only its standard streams and what it is given.
/// FlyingFox opens its listening socket, its event queue and each accepted
/// connection without that flag; `playbook watch --serve` marks them before
/// every run (``markCloseOnExec()``), so an example cannot accept the server's
/// connections or keep its port open. On Linux `ChildProcess` also closes
/// every descriptor but the ones it hands over in each process it starts,
/// so a connection accepted while a run is under way stays out as well;
/// this sweep is what keeps it so where that is not available.
public enum InheritedDescriptors {
    /// Sets close-on-exec on every open descriptor above the standard streams.
    public static func markCloseOnExec() {
        for descriptor in open() where descriptor > 2 {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
    }

    /// The descriptors open in this process (the listing's own one is closed by the time they are used).
    static func open() -> [Int32] {
        #if os(Linux)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return names.compactMap { Int32($0) }
        #else
            return Array(0..<Int32(min(getdtablesize(), 4096)))
        #endif
    }
}
