import Foundation

/// What running examples takes, prepared one way for verification and for
/// the "what if" moves of the marble examples: the documented package, the
/// inputs every result is keyed on, the libraries and the harness built on
/// them, and the runner of the built harness. Both then reuse what the other
/// built (the same work folder, the same set of compiled examples).
struct HarnessSetup {
    let options: VerificationOptions
    let package: DocumentedPackage
    let inputs: BuildInputs

    /// Reads the package's description and hashes its sources (each
    /// remembered in the work folder while their files are unchanged).
    init(options: VerificationOptions) throws(PlaybookError) {
        self.options = options
        package = try DocumentedPackage.load(
            root: options.libraryRoot, memo: options.workDirectory.appending(path: "package-description.json"))
        inputs = try BuildInputs(
            package: package, runtimeRoot: options.runtimeRoot, memo: options.workDirectory.appending(path: "library-hash.txt"),
            toolchainMemo: options.workDirectory.appending(path: "toolchain.txt"))
    }

    /// The examples a harness of these chapters may hold: every one that is
    /// compiled, selected or not. The libraries are built for all of them
    /// (their imports), so that they stay the same from run to run; a run
    /// compiles those it runs and links those compiled before
    /// (``HarnessProgram/linkedSet(running:of:)``).
    static func compiledSet(_ chapters: [Chapter]) -> [Example] {
        chapters.flatMap(\.examples).filter(\.isCompiledIntoHarness)
    }

    /// The cache of results, keyed on `inputs` and the options' limits.
    var resultCache: ResultCache {
        ResultCache(
            directory: options.resolvedCacheDirectory, inputs: inputs,
            settings: ResultCache.Settings(
                defaultTimeout: options.defaultTimeout, outputLimit: options.outputLimit, grace: options.grace, limits: options.limits))
    }

    /// The libraries for a run that compiles `examples`. The modules they
    /// import that the configured products lack (and RxSwift and RxTest for
    /// marble examples) are remembered in the work folder and built in from
    /// then on: the set only grows, so runs over different chapters share
    /// one build of the libraries and of the examples compiled against it.
    func libraries(for examples: [Example] = []) -> LibraryBuild {
        let memo = options.workDirectory.appending(path: "imported-modules.txt")
        let remembered = ((try? String(contentsOf: memo, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        var modules = Set(remembered)
        for example in examples {
            for code in [example.code] + example.setup.map(\.code) { modules.formUnion(ExampleImports.modules(in: code)) }
            if example.kind == .marble { modules.formUnion(HarnessRuntimePackage.marbleSupportDependencies) }
        }
        modules.subtract(package.modules)
        let sorted = modules.sorted()
        if sorted != remembered.sorted() { try? GeneratedFiles.writeAtomically(sorted.joined(separator: "\n"), to: memo) }
        return LibraryBuild(
            directory: options.workDirectory.appending(path: "libraries"), package: package, runtimeRoot: options.runtimeRoot,
            inputs: inputs, importing: sorted)
    }

    func harness(_ libraries: LibraryBuild) -> HarnessProgram {
        HarnessProgram(directory: options.runDirectory.appending(path: "harness"), libraries: libraries, jobs: options.jobs)
    }

    /// Runs the examples of `harness` as built (`symbols`), with the options' timeout, output cap and limits.
    func runner(_ harness: HarnessProgram, symbols: [String: String]) -> ExampleRunner {
        runner(harness.executable, symbols: symbols)
    }

    /// Runs the examples of a program built from the harness's objects (see ``HarnessProgram/compilePart(_:named:)``).
    func runner(_ executable: URL, symbols: [String: String]) -> ExampleRunner {
        ExampleRunner(
            executable: executable, symbols: symbols, jobs: options.jobs, defaultTimeout: options.defaultTimeout,
            outputLimit: options.outputLimit, grace: options.grace, limits: options.limits)
    }
}
