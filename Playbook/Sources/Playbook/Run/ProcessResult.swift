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
        /// The harness server running it stopped while it ran (killed by the
        /// example, or with its process group); the example was stopped with it.
        case serverStopped
    }

    /// Where printed output stops being UTF-8: its first byte that is not,
    /// and the line (1-based) it is on.
    public struct InvalidUTF8: Sendable, Codable, Hashable, CustomStringConvertible {
        public var byte: UInt8
        public var line: Int

        public var description: String {
            "byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true)) on line \(line)"
        }

        /// Nil when the bytes are UTF-8.
        init?(_ bytes: [UInt8]) {
            guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
            var iterator = bytes.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
            byte = bytes[min(offset, bytes.count - 1)]
            line = 1 + bytes[..<offset].filter { $0 == 0x0A }.count
        }
    }

    public var termination: Termination
    /// What it printed, as UTF-8 (a byte that is not is read as U+FFFD, and
    /// `invalidUTF8` says where the first one was).
    public var stdout: String
    public var stderr: String
    /// Set when stdout is not UTF-8: such output never matches an expected block.
    public var invalidUTF8: InvalidUTF8?
    /// Wall-clock seconds from spawn to exit.
    public var duration: Double

    public init(termination: Termination, stdout: String, stderr: String, duration: Double) {
        self.termination = termination
        self.stdout = stdout
        self.stderr = stderr
        self.duration = duration
    }

    /// The result of a process that printed these bytes.
    public init(termination: Termination, stdout: [UInt8], stderr: [UInt8], duration: Double) {
        self.init(
            termination: termination, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            duration: duration)
        invalidUTF8 = InvalidUTF8(stdout)
    }

    public var succeeded: Bool { termination == .exited(0) }
}
