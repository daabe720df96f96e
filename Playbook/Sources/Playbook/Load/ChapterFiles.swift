import Foundation

/// Finds the markdown chapters under the paths given on the command line
/// and reads their bytes, for `DocumentationLoader`.
public enum ChapterFiles {
    /// Markdown files (`.md`, DocC articles included) and Swift files
    /// (`.swift`, for their doc comments) at or below each path, sorted,
    /// displayed with the path as given as their prefix; a file named
    /// itself is taken whatever its extension. A path that does not exist is an error.
    /// A file reached twice (named twice, through two paths or a symbolic
    /// link) is listed once, under the first name it was reached by; files
    /// are told apart by device and inode (``FileIdentity``), so two names
    /// that differ only in Unicode normalisation are two files. A
    /// folder whose name ends in `.md` or `.swift` is looked into, not listed.
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
                guard relative.hasSuffix(".md") || relative.hasSuffix(".swift"),
                    !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                else { continue }
                let file = path.hasSuffix("/") ? path + relative : path + "/" + relative
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue { continue }
                inside.append(file)
            }
            // Names equal to Swift (NFC and NFD) are ordered by their bytes.
            found += inside.sorted { $0 != $1 ? $0 < $1 : $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        var seen = Set<FileIdentity>()
        return found.filter { seen.insert(FileIdentity($0)).inserted }
    }

    /// The folder named `Proposals` (any case) that `file` was found in
    /// below one of `paths`, as a path; nil when a path names the file, the
    /// folder or one inside it (whoever names it asks for it), or when no
    /// path reaches it. Apple's server packages keep their design proposals
    /// in a DocC catalog's `Proposals` folder (swift-log, swift-metrics,
    /// swift-distributed-tracing, swift-service-context, swift-configuration,
    /// swift-openapi-generator): records of a design, whose code shows API
    /// that was proposed, changed or left out, not this version's.
    public static func proposalsFolder(of file: String, under paths: [String]) -> String? {
        var found: String?
        for path in paths {
            let folder = path.hasSuffix("/") ? path : path + "/"
            guard file.hasPrefix(folder) else {
                if file == path { return nil }
                continue
            }
            let inside = file.dropFirst(folder.count).split(separator: "/").dropLast()
            guard let index = inside.firstIndex(where: { $0.lowercased() == "proposals" }) else { return nil }
            found = found ?? folder + inside[...index].joined(separator: "/")
        }
        return found
    }

    /// The path with symbolic links, `.` and `..` resolved (the path itself if it cannot be).
    static func canonicalPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads and extracts one chapter file (see `DocumentationLoader`). A
    /// file that is not UTF-8 becomes a chapter with no examples and one
    /// error at the first bad byte; one that is not a regular file (a named
    /// pipe, a dangling link) or cannot be read, a chapter with one error at its line 1.
    public static func read(_ path: String) -> Chapter {
        DocumentationLoader().chapter(file: path)
    }

    /// The bytes of a chapter file, or an error at its line 1 when it is not
    /// a regular file or cannot be read; a named pipe is never opened.
    static func chapterBytes(_ path: String) -> Result<[UInt8], Diagnostic> {
        let location = SourceLocation(path: path, line: 1)
        var status = stat()
        guard stat(path, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            if path.unicodeScalars.contains("\u{FFFD}") {
                // Foundation lists a name that is not UTF-8 with U+FFFD in place of its bytes: no such file.
                return .failure(
                    Diagnostic(
                        .error, at: location,
                        "could not read the file: its name is not valid UTF-8 (shown with \u{FFFD} in place of the bytes that are not); rename it"
                    ))
            }
            return .failure(Diagnostic(.error, at: location, "could not read the file: \(reason)"))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(Diagnostic(.error, at: location, "not a regular file; playbook reads only regular markdown files"))
        }
        do { return .success(try readBytes(path)) } catch {
            return .failure(Diagnostic(.error, at: location, "could not read the file: \(error)"))
        }
    }

    /// The file's bytes.
    static func readBytes(_ path: String) throws(PlaybookError) -> [UInt8] {
        do { return Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
            throw .unreadableFile(path: path, reason: error.localizedDescription)
        }
    }

    /// Bytes known to be UTF-8 as text, without a leading byte order mark.
    static func decodeWithoutBOM(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.starts(with: ChapterText.byteOrderMark) ? bytes.dropFirst(3) : bytes[...], as: UTF8.self)
    }

    /// The nearest folder at or above `start` holding Package.swift.
    public static func packageRoot(from start: URL) throws(PlaybookError) -> URL {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw .packageRootNotFound(searchedFrom: start.path) }
            folder = parent
        }
    }
}
