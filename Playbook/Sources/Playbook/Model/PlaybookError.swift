/// Failures that stop a whole run (as opposed to one example failing).
public enum PlaybookError: Error, CustomStringConvertible, Sendable {
    case pathNotFound(String)
    case packageRootNotFound(searchedFrom: String)
    case unreadableFile(path: String, reason: String)
    case unwritableFile(path: String, reason: String)
    case harnessBuildFailed(output: String)
    case toolFailed(command: String, output: String)
    case exampleNotFound(path: String, number: Int, count: Int)
    case operatorCatalogMissing(path: String, reason: String)
    /// playbook.json or the package's description does not say what playbook needs.
    case invalidConfiguration(path: String, message: String)

    public var description: String {
        switch self {
        case .pathNotFound(let path):
            return "no such file or directory: \(path)"
        case .packageRootNotFound(let start):
            return
                "no Package.swift found in \(start) or above it; run playbook inside the package whose documentation it verifies, or pass --package-path"
        case .unreadableFile(let path, let reason):
            return "could not read \(path): \(reason)"
        case .unwritableFile(let path, let reason):
            return "could not write \(path): \(reason)"
        case .harnessBuildFailed(let output):
            return "the generated harness program did not build, and the errors are not in any example:\n\(output)"
        case .toolFailed(let command, let output):
            return "`\(command)` failed:\n\(output)"
        case .operatorCatalogMissing(let path, let reason):
            return
                "no operator catalogue at \(path): \(reason); run playbook operators from the package root or pass --source FOLDER; nothing was written"
        case .invalidConfiguration(let path, let message):
            return "\(path):1:1: error: \(message)"
        case .exampleNotFound(let path, let number, let count):
            return "\(path) has \(count) swift example\(count == 1 ? "" : "s"); there is no example \(number)"
        }
    }
}
