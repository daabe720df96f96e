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

    public init(program: String, arguments: [String], environment: [String: String] = [:], deadline: Double? = nil, outputLimit: Int? = nil)
    {
        self.program = program
        self.arguments = arguments
        self.environment = environment
        self.deadline = deadline
        self.outputLimit = outputLimit
    }

    /// Runs to completion. `onOutput` sees every chunk as it arrives (for live streaming).
    public func run(onOutput: ((Stream, [UInt8]) -> Void)? = nil) throws(SpawnError) -> ProcessResult {
        let start = Date()
        let pipes = try OutputPipes()
        let pid: pid_t
        do {
            pid = try spawn(stdout: pipes.writeEnds[0], stderr: pipes.writeEnds[1], closing: pipes.readEnds)
        } catch {
            pipes.closeAll()
            throw error
        }
        pipes.closeWriteEnds()
        Interruption.register(.processGroup(pid))
        defer { Interruption.unregister(.processGroup(pid)) }
        defer { Orphans.recordReaped(pid) }
        let supervision = Supervision(start: start, deadline: deadline, outputLimit: outputLimit)
        return supervision.watch(pid: pid, pipes: pipes, onOutput: onOutput) { waitingAtMost in
            // waitpid cannot wait for a while: poll it.
            let end = waitingAtMost.map { Date(timeIntervalSinceNow: $0) }
            var status: Int32 = 0
            while true {
                let reaped = waitpid(pid, &status, end == nil ? 0 : WNOHANG)
                if reaped == pid || (reaped == -1 && errno != EINTR) { return status }
                if reaped == 0 {
                    guard let end, end.timeIntervalSinceNow > 0 else { return nil }
                    usleep(1000)
                }
            }
        }
    }

    private func spawn(stdout: Int32, stderr: Int32, closing: [Int32]) throws(SpawnError) -> pid_t {
        try Self.spawn(
            program: program, arguments: arguments, environment: environment, descriptors: [stdout: 1, stderr: 2],
            closing: closing, ownProcessGroup: true)
    }

    #if os(Linux)
        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and
        /// later), looked up at run time: Swift's Glibc module does not
        /// declare it. Without it (an older glibc) descriptors opened
        /// close-on-exec, as playbook opens all of its own, still stay out.
        private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            else { return nil }
            return unsafeBitCast(
                symbol,
                to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
        }()
    #endif

    /// Starts `program` (looked up on PATH) with stdin from /dev/null, the
    /// given descriptors moved to the given numbers in the child (and closed
    /// there under their own numbers, like `closing`), and `environment`
    /// added to the current one; in a process group of its own if asked.
    /// Every other descriptor is closed in the child, whether or not it was
    /// opened close-on-exec (a library, FlyingFox among them, may open its
    /// sockets without the flag): on Linux by glibc's close-from action, on
    /// Apple's systems by `POSIX_SPAWN_CLOEXEC_DEFAULT`.
    static func spawn(
        program: String, arguments: [String], environment: [String: String], descriptors: [Int32: Int32],
        closing: [Int32], ownProcessGroup: Bool
    ) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, descriptor, target) }
        for descriptor in closing + descriptors.keys where !descriptors.values.contains(descriptor) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        #if os(Linux)
            // Whatever else is open here (a descriptor some library opened
            // without close-on-exec, a connection the watch server accepted
            // a moment ago) stays out of the child: it gets its standard
            // streams and what `descriptors` gives it, nothing more.
            if let closeFrom = Self.addCloseFrom {
                _ = closeFrom(&actions, max(2, descriptors.values.max() ?? 2) + 1)
            }
        #endif
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags: Int32 = 0
        #if canImport(Darwin)
            flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        if ownProcessGroup {
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        if flags != 0 { posix_spawnattr_setflags(&attributes, Int16(flags)) }

        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        // Recorded under the lock, so that no sweep takes it for an orphan (``Orphans``).
        let code = descriptorLock.withLock { _ in
            let code = posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
            if code == 0 { Orphans.recordStarted(pid) }
            return code
        }
        guard code == 0 else { throw .spawnFailed(program: program, errno: code) }
        return pid
    }
}
