import Foundation

/// What every example's result depends on besides its own code: the
/// documented package's manifest, pins, playbook.json and library sources
/// (see ``DocumentedPackage``), the harness runtime's sources (see
/// ``HarnessRuntimePackage``), the toolchain, and the harness generator itself.
///
/// Both halves are portable: the library hash names each file by its path in
/// its package and hashes its bytes (no absolute path, no modification
/// time), and the toolchain is what `swift --version` says. A checkout of the
/// same commit on another machine, in another folder, has the same inputs.
public struct BuildInputs: Sendable {
    /// Bump when the generated harness changes in a way that changes results.
    static let harnessVersion = "4"

    /// SHA-256 over the documented package's manifest, Package.resolved,
    /// playbook.json and every file of the targets its products are built
    /// from, and of the harness runtime's targets, each named by its path
    /// in its package.
    public let libraryHash: String
    /// The toolchain's own account of itself: `swift --version` (version and target).
    public let toolchain: String
    /// A digest of the library files' paths alone: it changes when a file is
    /// added, removed or renamed, which SwiftPM's incremental build of a path
    /// dependency does not always notice.
    public let fileListHash: String

    /// - Parameters:
    ///   - memo: a file remembering the last hash with the sizes and
    ///     modification times it was computed from; when they are unchanged the
    ///     sources are not read again (nil: always hash).
    ///   - toolchain: the toolchain's identity when known (tests); nil asks
    ///     `swift --version`, remembered in `toolchainMemo` while the `swift`
    ///     found in PATH is the same file.
    public init(
        package: DocumentedPackage, runtimeRoot: URL = HarnessRuntimePackage.root, memo: URL? = nil, toolchain: String? = nil,
        toolchainMemo: URL? = nil
    ) throws(PlaybookError) {
        let libraryRoot = package.root
        let optional = [PlaybookConfiguration.fileName, "Package.resolved"].map { libraryRoot.appending(path: $0) }
        // Each file with the name it is hashed under: its path in its package.
        var files =
            ([libraryRoot.appending(path: "Package.swift")]
            + optional.filter { FileManager.default.fileExists(atPath: $0.path) }
            + package.sourceFolders.flatMap { Self.files(under: libraryRoot.appending(path: $0)) })
            .map { ($0, String($0.path.dropFirst(libraryRoot.path.count))) }
        let runtimeFiles =
            [runtimeRoot.appending(path: "Package.swift")]
            + (HarnessRuntimePackage.targets.map { "Sources/\($0)" } + [HarnessRuntimePackage.marbleSourcesFolder])
            .flatMap { Self.files(under: runtimeRoot.appending(path: $0)) }
        files += runtimeFiles.map { ($0, "runtime:" + String($0.path.dropFirst(runtimeRoot.path.count))) }
        let fingerprint = Self.fingerprint(files.map(\.0))
        var listHasher = SHA256()
        for (_, name) in files { listHasher.update(field: name) }
        fileListHash = listHasher.hexDigest()
        if let memo, let remembered = try? String(contentsOf: memo, encoding: .utf8),
            case let lines = remembered.split(separator: "\n"), lines.count == 2, lines[0] == fingerprint
        {
            libraryHash = String(lines[1])
        } else {
            libraryHash = try Self.hash(files)
            if let memo { try GeneratedFiles.writeAtomically("\(fingerprint)\n\(libraryHash)\n", to: memo) }
        }
        self.toolchain = toolchain ?? Toolchain.identity(memo: toolchainMemo)
    }

    private static func hash(_ files: [(URL, String)]) throws(PlaybookError) -> String {
        var hasher = SHA256()
        hasher.update(field: harnessVersion)
        for (file, name) in files {
            let data: Data
            do { data = try Data(contentsOf: file) } catch {
                throw .unreadableFile(path: file.path, reason: error.localizedDescription)
            }
            hasher.update(field: name)
            hasher.update("\(data.count):")
            hasher.update(data)
        }
        return hasher.hexDigest()
    }

    /// A digest of every file's path, size and modification time (for the
    /// local memo only; never part of a key).
    private static func fingerprint(_ files: [URL]) -> String {
        var hasher = SHA256()
        hasher.update(field: harnessVersion)
        for file in files {
            var status = stat()
            let known = stat(file.path, &status) == 0
            hasher.update(field: file.path)
            hasher.update(field: known ? "\(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)" : "missing")
        }
        return hasher.hexDigest()
    }

    private static func files(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var files: [URL] = []
        while let relative = enumerator.nextObject() as? String {
            let file = directory.appending(path: relative)
            var status = stat()
            if stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { files.append(file) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
