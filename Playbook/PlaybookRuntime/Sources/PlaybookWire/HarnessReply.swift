/// What a harness server answers a ``HarnessRequest`` with, one line each:
/// `pid N` once it forked the example's child (or `error TEXT` if it could
/// not), then `status N`, the child's wait status, when the child ended.
public enum HarnessReply: Hashable, Sendable {
    /// The example's child runs with this process id (also its process group).
    case started(pid: Int32)
    /// The example's child ended with this wait status (as `waitpid` gives it).
    case finished(status: Int32)
    /// The request could not be run; the text says why.
    case refused(String)

    /// The line to send, without its newline; a refusal's text is kept on one line.
    public var line: String {
        switch self {
        case .started(let pid): return "pid \(pid)"
        case .finished(let status): return "status \(status)"
        case .refused(let reason):
            return "error " + reason.split(whereSeparator: \.isNewline).joined(separator: " ")
        }
    }

    /// Reads a line as sent by ``line``; nil for anything else (a positive pid, a whole status, or an error).
    public init?(line: String) {
        if let value = Self.value(after: "pid ", in: line) {
            guard let pid = Int32(value), pid > 0 else { return nil }
            self = .started(pid: pid)
        } else if let value = Self.value(after: "status ", in: line) {
            guard let status = Int32(value) else { return nil }
            self = .finished(status: status)
        } else if let reason = Self.value(after: "error ", in: line) {
            self = .refused(reason)
        } else {
            return nil
        }
    }

    private static func value(after prefix: String, in line: String) -> String? {
        line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
    }
}
