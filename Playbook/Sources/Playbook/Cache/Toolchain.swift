import Foundation

/// The toolchain compiling the examples, named portably: what `swift
/// --version` prints (`Swift version 6.3.1 (swift-6.3.1-RELEASE)`, `Target:
/// x86_64-unknown-linux-gnu`), the same on every machine with that release,
/// and different for another version or target. Asking takes a third of a
/// second, so the answer is remembered in a memo file beside the work
/// folder's other memos, keyed by the `swift` found in PATH (its resolved
/// path, size and modification time: local facts that only decide whether
/// to ask again, never part of a key).
enum Toolchain {
    /// The identity; `swift not found in PATH` when there is no swift to ask.
    static func identity(
        memo: URL? = nil, searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    ) -> String {
        guard let driver = driver(in: searchPath) else { return "swift not found in PATH" }
        let local = localIdentity(driver)
        if let memo, let text = try? String(contentsOf: memo, encoding: .utf8), let newline = text.firstIndex(of: "\n"),
            text[..<newline] == local
        {
            return String(text[text.index(after: newline)...])
        }
        let version = ask(driver)
        if let memo, !version.isEmpty { try? GeneratedFiles.writeAtomically("\(local)\n\(version)", to: memo) }
        return version.isEmpty ? "swift at \(driver.path) printed no version" : version
    }

    /// The first executable `swift` (or `name`) on the search path.
    static func driver(named name: String = "swift", in searchPath: String) -> URL? {
        for directory in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The resolved file's path, size and modification time (seconds and nanoseconds).
    static func localIdentity(_ driver: URL) -> String {
        let resolved = driver.resolvingSymlinksInPath()
        var status = stat()
        guard stat(resolved.path, &status) == 0 else { return resolved.path }
        return "\(resolved.path) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }

    /// `swift --version`'s output, trimmed; empty when it could not be run.
    private static func ask(_ driver: URL) -> String {
        let process = ChildProcess(program: driver.path, arguments: ["--version"], deadline: 60)
        guard let result = try? process.run(), result.succeeded else { return "" }
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
