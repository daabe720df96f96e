import Foundation

/// The one program that holds every example of a run, compiled with swiftc
/// directly against the prebuilt libraries.
///
/// Each chapter is a compilation unit: its example files are compiled
/// together (whole-module, -Onone) into one object file named after a hash
/// of their text, so an unchanged chapter is never recompiled and an edit
/// recompiles one chapter. The objects and the fixed `main.swift` are then
/// linked into `harness`, which finds examples by symbol name at run time.
struct HarnessProgram: Sendable {
    let directory: URL
    let libraries: LibraryBuild
    let jobs: Int

    var executable: URL { directory.appending(path: "harness") }
    private var objects: URL { directory.appending(path: "objects") }
    private var sources: URL { directory.appending(path: "sources") }
    private var linkStamp: URL { directory.appending(path: "linked-from.txt") }

    /// What an object's name depends on besides its sources.
    private var objectInputs: [String] {
        compileArguments + [libraries.inputs.libraryHash, libraries.inputs.toolchain]
    }

    private var compileArguments: [String] {
        ["-swift-version", "5", "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm", "-module-name", "harness"]
            + libraries.compileArguments
    }

    /// Compiles what changed and links the harness. Examples whose code does
    /// not compile are left out; their compiler messages are returned by id.
    func build(_ examples: [Example]) throws(PlaybookError) -> [String: [String]] {
        let units = Dictionary(grouping: examples, by: { $0.location.path }).sorted { $0.key < $1.key }.map(\.value)
        let compiled = try WorkerPool(jobs: jobs).map(units) { unit throws(PlaybookError) in try compile(unit) }
        var broken: [String: [String]] = [:]
        var objectFiles: [URL] = [try mainObject()]
        for (object, unitBroken) in compiled {
            broken.merge(unitBroken) { first, _ in first }
            if let object { objectFiles.append(object) }
        }
        try link(objectFiles)
        return broken
    }

    /// Compiles one chapter's examples unless an object for the same text
    /// exists; examples with errors are dropped and the rest compiled again.
    private func compile(_ unit: [Example]) throws(PlaybookError) -> (URL?, [String: [String]]) {
        var included = unit
        var broken: [String: [String]] = [:]
        while !included.isEmpty {
            // Named from the examples themselves, so an unchanged chapter is
            // found without generating (and parsing) its sources again.
            let object = objects.appending(path: "unit-" + Self.hash(included.flatMap(Self.sourceInputs) + objectInputs) + ".o")
            if FileManager.default.fileExists(atPath: object.path) { return (object, broken) }
            let files = included.map { ExampleSource(example: $0) }
            let folder = sources.appending(path: Self.hash([included[0].location.path]))
            var texts: [URL: String] = [:]
            for file in files { texts[folder.appending(path: file.fileName)] = file.text }
            try GeneratedFiles.write(texts)
            try GeneratedFiles.removeFiles(in: folder, except: Set(files.map(\.fileName)), withExtension: "swift")
            let output = try swiftc(["-c", "-wmo", "-parse-as-library"] + compileArguments + texts.keys.map(\.path).sorted(), producing: object)
            guard let output else { return (object, broken) }
            let diagnostics = CompilerDiagnostics(parsing: output)
            var newlyBroken = false
            for example in included {
                let messages = diagnostics.messages(for: example).map(\.text)
                if !messages.isEmpty { broken[example.id] = messages; newlyBroken = true }
            }
            guard newlyBroken else { throw .harnessBuildFailed(output: output) }
            included.removeAll { broken[$0.id] != nil }
        }
        return (nil, broken)
    }

    private func mainObject() throws(PlaybookError) -> URL {
        let text = ChildRuntimeSource.mainFile(tracesResources: libraries.tracesResources)
        let object = objects.appending(path: "main-" + Self.hash([text] + objectInputs) + ".o")
        if FileManager.default.fileExists(atPath: object.path) { return object }
        let file = sources.appending(path: "main.swift")
        try GeneratedFiles.write([file: text])
        if let output = try swiftc(["-c"] + compileArguments + [file.path], producing: object) {
            throw .harnessBuildFailed(output: output)
        }
        return object
    }

    /// Links the objects unless the harness was last linked from exactly these.
    private func link(_ objectFiles: [URL]) throws(PlaybookError) {
        let stamp = objectFiles.map(\.lastPathComponent).sorted().joined(separator: "\n") + "\n"
        if FileManager.default.isExecutableFile(atPath: executable.path),
           (try? String(contentsOf: linkStamp, encoding: .utf8)) == stamp {
            return
        }
        let arguments = ["-emit-executable"] + objectFiles.map(\.path) + libraries.linkArguments + ["-Xlinker", "--export-dynamic"]
        if let output = try swiftc(arguments, producing: executable) {
            throw .toolFailed(command: "swiftc (linking the harness)", output: output)
        }
        try GeneratedFiles.writeAtomically(stamp, to: linkStamp)
        try removeObjects(except: Set(objectFiles.map(\.lastPathComponent)))
    }

    /// Runs swiftc writing to a temporary file renamed to `output` on
    /// success; returns nil on success or the compiler's output on failure.
    private func swiftc(_ arguments: [String], producing output: URL) throws(PlaybookError) -> String? {
        do { try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: output.deletingLastPathComponent().path, reason: error.localizedDescription)
        }
        let temporary = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).\(UUID().uuidString)")
        let result: ProcessResult
        do { result = try ChildProcess(program: "swiftc", arguments: arguments + ["-o", temporary.path]).run() } catch {
            throw .toolFailed(command: "swiftc", output: error.description)
        }
        guard result.succeeded else {
            try? FileManager.default.removeItem(at: temporary)
            return result.stdout + result.stderr
        }
        guard rename(temporary.path, output.path) == 0 else {
            throw .unwritableFile(path: output.path, reason: String(cString: strerror(errno)))
        }
        return nil
    }

    /// Drops object files the harness no longer links and that are older
    /// than a day (old versions of edited chapters); recent ones stay for
    /// runs over other chapters.
    private func removeObjects(except kept: Set<String>) throws(PlaybookError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: objects.path) } catch {
            throw .unreadableFile(path: objects.path, reason: error.localizedDescription)
        }
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        for name in names where name.hasSuffix(".o") && !kept.contains(name) {
            let file = objects.appending(path: name)
            let modified = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate]) as? Date
            guard let modified, modified < dayAgo else { continue }
            do { try FileManager.default.removeItem(at: file) } catch {
                throw .unwritableFile(path: file.path, reason: error.localizedDescription)
            }
        }
    }

    /// Everything an example's generated file is made from.
    private static func sourceInputs(_ example: Example) -> [String] {
        [ExampleSource.generatorVersion, example.id, example.name, example.location.path, "\(example.codeFirstLine)", example.code]
            + example.setup.flatMap { [$0.path, "\($0.codeFirstLine)", $0.code] }
    }

    private static func hash(_ parts: [String]) -> String {
        var hasher = SHA256()
        for part in parts { hasher.update(field: part) }
        return String(hasher.hexDigest().prefix(24))
    }
}
