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
    /// Where the harness package lives (and the cache, unless `cacheDirectory` says otherwise).
    public var workDirectory: URL
    /// The result cache's folder (see ``ResultCache``); nil: `WORK/cache`.
    public var cacheDirectory: URL?
    /// Verify only this part of the selected examples (see ``ShardPlan``); nil: all.
    public var shard: Shard?
    /// How long each example last took, for splitting into shards and for
    /// running the longest first; nil: the cache folder's (see ``Timings``).
    public var timings: Timings?

    /// The result cache's folder.
    public var resolvedCacheDirectory: URL { cacheDirectory ?? workDirectory.appending(path: "cache") }

    /// Where this run keeps what is its own (the harness, compile checks):
    /// the work folder, or a folder of its own in it for a shard, so that the
    /// shards of one split run beside each other on one work folder.
    public var runDirectory: URL { shard.map { workDirectory.appending(path: "shard-\($0.index)") } ?? workDirectory }
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
