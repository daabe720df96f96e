/// One ```swift block of a chapter and what is to be done with it.
public struct Example: Hashable, Sendable, Codable {
    /// What the fence asks for.
    public enum Kind: Hashable, Sendable, Codable {
        /// Compiled, run, and its output checked.
        case run
        /// Declarations and statements shared by the later examples of the chapter.
        case setup
        /// Compiled, not run.
        case noRun
        /// Must not compile; the compiler's diagnostic must contain `diagnostic`.
        case compileFail(diagnostic: String)
        /// Shown, neither compiled nor run.
        case skip(reason: String)
        /// A marble example: inputs from marble strings, run under virtual
        /// time; prints each result's marble string (see `MarbleHarness`).
        case marble
        /// A package manifest or a part of one, found by the lenient rules:
        /// type-checked against PackageDescription (see `ManifestChecker`).
        case manifest
    }

    /// Unique within a run, usable as a Swift identifier (`ex_Docs_2F05_2Dwork_2Emd_3`).
    public var id: String

    /// `ex_`, the path with every byte other than an ASCII letter or digit
    /// written `_XX` (hex), `_`, the number: different paths or numbers never
    /// give the same identifier (`a/b.md`, `a_b.md` and `a b.md` stay apart).
    public static func identifier(path: String, number: Int) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "_" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return "ex_\(encoded)_\(number)"
    }
    /// 1-based position among the chapter's ```swift blocks (setup included).
    public var number: Int
    public var kind: Kind
    /// The Swift code, without fences, as it is compiled: a hidden line's
    /// `#-` marker is blanked out, so lines and columns match the markdown.
    public var code: String
    /// Its hidden lines (`#- `): compiled and run, folded on the page,
    /// restored by Copy (see ``HiddenLine``).
    public var hiddenLines: [HiddenLine] = []
    /// The opening fence.
    public var location: SourceLocation
    /// The markdown line of the code's first line.
    public var codeFirstLine: Int
    /// Seconds before the running example is killed; nil means the default.
    public var timeout: Double?
    /// Resource limits its fence sets (`memory=2G`), over the run's.
    public var limits: [ResourceLimits.Kind: UInt64] = [:]
    /// False for `no-compare`: the example runs and must exit normally (no
    /// crash, leak, timeout or limit), but what it prints is not compared;
    /// its output block, if any, is a sample shown to the reader.
    public var comparesOutput = true
    /// True when the example states no output at all (no ```output block,
    /// no comment that says what it prints) and the lenient rules let it
    /// run without comparing: reported as "ran, output not compared".
    public var outputNotStated = false
    /// The markdown line whose comment says the example traps there
    /// (lenient rules, ``TrapComment``): it passes only by trapping.
    public var trapLine: Int?
    /// Its `skip-if` conditions: it is skipped on a platform where any holds.
    public var skipConditions: [SkipCondition] = []
    /// The ```output block, for `.run` and `.marble`.
    public var expected: ExpectedOutput?
    /// The setup blocks above this example in the same chapter, in order.
    public var setup: [SetupBlock]

    /// The code as a reader copies it: hidden lines included, without their markers.
    public var readableCode: String { HiddenLineMarkers.readable(code, hidden: hiddenLines) }

    /// A name for reports and `--filter`: `Docs/05-work.md#3`.
    public var name: String { "\(location.path)#\(number)" }

    /// Whether it is compiled into the shared harness program.
    public var isCompiledIntoHarness: Bool {
        switch kind {
        case .run, .noRun, .marble: return true
        case .setup, .compileFail, .skip, .manifest: return false
        }
    }

    /// Whether its output is checked.
    public var isRun: Bool {
        switch kind {
        case .run, .marble: return true
        default: return false
        }
    }

    public init(
        id: String, number: Int, kind: Kind, code: String, location: SourceLocation,
        codeFirstLine: Int, timeout: Double? = nil, expected: ExpectedOutput? = nil, setup: [SetupBlock] = []
    ) {
        self.id = id
        self.number = number
        self.kind = kind
        self.code = code
        self.location = location
        self.codeFirstLine = codeFirstLine
        self.timeout = timeout
        self.expected = expected
        self.setup = setup
    }
}

/// The code of a ```swift setup block and where it starts.
public struct SetupBlock: Hashable, Sendable, Codable {
    /// As compiled (hidden-line markers blanked out).
    public var code: String
    public var codeFirstLine: Int
    public var path: String
    public var hiddenLines: [HiddenLine]

    public init(code: String, codeFirstLine: Int, path: String, hiddenLines: [HiddenLine] = []) {
        self.code = code
        self.codeFirstLine = codeFirstLine
        self.path = path
        self.hiddenLines = hiddenLines
    }

    /// The code as a reader copies it (see ``Example/readableCode``).
    public var readableCode: String { HiddenLineMarkers.readable(code, hidden: hiddenLines) }
}
