import Foundation

/// Writing generated files so that unchanged ones keep their modification
/// time (the compiler then skips them) and no reader ever sees half a file.
package enum GeneratedFiles {
    package static func write(_ files: [URL: String]) throws(PlaybookError) {
        for (url, text) in files {
            if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { continue }
            try writeAtomically(text, to: url)
        }
    }

    /// Writes to a temporary file beside `url`, then renames it over `url`.
    package static func writeAtomically(_ text: String, to url: URL) throws(PlaybookError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Unique to this write: threads and processes writing one file at once each rename a whole file.
            let temporary = url.deletingLastPathComponent().appending(
                path: ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
            Interruption.register(.temporaryFile(temporary.path))
            defer { Interruption.unregister(.temporaryFile(temporary.path)) }
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw PlaybookError.unwritableFile(path: url.path, reason: reason)
            }
        } catch let error as PlaybookError {
            throw error
        } catch {
            throw .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
