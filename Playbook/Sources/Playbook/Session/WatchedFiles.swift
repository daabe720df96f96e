#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// What `playbook watch` looks at, taken by polling: the chapter files under
/// the paths given (as `ChapterFiles.find` lists them) and the library
/// package's manifest and sources, each with its device, inode, size and
/// modification and change times.
///
/// Polling is portable and sees every way a file changes: written in place,
/// replaced by an editor's temporary file renamed over it (a new inode), or
/// removed. Two snapshots compared give the chapters added, changed and
/// removed, and whether a library file changed.
public struct WatchedFiles: Equatable, Sendable {
    /// What identifies one version of a file.
    struct Stamp: Equatable, Sendable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: Int64
        var changed: Int64
    }

    /// Each chapter file by its path as displayed.
    /// By the bytes of each path (two names that differ only in Unicode normalisation are two files).
    var chapters: [PathKey: Stamp]
    /// The chapter paths in `ChapterFiles.find`'s order.
    var order: [String]
    /// Each library file by its path.
    var library: [String: Stamp]
    /// Why the chapters could not be listed (a path given was removed), or nil.
    public var problem: String?

    /// How two snapshots differ.
    public struct Changes: Equatable, Sendable {
        /// Chapters that are new or whose file changed, in the later snapshot's order.
        public var changed: [String] = []
        /// Chapters no longer found.
        public var removed: [String] = []
        /// Whether the library's manifest or a source file was added, changed or removed.
        public var library = false

        public var isEmpty: Bool { changed.isEmpty && removed.isEmpty && !library }
    }

    /// Takes a snapshot of the chapters under `paths` and of the library
    /// package at `libraryRoot` (its Package.swift and every file below its Sources).
    public static func snapshot(paths: [String], libraryRoot: URL?) -> WatchedFiles {
        var chapters: [PathKey: Stamp] = [:]
        var order: [String] = []
        var problem: String?
        do {
            order = try ChapterFiles.find(paths)
            for path in order { chapters[PathKey(path)] = stamp(path) }
        } catch {
            problem = error.description
        }
        var library: [String: Stamp] = [:]
        if let libraryRoot {
            let manifest = libraryRoot.appending(path: "Package.swift").path
            library[manifest] = stamp(manifest)
            for file in files(below: libraryRoot.appending(path: "Sources").path) { library[file] = stamp(file) }
        }
        return WatchedFiles(chapters: chapters, order: order, library: library, problem: problem)
    }

    /// What changed from `earlier` to this snapshot.
    public func changes(since earlier: WatchedFiles) -> Changes {
        var changes = Changes()
        changes.changed = order.filter { chapters[PathKey($0)] != earlier.chapters[PathKey($0)] }
        changes.removed = earlier.order.filter { chapters[PathKey($0)] == nil }
        changes.library = library != earlier.library
        return changes
    }

    /// The chapter paths found, in order.
    public var chapterPaths: [String] { order }

    /// The file's identity and times; nil when it cannot be read (removed between listing and stat).
    private static func stamp(_ path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if os(Linux)
            let modified = Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec)
            let changed = Int64(status.st_ctim.tv_sec) * 1_000_000_000 + Int64(status.st_ctim.tv_nsec)
        #else
            let modified = Int64(status.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(status.st_mtimespec.tv_nsec)
            let changed = Int64(status.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(status.st_ctimespec.tv_nsec)
        #endif
        return Stamp(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size), modified: modified,
            changed: changed)
    }

    /// Every regular file at or below `folder`, skipping hidden names (editors' swap files).
    private static func files(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            found.append(folder + "/" + relative)
        }
        return found
    }
}
