import Foundation

/// Type-checks a `compile-fail` example on its own against the built library
/// modules (`swiftc -typecheck`, no code generation) and reports whether it
/// failed with a diagnostic containing the expected fragment.
public struct CompileFailChecker: Sendable {
    public enum Outcome: Hashable, Sendable, Codable {
        /// It did not compile and the diagnostic contains the fragment.
        case failedAsExpected
        /// It compiled although it must not.
        case compiled
        /// It did not compile but no diagnostic contains the fragment.
        case failedDifferently(diagnostics: String)
    }

    /// Arguments that let swiftc find the library modules.
    let compileArguments: [String]
    let workDirectory: URL
    /// The documented package's modules each example imports without saying
    /// so, as the harness imports them (``LibraryBuild/implicitModules(for:)``).
    var implicitModules: @Sendable (Example) -> [String] = { _ in [] }

    func check(_ example: Example) throws(PlaybookError) -> Outcome {
        guard case .compileFail(let fragment) = example.kind else { return .compiled }
        let source = ExampleSource(example: example, implicitModules: implicitModules(example))
        let file = workDirectory.appending(path: source.fileName)
        try GeneratedFiles.write([file: source.text])
        let process = ChildProcess(
            program: "swiftc",
            arguments: [
                "-typecheck", "-parse-as-library", "-swift-version", "5", "-suppress-warnings",
                "-diagnostic-style", "llvm", file.path
            ] + compileArguments)
        let result: ProcessResult
        do { result = try process.run() } catch { throw .toolFailed(command: "swiftc -typecheck", output: error.description) }
        if result.succeeded { return .compiled }
        let output = result.stdout + result.stderr
        let errors = CompilerDiagnostics(parsing: output).errors.map(\.text)
        if output.contains(fragment) { return .failedAsExpected }
        return .failedDifferently(diagnostics: errors.isEmpty ? output : errors.joined(separator: "\n"))
    }
}
