import Foundation

/// Writing the site: rendered into a temporary folder beside the output,
/// which then takes the output's place whole.
extension SiteBuilder {
    /// Renders the site and swaps it in at `output`. A folder already there
    /// is replaced only if playbook wrote it (it holds the marker file) or it is empty.
    public func write(to output: URL) throws(PlaybookError) {
        let fileManager = FileManager.default
        let output = output.standardizedFileURL
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) {
            let contents = (try? fileManager.contentsOfDirectory(atPath: output.path)) ?? []
            guard isDirectory.boolValue, contents.isEmpty || contents.contains(Self.marker) else {
                throw .unwritableFile(
                    path: output.path,
                    reason:
                        "it exists and is not a site playbook wrote (no \(Self.marker) file in it); remove it or choose another --output")
            }
        }
        let parent = output.deletingLastPathComponent()
        let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let temporary = parent.appending(path: ".\(output.lastPathComponent).building-\(unique)")
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
            var written = 0
            for (path, contents) in try render() {
                if let limit = failAfterWritingFiles, written >= limit {
                    throw PlaybookError.unwritableFile(path: path, reason: "interrupted on purpose (test)")
                }
                try write(contents, to: temporary.appending(path: path))
                written += 1
            }
            for asset in plan.assets {
                let destination = temporary.appending(path: asset)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fileManager.copyItem(at: URL(fileURLWithPath: asset), to: destination)
            }
            try write(
                "Written by `playbook build`; the whole folder is replaced by the next build.\n", to: temporary.appending(path: Self.marker)
            )
            // GitHub Pages serves the folders whose names start with _ (the pages' sources) only without Jekyll.
            try write("", to: temporary.appending(path: ".nojekyll"))
            try swap(temporary, into: output)
        } catch {
            try? fileManager.removeItem(at: temporary)
            if let error = error as? PlaybookError { throw error }
            throw .unwritableFile(path: output.path, reason: error.localizedDescription)
        }
    }

    private func write(_ contents: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    /// Moves the finished folder into place; the old site goes only after the new one is there.
    private func swap(_ temporary: URL, into output: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.moveItem(at: temporary, to: output)
            return
        }
        let old = temporary.deletingLastPathComponent().appending(
            path: temporary.lastPathComponent.replacingOccurrences(of: ".building-", with: ".old-"))
        try fileManager.moveItem(at: output, to: old)
        do { try fileManager.moveItem(at: temporary, to: output) } catch {
            try? fileManager.moveItem(at: old, to: output)
            throw error
        }
        try? fileManager.removeItem(at: old)
    }
}
