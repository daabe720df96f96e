#if canImport(Glibc)
    import Glibc
#endif

/// The signals that stop the server (SIGINT, SIGTERM, SIGHUP) and SIGCHLD,
/// reported on a pipe so the server's `poll` wakes for them.
enum StopSignals {
    static let numbers = [SIGINT, SIGTERM, SIGHUP, SIGCHLD]

    /// The write end of the pipe the handler reports on (the handler may only read globals).
    nonisolated(unsafe) static var writeEnd: Int32 = -1

    /// The stopping signal received, 0 before.
    nonisolated(unsafe) static var received: Int32 = 0

    /// Installs the handler; returns the read end of its pipe (close-on-exec, non-blocking).
    static func install() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            StandardStreams.report("harness: pipe: \(String(cString: strerror(errno)))\n")
            exit(71)
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        writeEnd = ends[1]
        received = 0
        for number in numbers {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = { number in
                    if number != SIGCHLD { StopSignals.received = number }
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(StopSignals.writeEnd, &byte, 1)
                }
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
        return ends[0]
    }

    /// Reads whatever the handler wrote.
    static func drain(_ readEnd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buffer, buffer.count) > 0 {}
    }

    /// Closes both ends in a forked child (the example must not hold them).
    static func closeInChild(_ readEnd: Int32) {
        close(readEnd)
        close(writeEnd)
    }
}
