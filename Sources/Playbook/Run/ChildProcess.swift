#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs a program in its own process group, reading its stdout and stderr
/// while it runs, killing it (and its group) at a deadline or when it prints
/// more than an output cap.
public struct ChildProcess: Sendable {
    public enum SpawnError: Error, CustomStringConvertible {
        case pipeFailed(errno: Int32)
        case spawnFailed(program: String, errno: Int32)

        public var description: String {
            switch self {
            case .pipeFailed(let code):
                return "could not create a pipe: \(String(cString: strerror(code)))"
            case .spawnFailed(let program, let code):
                return "could not start \(program): \(String(cString: strerror(code)))"
            }
        }
    }

    /// Which stream a chunk of output came from.
    public enum Stream: Sendable { case stdout, stderr }

    public var program: String
    public var arguments: [String]
    /// Added to (or replacing entries of) the current environment.
    public var environment: [String: String]
    /// Seconds before the process group is killed; nil waits forever.
    public var deadline: Double?
    /// Bytes of stdout plus stderr before the process group is killed.
    public var outputLimit: Int?

    public init(program: String, arguments: [String], environment: [String: String] = [:], deadline: Double? = nil, outputLimit: Int? = nil) {
        self.program = program
        self.arguments = arguments
        self.environment = environment
        self.deadline = deadline
        self.outputLimit = outputLimit
    }

    /// Runs to completion. `onOutput` sees every chunk as it arrives (for live streaming).
    public func run(onOutput: ((Stream, [UInt8]) -> Void)? = nil) throws(SpawnError) -> ProcessResult {
        let start = Date()
        var outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw .pipeFailed(errno: errno) }
        guard pipe(&errPipe) == 0 else {
            let code = errno
            close(outPipe[0]); close(outPipe[1])
            throw .pipeFailed(errno: code)
        }
        let pid: pid_t
        do {
            pid = try spawn(stdout: outPipe[1], stderr: errPipe[1], closing: [outPipe[0], errPipe[0]])
        } catch {
            [outPipe[0], outPipe[1], errPipe[0], errPipe[1]].forEach { _ = close($0) }
            throw error
        }
        close(outPipe[1]); close(errPipe[1])
        var collected = OutputCollector(stdout: outPipe[0], stderr: errPipe[0])
        let end = deadline.map { start.addingTimeInterval($0) }
        var killedFor: ProcessResult.Termination?
        while collected.isOpen {
            let remaining = end.map { max(0, $0.timeIntervalSinceNow) }
            if let remaining, remaining <= 0 { killedFor = .timedOut(seconds: deadline ?? 0); break }
            collected.readAvailable(waitingAtMost: remaining.map { min($0, 1) } ?? 1, onOutput: onOutput)
            if let limit = outputLimit, collected.byteCount > limit { killedFor = .floodedOutput(limit: limit); break }
        }
        collected.closeAll()
        var status: Int32 = 0
        if killedFor != nil { kill(-pid, SIGKILL) }
        while true {
            let reaped = waitpid(pid, &status, killedFor == nil ? WNOHANG : 0)
            if reaped == pid || (reaped == -1 && errno != EINTR) { break }
            guard reaped == 0 else { continue }
            if let end, end.timeIntervalSinceNow <= 0 {
                killedFor = .timedOut(seconds: deadline ?? 0)
                kill(-pid, SIGKILL)
            } else {
                usleep(2000)
            }
        }
        let termination: ProcessResult.Termination
        if let killedFor {
            termination = killedFor
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        return ProcessResult(
            termination: termination, stdout: collected.text(of: .stdout), stderr: collected.text(of: .stderr),
            duration: Date().timeIntervalSince(start))
    }

    private func spawn(stdout: Int32, stderr: Int32, closing: [Int32]) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        for descriptor in closing + [stdout, stderr] { posix_spawn_file_actions_addclose(&actions, descriptor) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let code = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
        guard code == 0 else { throw .spawnFailed(program: program, errno: code) }
        return pid
    }
}

/// The bytes read so far from a child's stdout and stderr pipes.
private struct OutputCollector {
    private var descriptors: [Int32]
    private var bytes: [[UInt8]] = [[], []]
    private var open: [Bool] = [true, true]

    init(stdout: Int32, stderr: Int32) { descriptors = [stdout, stderr] }

    var isOpen: Bool { open[0] || open[1] }
    var byteCount: Int { bytes[0].count + bytes[1].count }

    func text(of stream: ChildProcess.Stream) -> String {
        String(decoding: bytes[stream == .stdout ? 0 : 1], as: UTF8.self)
    }

    mutating func readAvailable(waitingAtMost seconds: Double, onOutput: ((ChildProcess.Stream, [UInt8]) -> Void)?) {
        var polled = (0..<2).filter { open[$0] }.map { pollfd(fd: descriptors[$0], events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), Int32(max(1, seconds * 1000)))
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        for entry in polled where entry.revents != 0 {
            let index = entry.fd == descriptors[0] ? 0 : 1
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                let chunk = Array(buffer[0..<count])
                bytes[index] += chunk
                onOutput?(index == 0 ? .stdout : .stderr, chunk)
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                open[index] = false
            }
        }
    }

    mutating func closeAll() {
        for index in 0..<2 { close(descriptors[index]); open[index] = false }
    }
}
