#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import Synchronization

/// What playbook does on SIGINT, SIGTERM or SIGHUP: stop every process of
/// the run, keep the cache as it was, and exit with 128 + the signal number
/// (130, 143, 129).
///
/// The signal handler only records the signal and writes its number to a
/// pipe; a thread reading that pipe does the work: it forbids further cache
/// writes (waiting for one in progress to finish, see ``withCacheWrite(_:)``),
/// kills every running compiler and example with what it started, asks every
/// harness server to stop (SIGTERM: a server kills its example and whatever
/// that started, removes its temporary folder and exits), waits up to 2 s for
/// them, kills every process still below playbook (stopping them first, so
/// none escapes to init), and exits.
///
/// Handlers installed with sigaction are reset to the default in programs
/// playbook starts, so nothing it spawns inherits this behaviour.
public enum Interruption {
    public static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The processes of the run: process groups (a compiler, an example) and harness servers.
    enum Member: Hashable {
        case processGroup(pid_t)
        case harnessServer(pid_t)
        /// Removed on an interrupt.
        case temporaryFile(String)
        /// Removed with what it holds on an interrupt, once the processes are stopped.
        case temporaryFolder(String)
    }

    private static let members = Mutex<Set<Member>>([])
    /// Held while the cache is written; taken by the interrupt before it stops anything.
    private static let cacheWrite = Mutex<Bool>(false)
    private static let received = Atomic<Int32>(0)
    private nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1

    /// Installs the handlers and starts the thread that acts on them. Call once, early.
    public static func install() {
        var ends: [Int32] = [-1, -1]
        let made = descriptorLock.withLock { _ in
            guard pipe(&ends) == 0 else { return false }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return true
        }
        guard made else { return }
        pipeWriteEnd = ends[1]
        // Initialised here, not first in a signal handler.
        _ = received.load(ordering: .sequentiallyConsistent)
        for signal in signals {
            var action = sigaction()
            #if os(Linux)
                action.__sigaction_handler.sa_handler = { number in
                    Interruption.noteSignal(number)
                }
            #else
                action.__sigaction_u.__sa_handler = { number in Interruption.noteSignal(number) }
            #endif
            action.sa_flags = SA_RESTART
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
        let readEnd = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(readEnd, &byte, 1) < 0 && errno == EINTR {}
            stopEverything(signal: received.load(ordering: .sequentiallyConsistent))
        }
    }

    /// Async-signal-safe: an atomic store and a write.
    private static func noteSignal(_ number: Int32) {
        _ = received.compareExchange(expected: 0, desired: number, ordering: .sequentiallyConsistent)
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(pipeWriteEnd, &byte, 1)
    }

    /// The signal that interrupted the run, or nil.
    public static var signal: Int32? {
        let value = received.load(ordering: .sequentiallyConsistent)
        return value == 0 ? nil : value
    }

    /// Never returns if the run was interrupted (the interrupt thread ends
    /// the process): call it where work would otherwise go on with results
    /// of killed processes, or end with another status.
    public static func haltIfInterrupted() {
        guard signal != nil else { return }
        while true { pause() }
    }

    /// Runs a cache write unless the run was interrupted; an interrupt
    /// waits for a write in progress, so the cache file is whole.
    static func withCacheWrite<Result>(_ write: () throws(PlaybookError) -> Result) throws(PlaybookError) -> Result? {
        try cacheWrite.withLock { stopped throws(PlaybookError) -> Result? in
            if stopped || signal != nil { return nil }
            return try write()
        }
    }

    static func register(_ member: Member) { members.withLock { _ = $0.insert(member) } }
    static func unregister(_ member: Member) { members.withLock { _ = $0.remove(member) } }

    private static func stopEverything(signal: Int32) -> Never {
        cacheWrite.withLock { $0 = true }
        let running = members.withLock { $0 }
        var servers: [pid_t] = []
        for member in running {
            switch member {
            case .processGroup(let group): DescendantProcesses.killTree(group)
            case .harnessServer(let pid):
                kill(pid, SIGTERM)
                servers.append(pid)
            case .temporaryFile(let path): unlink(path)
            case .temporaryFolder: break
            }
        }
        let end = Date(timeIntervalSinceNow: 2)
        while servers.contains(where: isRunning), Date() < end { usleep(5000) }
        // What is left (a server that did not stop, compilers SwiftPM started
        // in groups of their own) is killed as a tree.
        DescendantProcesses.killAll(below: getpid(), within: 1)
        for case .temporaryFolder(let path) in running { try? FileManager.default.removeItem(atPath: path) }
        let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "signal \(signal)"
        FileHandle.standardError.write(
            Data(
                "playbook: interrupted by \(name); stopped every running example and harness server; no interrupted example was cached\n"
                    .utf8))
        _exit(128 + signal)
    }

    /// Whether the process has not ended yet (a zombie has ended); does not reap it.
    private static func isRunning(_ pid: pid_t) -> Bool {
        #if os(Linux)
            var info = siginfo_t()
            let code = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if code == 0 { return info._sifields._sigchld.si_pid == 0 }
            return kill(pid, 0) == 0
        #else
            return kill(pid, 0) == 0
        #endif
    }
}
