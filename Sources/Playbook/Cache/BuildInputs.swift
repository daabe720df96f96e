import Foundation

/// What every example's result depends on besides its own code: the library
/// sources, the toolchain, and the harness generator itself.
struct BuildInputs: Sendable {
    /// Bump when the generated harness changes in a way that changes results.
    static let harnessVersion = "2"

    /// SHA-256 over the library package's manifest and every file of its library targets.
    let libraryHash: String
    /// The resolved `swift` driver's path, size and modification time.
    let toolchain: String

    init(libraryRoot: URL) throws(PlaybookError) {
        var hasher = SHA256()
        hasher.update(field: Self.harnessVersion)
        let files = [libraryRoot.appending(path: "Package.swift")]
            + ["Rx", "RxTesting", "RxBlocking"].flatMap { Self.files(under: libraryRoot.appending(path: "Sources/\($0)")) }
        for file in files {
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw .unreadableFile(path: file.path, reason: error.localizedDescription)
            }
            hasher.update(field: file.path.dropFirst(libraryRoot.path.count).description)
            hasher.update("\(data.count):")
            hasher.update(data)
        }
        libraryHash = hasher.hexDigest()
        toolchain = Self.toolchainIdentity()
    }

    private static func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }

    private static func toolchainIdentity() -> String {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in searchPath.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appending(path: "swift")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            let resolved = candidate.resolvingSymlinksInPath()
            let attributes = (try? FileManager.default.attributesOfItem(atPath: resolved.path)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            return "\(resolved.path) \(size) \(modified)"
        }
        return "swift not found in PATH"
    }
}
