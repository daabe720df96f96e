import Foundation

/// Checks a ```swift block that is a package manifest, or a part of one, as
/// a manifest: type-checked against the toolchain's PackageDescription, as
/// SwiftPM compiles Package.swift. A whole manifest is checked as it is
/// (with the tools version its first line names); a part is placed where it
/// belongs (a list of package dependencies, of target dependencies, of
/// targets, of products, or arguments of `Package(...)`) and passes when one
/// of those places type-checks. A part that fits none is skipped, saying so:
/// it may be a part playbook cannot place, not a wrong one.
struct ManifestChecker: Sendable {
    let workDirectory: URL

    /// Where SwiftPM's PackageDescription module is: beside the `swiftc` in PATH.
    static var manifestAPI: URL? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in searchPath.split(separator: ":") {
            let compiler = URL(fileURLWithPath: String(directory)).appending(path: "swiftc")
            guard FileManager.default.isExecutableFile(atPath: compiler.path) else { continue }
            let api = compiler.deletingLastPathComponent().deletingLastPathComponent().appending(path: "lib/swift/pm/ManifestAPI")
            if FileManager.default.fileExists(atPath: api.appending(path: "PackageDescription.swiftmodule").path) { return api }
        }
        return nil
    }

    /// The placings of a manifest's part, in the order they are tried.
    static func placings(_ code: String) -> [String] {
        let trimmed = code.trimmingWhitespace
        let element = trimmed.hasSuffix(",") ? String(trimmed.dropLast()) : trimmed
        return [
            "let _: [Package.Dependency] = [\n\(element)\n]",
            "let _: [Target.Dependency] = [\n\(element)\n]",
            "let _: [Target] = [\n\(element)\n]",
            "let _: [Product] = [\n\(element)\n]",
            "let _ = Package(name: \"_\",\n\(element)\n)",
            "let _: Target = .target(name: \"_\",\n\(element)\n)"
        ]
    }

    func check(_ example: Example) throws(PlaybookError) -> ExampleOutcome {
        guard let api = Self.manifestAPI else {
            return .skipped(reason: "a package manifest: PackageDescription was not found beside swiftc, so it is not checked")
        }
        let whole = example.code.contains("Package(") && example.code.contains("import PackageDescription")
        let version = Self.toolsVersion(example.code) ?? "6.1"
        var firstErrors: [String] = []
        for (index, body) in (whole ? [example.code] : Self.placings(example.code)).enumerated() {
            // Errors point at the block's lines: a part sits one line below its placing's first line.
            let located = ExampleSource.sourceLocation(example.location.path, example.codeFirstLine - (whole ? 0 : 1))
            let source = "import PackageDescription\n" + located + "\n" + body + "\n"
            let file = workDirectory.appending(path: "\(example.id)-\(index).swift")
            try GeneratedFiles.write([file: source])
            let process = ChildProcess(
                program: "swiftc",
                arguments: [
                    "-typecheck", "-I", api.path, "-package-description-version", version, "-suppress-warnings", "-diagnostic-style",
                    "llvm", file.path
                ])
            let result: ProcessResult
            do { result = try process.run() } catch { throw .toolFailed(command: "swiftc -typecheck", output: error.description) }
            if result.succeeded { return .compiled }
            if index == 0 { firstErrors = CompilerDiagnostics(parsing: result.stdout + result.stderr).errors.map(\.text) }
        }
        if whole {
            return .doesNotCompile(messages: ["the manifest does not type-check against PackageDescription \(version):"] + firstErrors)
        }
        return .skipped(reason: "a part of a package manifest that type-checks in none of the places playbook tries: shown, not checked")
    }

    /// `5.9` of `// swift-tools-version:5.9` (or `// swift-tools-version: 5.9.0`).
    static func toolsVersion(_ code: String) -> String? {
        guard let first = code.split(separator: "\n").first, first.hasPrefix("// swift-tools-version") else { return nil }
        let version = first.drop(while: { $0 != ":" }).dropFirst().trimmingWhitespace
        let number = version.prefix(while: { $0.isNumber || $0 == "." })
        return number.isEmpty ? nil : String(number)
    }
}
