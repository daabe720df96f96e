import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary folder an example runs in: made with mkdtemp under TMPDIR
/// (`playbook-example-XXXXXX`) before the fork, removed with everything in
/// it after the example and what it started are gone.
enum ExampleFolder {
    /// A new empty folder, or nil if none could be made.
    static func make(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/playbook-example-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    static func remove(_ folder: String?) {
        guard let folder else { return }
        removeTree(folder)
    }

    /// Removes the file, or the folder and everything in it; never follows a symbolic link.
    static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in entries(of: path) { removeTree(path + "/" + name) }
            _ = rmdir(path)
        } else {
            _ = unlink(path)
        }
    }

    /// The names in a folder, without `.` and `..`; none if it cannot be read.
    static func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
