/// The limits an example's process runs under (setrlimit in the forked
/// child, before the example starts). Each can be set for a run
/// (`--memory 2G`) and for one example on its fence (`memory=2G`).
///
/// - memory: bytes of data (RLIMIT_DATA: heap, anonymous mappings, thread
///   stacks; not the shared libraries), default 2 GiB. RLIMIT_DATA rather than
///   RLIMIT_AS: address space that is only reserved (malloc arenas, the
///   libraries) does not count, so the limit is about what an example uses.
/// - cpu: seconds of CPU time (RLIMIT_CPU; SIGXCPU at the limit, SIGKILL a
///   second later), default 30.
/// - file-size: bytes one file written by the example may reach
///   (RLIMIT_FSIZE; SIGXFSZ beyond it), default 64 MiB.
/// - open-files: descriptors open at once (RLIMIT_NOFILE), default 256.
/// - processes: processes and threads the example may start beyond those its
///   user already has when the run starts (RLIMIT_NPROC counts every task of
///   the real user), default 256. The kernel does not enforce RLIMIT_NPROC for
///   root (CAP_SYS_RESOURCE), so under root this one limit is advisory; what
///   an example started is still killed when it ends.
public struct ResourceLimits: Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Codable {
        case memory, cpu
        case fileSize = "file-size"
        case openFiles = "open-files"
        case processes

        /// The unit its values are written in.
        public var isByteSize: Bool { self == .memory || self == .fileSize }

        /// How a value of this kind reads in a message: `2 GiB`, `10 s`.
        func describe(_ value: UInt64) -> String {
            switch self {
            case .memory, .fileSize: return ResourceLimits.byteSize(value)
            case .cpu: return "\(value) s"
            case .openFiles: return "\(value) open files"
            case .processes: return "\(value) processes"
            }
        }
    }

    public static let defaults: [Kind: UInt64] = [
        .memory: 2 << 30, .cpu: 30, .fileSize: 64 << 20, .openFiles: 256, .processes: 256
    ]

    public var values: [Kind: UInt64]

    public init(_ values: [Kind: UInt64] = ResourceLimits.defaults) { self.values = values }

    public subscript(kind: Kind) -> UInt64 {
        get { values[kind] ?? Self.defaults[kind]! }
        set { values[kind] = newValue }
    }

    /// These limits with the given ones in their place.
    public func overridden(by overrides: [Kind: UInt64]) -> ResourceLimits {
        ResourceLimits(values.merging(overrides) { _, new in new })
    }

    /// A limit's value as written on a fence or the command line: a positive
    /// whole number, for sizes with an optional K, M or G (powers of 1024).
    public static func parse(_ text: String, as kind: Kind) -> UInt64? {
        var digits = Substring(text)
        var scale: UInt64 = 1
        if kind.isByteSize, let last = digits.last?.uppercased() {
            switch last {
            case "K": scale = 1 << 10
            case "M": scale = 1 << 20
            case "G": scale = 1 << 30
            default: break
            }
            if scale > 1 { digits = digits.dropLast() }
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = UInt64(digits), number > 0 else { return nil }
        let (value, overflow) = number.multipliedReportingOverflow(by: scale)
        return overflow ? nil : value
    }

    /// What to write for a valid value of this kind, for error messages.
    public static func example(of kind: Kind) -> String {
        kind.isByteSize ? "\(kind.rawValue)=512M (a size in bytes, K, M or G)" : "\(kind.rawValue)=\(kind == .cpu ? 10 : 64)"
    }

    static func byteSize(_ value: UInt64) -> String {
        for (unit, shift) in [("GiB", 30), ("MiB", 20), ("KiB", 10)] where value >= 1 << shift && value % (1 << shift) == 0 {
            return "\(value >> shift) \(unit)"
        }
        return "\(value) bytes"
    }
}
