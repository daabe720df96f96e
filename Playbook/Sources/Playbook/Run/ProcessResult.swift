/// How a child process ended and what it printed.
public struct ProcessResult: Sendable, Codable, Hashable {
    public enum Termination: Sendable, Codable, Hashable {
        /// It exited by itself with this status.
        case exited(Int32)
        /// A signal ended it (a Swift trap is SIGILL or SIGTRAP).
        case signaled(Int32)
        /// It was still running at its deadline and was killed.
        case timedOut(seconds: Double)
        /// It printed more than the output cap and was killed.
        case floodedOutput(limit: Int)
        /// It hit one of its resource limits (see ``ResourceLimits``) and died of it.
        case exceededLimit(ResourceLimits.Kind, UInt64)
    }

    public var termination: Termination
    public var stdout: String
    public var stderr: String
    /// Wall-clock seconds from spawn to exit.
    public var duration: Double

    public init(termination: Termination, stdout: String, stderr: String, duration: Double) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.duration = duration
    }

    public var succeeded: Bool { termination == .exited(0) }
}
