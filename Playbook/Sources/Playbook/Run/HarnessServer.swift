#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import PlaybookWire
import Synchronization

/// A harness started with `--serve GRACE`, which forks a child per example
/// (the `PlaybookHarness` runtime): an example then costs a fork instead of
/// starting a program and loading the libraries.
///
/// The two talk over a stream socket, the harness's descriptor 3, one line
/// at a time, in PlaybookWire's formats. Playbook sends a `HarnessRequest`
/// (the example's symbol and its resource limits) with the write ends of the
/// child's stdout and stderr pipes attached (`DescriptorPassing`); the
/// harness answers a `HarnessReply`: `pid N` once it forked the child (or
/// `error TEXT`), then `status N`, the child's wait status, when it ended.
/// Playbook reads the
/// pipes, enforces the deadline and the output cap by killing the child's
/// process group, exactly as for a spawned ``ChildProcess``. The harness
/// exits when playbook closes the socket, and on SIGINT, SIGTERM or SIGHUP
/// (after killing its example and what that started).
///
/// Nothing depends on the server staying alive: it runs in a process group
/// of its own (an example that kills the server's group does not reach
/// playbook), its examples' temporary folders are made inside a folder of
/// its own (`$TMPDIR/playbook-harness-XXXXXX`, its TMPDIR), which playbook
/// removes when the server is gone, and what a dead server's example
/// started is re-parented to playbook and ended there (``Orphans``). A
/// server that stops while an example runs ends that example as
/// ``Failure/stoppedWhileRunning(_:)``.
final class HarnessServer: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case spawn(ChildProcess.SpawnError)
        /// The server did not take the request (it had stopped before it).
        case protocolBroken(String)
        /// The server stopped while the example ran: what the example printed until then.
        case stoppedWhileRunning(ProcessResult)

        var description: String {
            switch self {
            case .spawn(let error): return error.description
            case .protocolBroken(let detail): return "the harness server stopped answering: \(detail)"
            case .stoppedWhileRunning: return "the harness server stopped while an example ran"
            }
        }
    }

    private let pid: pid_t
    private let control: Int32
    /// The server's TMPDIR, which holds its examples' folders.
    private let folder: String?
    private var pending = LineBuffer()
    /// Seconds a server has to answer when it owes an answer at once (`pid`
    /// after a request, `status` after its example was killed): one that
    /// does not (an example stopped it with SIGSTOP) is taken as gone.
    static let answerBound: Double = 10

    init(executable: URL, grace: Double, environment: [String: String]) throws(Failure) {
        folder = Self.makeFolder()
        var environment = environment
        // Every symbol bound once as the server loads (about 5 ms), not in
        // each forked example on its first call of it (about 1 ms an example).
        if ProcessInfo.processInfo.environment["LD_BIND_NOW"] == nil, environment["LD_BIND_NOW"] == nil {
            environment["LD_BIND_NOW"] = "1"
            environment[HarnessRequest.bindNowVariable] = "1"
        }
        if let folder {
            environment["TMPDIR"] = folder
            environment[HarnessRequest.serverFolderVariable] = folder
            Interruption.register(.temporaryFolder(folder))
        }
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
            let type = Int32(SOCK_STREAM.rawValue)
        #else
            let type = SOCK_STREAM
        #endif
        let made = descriptorLock.withLock { _ in
            guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return false }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return true
        }
        guard made else {
            Self.removeFolder(folder)
            if let folder { Interruption.unregister(.temporaryFolder(folder)) }
            throw .spawn(.pipeFailed(errno: errno))
        }
        do {
            // In a process group of its own, which an example may kill without
            // reaching playbook; an interrupt of playbook stops it (Interruption).
            pid = try ChildProcess.spawn(
                program: executable.path, arguments: ["--serve", "\(grace)"], environment: environment,
                descriptors: [ends[1]: 3], closing: [ends[0]], ownProcessGroup: true)
        } catch {
            close(ends[0]); close(ends[1])
            Self.removeFolder(folder)
            if let folder { Interruption.unregister(.temporaryFolder(folder)) }
            throw .spawn(error)
        }
        close(ends[1])
        control = ends[0]
        Interruption.register(.harnessServer(pid))
    }

    deinit {
        close(control)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        Orphans.recordReaped(pid)
        Interruption.unregister(.harnessServer(pid))
        // A server that was killed left what its example started to playbook, and its folder.
        Orphans.sweep()
        Self.removeFolder(folder)
        if let folder { Interruption.unregister(.temporaryFolder(folder)) }
    }

    /// A new folder `$TMPDIR/playbook-harness-XXXXXX`, or nil if none could be made.
    private static func makeFolder() -> String? {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/playbook-harness-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
    }

    private static func removeFolder(_ folder: String?) {
        guard let folder else { return }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs the example with this entry symbol in a forked child, under these
    /// limits (0: none), with a marble example's inputs moved as `marbleVariant` says;
    /// `started` is told the child's pid once it runs.
    func run(
        symbol: String, limits: ExampleLimits = ExampleLimits(), marbleVariant: String? = nil, deadline: Double?, outputLimit: Int?,
        onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)? = nil, started: ((pid_t) -> Void)? = nil, waiting: (() -> Void)? = nil
    ) throws(Failure) -> ProcessResult {
        let start = Date()
        let pipes: OutputPipes
        do { pipes = try OutputPipes(waiting: true) } catch { throw .spawn(error) }
        let request = HarnessRequest(symbol: symbol, limits: limits, marbleVariant: marbleVariant)
        let sent = DescriptorPassing.send(Array((request.line + "\n").utf8), descriptors: pipes.writeEnds, on: control)
        pipes.closeWriteEnds()
        guard sent else {
            pipes.closeAll()
            throw .protocolBroken("could not send the request (\(String(cString: strerror(errno))))")
        }
        let answer = try readLine(waitingAtMost: Self.answerBound)
        guard let answer, case .started(let child) = HarnessReply(line: answer) else {
            pipes.closeAll()
            if answer == nil { kill(pid, SIGKILL) }
            throw .protocolBroken(answer ?? "no answer within \(Int(Self.answerBound)) s")
        }
        Interruption.register(.processGroup(child))
        defer { Interruption.unregister(.processGroup(child)) }
        started?(child)
        var broken: String?
        let supervision = Supervision(start: start, deadline: deadline, outputLimit: outputLimit, endOfWork: control, onWaiting: waiting)
        let result = supervision.watch(pid: child, pipes: pipes, onOutput: onOutput) { waitingAtMost in
            switch Result(catching: { () throws(Failure) in try readLine(waitingAtMost: waitingAtMost ?? Self.answerBound) }) {
            case .success(nil):
                // Asked to wait as long as it takes, and nothing came: the server is stopped.
                guard waitingAtMost == nil else { return nil }
                broken = "no answer within \(Int(Self.answerBound)) s"
            case .success(let line?):
                if case .finished(let status) = HarnessReply(line: line) { return status }
                broken = line
            case .failure(let error):
                broken = error.description
            }
            return 0
        }
        if broken != nil {
            // The server is gone (or stopped: it is killed): its example and its
            // group go too (what they started is re-parented to playbook and
            // swept when the server is dropped).
            kill(pid, SIGKILL)
            kill(-child, SIGKILL)
            kill(child, SIGKILL)
            throw .stoppedWhileRunning(result)
        }
        return result
    }

    /// The next line from the harness, or nil if none came within the time.
    private func readLine(waitingAtMost seconds: Double?) throws(Failure) -> String? {
        let end = seconds.map { Date(timeIntervalSinceNow: $0) }
        while true {
            if let line = pending.nextLine() { return line }
            var polled = pollfd(fd: control, events: Int16(POLLIN), revents: 0)
            let timeout = end.map { Int32(max(0, $0.timeIntervalSinceNow * 1000).rounded(.up)) } ?? -1
            let ready = poll(&polled, 1, timeout)
            if ready < 0, errno == EINTR { continue }
            if ready == 0 { return nil }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(control, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .protocolBroken("the harness closed its end") }
            pending.append(buffer[..<count])
        }
    }
}

/// Harness servers to lend to worker threads: each is used by one thread
/// at a time, and a thread that finds none idle starts another.
final class HarnessServerPool: Sendable {
    private let executable: URL
    private let grace: Double
    private let environment: [String: String]
    private let idle = Mutex<[HarnessServer]>([])

    init(executable: URL, grace: Double, environment: [String: String]) {
        self.executable = executable
        self.grace = grace
        self.environment = environment
    }

    func withServer<Result>(_ body: (HarnessServer) throws(HarnessServer.Failure) -> Result) throws(HarnessServer.Failure) -> Result {
        let server: HarnessServer
        if let reused = idle.withLock({ $0.popLast() }) {
            server = reused
        } else {
            server = try HarnessServer(executable: executable, grace: grace, environment: environment)
        }
        let result = try body(server)
        // A server that failed is dropped (its deinit reaps it), not reused.
        idle.withLock { $0.append(server) }
        return result
    }
}
