import Foundation

/// What playbook's Rx-shaped features need and whether the documented
/// package provides it, decided from what the package declares and
/// compiles, never from its name:
///
/// - **Leak check**: a module of the package's products declares a
///   `Resources.total` that converts to an integer (RxSwift's resource
///   counter). Found by type-checking `let probe: Int64 = Int64(M.Resources.total)` against
///   each built module in turn; the harness then waits after each example
///   until the counter is back where it started.
/// - **Marble examples**: the package provides the modules the marble
///   helpers (`PlaybookMarbles`, beside the runtime package) are written
///   against, RxSwift and RxTest, as products of its own or of a package it
///   depends on, so the helpers are built with the package's own copy of them.
struct LibraryCapabilities: Sendable, Equatable, Codable {
    /// The module whose `Resources.total` the leak check reads; nil: no leak check.
    var resourceCounterModule: String?
    /// Whether marble examples can be built and run.
    var marbles: Bool

    /// Whether the package can build what the marble helpers need.
    static func providesMarbles(_ package: DocumentedPackage) -> Bool {
        HarnessRuntimePackage.marbleSupportDependencies.allSatisfy { module in
            package.chosenProduct(with: module) != nil || package.product(providing: module) != nil
        }
    }

    /// The first of `modules` for which `Int64(Module.Resources.total)`
    /// type-checks with `compileArguments` (which find the built modules),
    /// probed in `folder`; nil when none does.
    static func resourceCounterModule(among modules: [String], compileArguments: [String], folder: URL) throws(PlaybookError) -> String? {
        for module in modules {
            let probe = folder.appending(path: "resource-counter-probe-\(module).swift")
            try GeneratedFiles.write([probe: "import \(module)\nlet probe: Int64 = Int64(\(module).Resources.total)\n"])
            let process = ChildProcess(
                program: "swiftc", arguments: ["-typecheck", "-swift-version", "5"] + compileArguments + [probe.path])
            let result: ProcessResult
            do { result = try process.run() } catch { throw .toolFailed(command: "swiftc -typecheck", output: error.description) }
            if result.succeeded { return module }
        }
        return nil
    }
}
