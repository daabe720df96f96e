/// What playbook asks a harness server for: run the example whose entry
/// symbol is `symbol`, under these limits.
///
/// On the wire it is one line, the symbol and then the five limits in the
/// order of ``ExampleLimits/fields`` (0 for none), separated by single
/// spaces: `Docs_05_3_ab12 2147483648 30 67108864 256 300`, then, for a
/// "what if" run of a marble example, its ``marbleVariant`` as one more
/// field: `Docs_05_3_ab12 0 0 0 0 0 0.1.7`. The write ends
/// of the child's stdout and stderr pipes travel with it as SCM_RIGHTS
/// (see ``DescriptorPassing``).
public struct HarnessRequest: Hashable, Sendable {
    public var symbol: String
    public var limits: ExampleLimits
    /// A marble example run with one input value moved (see `MarbleVariant`
    /// in MarbleSupport): `input.value.frame`, three whole numbers. The
    /// child finds it in the environment variable ``marbleVariantVariable``.
    public var marbleVariant: String?

    /// The environment variable that hands a child its ``marbleVariant``.
    public static let marbleVariantVariable = "PLAYBOOK_MARBLE_VARIANT"
    /// The environment variable naming the folder playbook made for a
    /// harness server (its TMPDIR, which holds its examples' folders): the
    /// server removes it when it stops because playbook is gone or asked it
    /// to (playbook removes it otherwise); examples do not see it.
    public static let serverFolderVariable = "PLAYBOOK_HARNESS_FOLDER"
    /// Set with `LD_BIND_NOW=1` when playbook asked the dynamic loader to
    /// bind every symbol as the server starts (so that each forked example
    /// finds them bound instead of binding each on its first call, every
    /// time): the server then removes both, and examples see neither.
    public static let bindNowVariable = "PLAYBOOK_BIND_NOW"

    /// The descriptors a request carries, in order: the example's stdout
    /// and stderr, and the write end of its waiting pipe, on which the child
    /// writes one byte when the example's code has returned and it only
    /// waits for the work that code scheduled (so playbook may start another
    /// example beside it: it holds no CPU).
    public static let descriptorCount = 3

    public init(symbol: String, limits: ExampleLimits = ExampleLimits(), marbleVariant: String? = nil) {
        self.symbol = symbol
        self.limits = limits
        self.marbleVariant = marbleVariant
    }

    /// What is wrong with a request line.
    public enum Malformed: Error, Hashable, Sendable, CustomStringConvertible {
        case noSymbol
        case invalidSymbol(String)
        case wrongFieldCount(Int)
        case invalidLimit(String)
        case invalidVariant(String)

        public var description: String {
            switch self {
            case .noSymbol: return "the request names no example"
            case .invalidSymbol(let symbol): return "the request names \(symbol), which is not a symbol (letters, digits and _ only)"
            case .wrongFieldCount(let count):
                return "the request has \(count) limits, not \(ExampleLimits.fields.count)"
            case .invalidLimit(let text): return "the request's limit \(text) is not a whole number"
            case .invalidVariant(let text):
                return "the request's marble variant \(text) is not three numbers joined by dots (input.value.frame)"
            }
        }
    }

    /// The line to send, without its newline.
    public var line: String {
        ([symbol] + limits.values.map { "\($0)" } + (marbleVariant.map { [$0] } ?? [])).joined(separator: " ")
    }

    /// Reads a line as sent by ``line`` (without its newline).
    public init(line: String) throws(Malformed) {
        let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let symbol = fields.first, !symbol.isEmpty else { throw .noSymbol }
        guard symbol.utf8.allSatisfy(Self.isSymbolByte) else { throw .invalidSymbol(symbol) }
        var limitFields = fields.dropFirst()
        var variant: String?
        if limitFields.count == ExampleLimits.fields.count + 1, let last = limitFields.last, last.contains(".") {
            let parts = last.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3,
                parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } })
            else { throw .invalidVariant(last) }
            variant = last
            limitFields = limitFields.dropLast()
        }
        guard limitFields.count == ExampleLimits.fields.count else { throw .wrongFieldCount(limitFields.count) }
        var values: [UInt64] = []
        for field in limitFields {
            guard !field.isEmpty, field.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
                let value = UInt64(field)
            else { throw .invalidLimit(field) }
            values.append(value)
        }
        self.symbol = symbol
        self.limits = ExampleLimits(values: values)
        self.marbleVariant = variant
    }

    private static func isSymbolByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}

/// The limits an example's child runs under, each 0 for none. What each
/// means, its default and its fence attribute are playbook's business
/// (`ResourceLimits`); the harness applies them with setrlimit.
public struct ExampleLimits: Hashable, Sendable {
    /// Bytes of data (RLIMIT_DATA).
    public var memory: UInt64 = 0
    /// Seconds of CPU time (RLIMIT_CPU).
    public var cpuSeconds: UInt64 = 0
    /// Bytes one written file may reach (RLIMIT_FSIZE).
    public var fileSize: UInt64 = 0
    /// Descriptors open at once (RLIMIT_NOFILE).
    public var openFiles: UInt64 = 0
    /// Processes and threads of the user (RLIMIT_NPROC).
    public var processes: UInt64 = 0

    /// The fields in the order they are sent.
    public static var fields: [WritableKeyPath<ExampleLimits, UInt64>] {
        [\.memory, \.cpuSeconds, \.fileSize, \.openFiles, \.processes]
    }

    public init(memory: UInt64 = 0, cpuSeconds: UInt64 = 0, fileSize: UInt64 = 0, openFiles: UInt64 = 0, processes: UInt64 = 0) {
        self.memory = memory
        self.cpuSeconds = cpuSeconds
        self.fileSize = fileSize
        self.openFiles = openFiles
        self.processes = processes
    }

    /// The values in the order of ``fields``; missing ones are 0, extra ones ignored.
    public init(values: [UInt64]) {
        for (field, value) in zip(Self.fields, values) { self[keyPath: field] = value }
    }

    /// The values in the order of ``fields``.
    public var values: [UInt64] { Self.fields.map { self[keyPath: $0] } }
}
