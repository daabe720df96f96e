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

    /// Checks each example, `jobs` compilers at once. Those that declare
    /// nothing another file could see (``isSelfContained(_:)``) are first
    /// type-checked together, a few whole-module runs instead of one each
    /// (a run loads the libraries once: five examples in 0.5 s instead of
    /// 1.5 s); an example that run shows failing with the fragment in a
    /// message at its own lines has failed as expected. Every other
    /// example, and any the shared run does not show so, is checked alone,
    /// and that verdict is the one given: a shared run can only confirm.
    func check(_ examples: [Example], jobs: Int) throws(PlaybookError) -> [Outcome] {
        var outcomes: [Outcome?] = Array(repeating: nil, count: examples.count)
        let together = examples.indices.filter { Self.isSelfContained(examples[$0]) }
        if together.count > 1 {
            let shares = HarnessProgram.balanced(together, into: max(1, min(jobs, together.count / 8))) { index in
                examples[index].code.utf8.count + 200
            }
            let confirmed = try WorkerPool(jobs: jobs).map(shares) { share throws(PlaybookError) in
                try confirmTogether(share.map { examples[$0] }).map { share[$0] }
            }
            for index in confirmed.joined() { outcomes[index] = .failedAsExpected }
        }
        let alone = examples.indices.filter { outcomes[$0] == nil }
        let checked = try WorkerPool(jobs: jobs).map(alone) { index throws(PlaybookError) in try check(examples[index]) }
        for (index, outcome) in zip(alone, checked) { outcomes[index] = outcome }
        return outcomes.map { $0! }
    }

    /// Whether the example's generated file declares nothing the other
    /// files of a module see: its declarations are made `fileprivate`, but
    /// a conformance (`extension T: P`), an operator or a precedence group
    /// cannot be, and could make another example compile or fail.
    static func isSelfContained(_ example: Example) -> Bool {
        let words = ["extension", "operator", "precedencegroup", "@_cdecl", "@main"]
        return ([example.code] + example.setup.map(\.code)).allSatisfy { code in
            !words.contains { word in
                code.ranges(of: word).contains { range in
                    let before = range.lowerBound == code.startIndex ? nil : code[code.index(before: range.lowerBound)]
                    let after = range.upperBound == code.endIndex ? nil : code[range.upperBound]
                    return !(before.map(Self.isIdentifierCharacter) ?? false) && !(after.map(Self.isIdentifierCharacter) ?? false)
                }
            }
        }
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Type-checks the examples in one run; the offsets of those it shows
    /// failing with their fragment in an error or note at their own lines.
    private func confirmTogether(_ examples: [Example]) throws(PlaybookError) -> [Int] {
        var files: [URL: String] = [:]
        for example in examples {
            let source = ExampleSource(example: example, implicitModules: implicitModules(example))
            files[workDirectory.appending(path: source.fileName)] = source.text
        }
        try GeneratedFiles.write(files)
        let result = try typecheckTogether(files.keys.map(\.path).sorted())
        if result.succeeded { return [] }
        let diagnostics = CompilerDiagnostics(parsing: result.stdout + result.stderr)
        return examples.indices.filter { index in
            guard case .compileFail(let fragment) = examples[index].kind else { return false }
            let messages = diagnostics.messages(for: examples[index])
            return messages.contains { $0.text.contains(": error: ") } && messages.contains { $0.text.contains(fragment) }
        }
    }

    private static let typecheckArguments = [
        "-typecheck", "-parse-as-library", "-swift-version", "5", "-suppress-warnings", "-diagnostic-style", "llvm"
    ]

    private func typecheck(_ files: [String]) throws(PlaybookError) -> ProcessResult {
        try run(ChildProcess(program: "swiftc", arguments: Self.typecheckArguments + files + compileArguments))
    }

    /// One whole-module type-check of the files, by the frontend itself when
    /// the driver's command is known (``FrontendCommand``).
    private func typecheckTogether(_ files: [String]) throws(PlaybookError) -> ProcessResult {
        let arguments = Self.typecheckArguments + ["-wmo", "-module-name", "compile_fail"] + compileArguments
        guard
            let frontend = FrontendCommand.resolve(
                arguments, writesOutput: false, memo: workDirectory.appending(path: "frontend-command.json"))
        else { return try run(ChildProcess(program: "swiftc", arguments: arguments + files)) }
        let list = workDirectory.appending(path: "files-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: list) }
        return try run(
            ChildProcess(program: frontend.program, arguments: try frontend.arguments(files: files, output: nil, fileList: list)))
    }

    private func run(_ process: ChildProcess) throws(PlaybookError) -> ProcessResult {
        do { return try process.run() } catch { throw .toolFailed(command: "swiftc -typecheck", output: error.description) }
    }

    func check(_ example: Example) throws(PlaybookError) -> Outcome {
        guard case .compileFail(let fragment) = example.kind else { return .compiled }
        let source = ExampleSource(example: example, implicitModules: implicitModules(example))
        let file = workDirectory.appending(path: source.fileName)
        try GeneratedFiles.write([file: source.text])
        let result = try typecheck([file.path])
        if result.succeeded { return .compiled }
        let output = result.stdout + result.stderr
        let errors = CompilerDiagnostics(parsing: output).errors.map(\.text)
        if output.contains(fragment) { return .failedAsExpected }
        return .failedDifferently(diagnostics: errors.isEmpty ? output : errors.joined(separator: "\n"))
    }
}
