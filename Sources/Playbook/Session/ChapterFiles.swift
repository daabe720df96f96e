import Foundation

/// Finds the markdown chapters under the paths given on the command line
/// and reads them into chapters.
public enum ChapterFiles {
    /// Markdown files (`.md`) at or below each path, sorted, displayed with
    /// the path as given as their prefix. A path that does not exist is an error.
    /// A file reached twice (named twice, through two paths or a symbolic
    /// link) is listed once, under the first name it was reached by.
    public static func find(_ paths: [String]) throws(PlaybookError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .pathNotFound(path) }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: path)
            var inside: [String] = []
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".md"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                inside.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
            }
            found += inside.sorted()
        }
        var seen = Set<String>()
        return found.filter { seen.insert(canonicalPath($0)).inserted }
    }

    /// The path with symbolic links, `.` and `..` resolved (the path itself if it cannot be).
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func read(_ path: String) throws(PlaybookError) -> Chapter {
        let source: String
        do { source = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
        return ChapterExtractor().extract(source: source, path: path)
    }

    /// The nearest folder at or above `start` holding Package.swift and Sources/Rx.
    public static func packageRoot(from start: URL) throws(PlaybookError) -> URL {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path),
               FileManager.default.fileExists(atPath: folder.appending(path: "Sources/Rx").path) {
                return folder
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw .packageRootNotFound(searchedFrom: start.path) }
            folder = parent
        }
    }
}
