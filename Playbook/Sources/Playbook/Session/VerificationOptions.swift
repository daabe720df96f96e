import Foundation

/// Everything a verification run needs to know, already validated.
public struct VerificationOptions: Sendable {
    /// Markdown files or folders.
    public var paths: [String]
    /// Only examples whose name (`Docs/05-work.md#3`) contains this text.
    public var filter: String?
    /// Only this example number of each chapter (`playbook run --example`).
    public var exampleNumber: Int?
    /// Only the examples and grammar errors of these chapters (paths as the
    /// chapters show them), nil for every chapter (`playbook watch` verifies
    /// what changed). The harness still holds every chapter's examples, so
    /// that its incremental build stays stable.
    public var chapters: Set<String>?
    /// The platform `skip-if` conditions are decided on; nil asks each run
    /// (`swift --version`, when a condition needs it). `playbook watch` asks once.
    public var platform: Platform?
    /// Child processes run at once.
    public var jobs: Int
    public var useCache: Bool
    /// Seconds an example may run unless its fence says `timeout=`.
    public var defaultTimeout: Double
    /// Bytes of output before an example is killed.
    public var outputLimit: Int
    /// Seconds the child waits for scheduled work after the example returns.
    public var grace: Double
    /// Limits every example runs under unless its fence overrides them.
    public var limits: ResourceLimits
    /// Told the pid of the run holding the work folder (if known) before this run waits for it.
    public var waitingForWorkFolder: @Sendable (pid_t?) -> Void
    /// The documented package: the harness links its library products (see ``DocumentedPackage``).
    public var libraryRoot: URL
    /// The package holding the harness runtime (default: the one playbook was built from; see ``HarnessRuntimePackage``).
    public var runtimeRoot: URL
    /// Where the harness package and the cache live.
    public var workDirectory: URL
    /// How strictly examples state their output: strict unless set; the
    /// `playbook` command sets the lenient rules unless `--strict` or
    /// playbook.json says strict.
    public var rules: ExtractionRules = .strict

    /// The loader of the chapters, with these options' rules.
    public var loader: DocumentationLoader { DocumentationLoader(rules: rules) }

    public init(
        paths: [String], filter: String? = nil, exampleNumber: Int? = nil, chapters: Set<String>? = nil,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, useCache: Bool = true,
        defaultTimeout: Double = 10, outputLimit: Int = 1 << 20, grace: Double = 2,
        limits: ResourceLimits = ResourceLimits(),
        libraryRoot: URL, runtimeRoot: URL = HarnessRuntimePackage.root, workDirectory: URL? = nil,
        waitingForWorkFolder: @escaping @Sendable (pid_t?) -> Void = { _ in }
    ) {
        self.limits = limits
        self.waitingForWorkFolder = waitingForWorkFolder
        self.paths = paths
        self.filter = filter
        self.exampleNumber = exampleNumber
        self.chapters = chapters
        self.jobs = jobs
        self.useCache = useCache
        self.defaultTimeout = defaultTimeout
        self.outputLimit = outputLimit
        self.grace = grace
        self.libraryRoot = libraryRoot
        self.runtimeRoot = runtimeRoot
        self.workDirectory = workDirectory ?? libraryRoot.appending(path: ".build/playbook")
    }
}
