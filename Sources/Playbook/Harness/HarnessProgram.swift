import Foundation

/// The one program that holds every example of a run, compiled with swiftc
/// directly against the prebuilt libraries.
///
/// Every example version (its code, setup and place) has a hash; its function,
/// its entry symbol and its object file are named with it, so old and new
/// versions of an example never collide. The examples whose object is
/// missing are compiled together in one whole-module swiftc run (-Onone, one
/// object per file, `--jobs` threads): a cold run loads the library modules
/// once and an edit recompiles only the edited example. A whole-module run
/// emits shared helpers into only one of its objects, so the objects of a
/// run are always linked together (a `.batch` file beside each names its
/// siblings). The objects and the fixed `main.swift` are linked into
/// `harness`, which finds an example's entry by symbol name at run time.
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
            + libraries.compileArguments + ["-I", marbleModules.path]
    }

    /// Where the `MarbleSupport` module of marble examples' helpers is built.
    private var marbleModules: URL { directory.appending(path: "marble-module") }

    /// The result of a build: the symbol of each example that compiled (what
    /// `harness --child` takes), and the compiler messages of each that did
    /// not, by example id.
    struct Build: Sendable {
        var symbols: [String: String]
        var broken: [String: [String]]
    }

    /// Compiles what changed and links the harness. Examples whose code does
    /// not compile are left out.
    func build(_ examples: [Example]) throws(PlaybookError) -> Build {
        // Named from the examples themselves, so an unchanged example is
        // found without generating (and parsing) its source again.
        let versions = Dictionary(uniqueKeysWithValues: examples.map { example in
            (example.id, Self.hash(Self.sourceInputs(example) + objectInputs))
        })
        let objectFile = { (example: Example) in self.objects.appending(path: "example-\(versions[example.id]!).o") }
        let symbol = { (example: Example) in "\(example.id)_\(versions[example.id]!)" }
        // Marble examples import the helpers' module, built first. It is always
        // linked: objects compiled together with a marble example may be linked
        // for a run that has none.
        let support = [try marbleSupportObject()]
        var missing = examples.filter { !FileManager.default.fileExists(atPath: objectFile($0).path) }
        var broken: [String: [String]] = [:]
        while !missing.isEmpty {
            let batch = missing.map { (ExampleSource(example: $0, symbol: symbol($0)), objectFile($0)) }
            guard let output = try compile(batch) else { break }
            let diagnostics = CompilerDiagnostics(parsing: output)
            var newlyBroken = false
            for example in missing {
                let messages = diagnostics.messages(for: example).map(\.text)
                if !messages.isEmpty { broken[example.id] = messages; newlyBroken = true }
            }
            guard newlyBroken else { throw .harnessBuildFailed(output: output) }
            missing.removeAll { broken[$0.id] != nil }
        }
        let compiled = examples.filter { broken[$0.id] == nil }
        try link([try mainObject()] + support + withSiblings(compiled.map(objectFile)))
        var symbols: [String: String] = [:]
        for example in compiled { symbols[example.id] = symbol(example) }
        return Build(symbols: symbols, broken: broken)
    }

    /// The objects and every object compiled in the same run as one of them.
    private func withSiblings(_ objectFiles: [URL]) -> [URL] {
        var all: [URL] = []
        var seen: Set<String> = []
        // A compile's objects usually come together: read each run's list once.
        for object in objectFiles where !seen.contains(object.lastPathComponent) {
            let listed = (try? String(contentsOf: Self.batchFile(of: object), encoding: .utf8))?
                .split(separator: "\n").map { objects.appending(path: String($0)) } ?? []
            for file in [object] + listed where !seen.contains(file.lastPathComponent) {
                seen.insert(file.lastPathComponent)
                all.append(file)
            }
        }
        return all
    }

    private static func batchFile(of object: URL) -> URL {
        object.deletingLastPathComponent().appending(path: object.lastPathComponent + ".batch")
    }

    /// Compiles the sources in one whole-module run, one object per file;
    /// returns nil on success or the compiler's output.
    private func compile(_ batch: [(ExampleSource, URL)]) throws(PlaybookError) -> String? {
        var texts: [URL: String] = [:]
        var map: [String: [String: String]] = [:]
        var temporaries: [(URL, URL)] = []
        // Generating parses each example with swift-syntax: spread it over the jobs.
        let generated = WorkerPool(jobs: jobs).map(batch) { source, _ in source.text }
        for ((source, object), text) in zip(batch, generated) {
            let file = sources.appending(path: source.fileName)
            texts[file] = text
            let temporary = objects.appending(path: ".\(object.lastPathComponent).\(getpid()).tmp.o")
            map[file.path] = ["object": temporary.path]
            temporaries.append((temporary, object))
        }
        try GeneratedFiles.write(texts)
        let mapFile = directory.appending(path: "output-file-map.json")
        do {
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            try GeneratedFiles.writeAtomically(String(decoding: try JSONEncoder().encode(map), as: UTF8.self), to: mapFile)
        } catch let error as PlaybookError {
            throw error
        } catch {
            throw .unwritableFile(path: mapFile.path, reason: error.localizedDescription)
        }
        let arguments = ["-c", "-wmo", "-num-threads", "\(max(1, jobs))", "-parse-as-library"] + compileArguments
            + ["-output-file-map", mapFile.path] + texts.keys.map(\.path).sorted()
        let result: ProcessResult
        do { result = try ChildProcess(program: "swiftc", arguments: arguments).run() } catch {
            throw .toolFailed(command: "swiftc", output: error.description)
        }
        guard result.succeeded else {
            for (temporary, _) in temporaries { try? FileManager.default.removeItem(at: temporary) }
            return result.stdout + result.stderr
        }
        let siblings = temporaries.map { $0.1.lastPathComponent + "\n" }.joined()
        for (temporary, object) in temporaries {
            try GeneratedFiles.writeAtomically(siblings, to: Self.batchFile(of: object))
            guard rename(temporary.path, object.path) == 0 else {
                throw .unwritableFile(path: object.path, reason: String(cString: strerror(errno)))
            }
        }
        return nil
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

    /// The helpers of marble examples as their own module, `MarbleSupport`
    /// (public declarations, so examples link to one copy of each symbol,
    /// default-argument generators included), built once per library build.
    private func marbleSupportObject() throws(PlaybookError) -> URL {
        let text = MarbleHarness.supportFile(access: "public")
        let object = objects.appending(path: "marble-support-" + Self.hash([text] + objectInputs) + ".o")
        let module = marbleModules.appending(path: MarbleHarness.supportModuleName + ".swiftmodule")
        if FileManager.default.fileExists(atPath: object.path), FileManager.default.fileExists(atPath: module.path) {
            return object
        }
        let file = sources.appending(path: MarbleHarness.supportFileName)
        try GeneratedFiles.write([file: text])
        do { try FileManager.default.createDirectory(at: marbleModules, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: marbleModules.path, reason: error.localizedDescription)
        }
        let arguments = ["-c", "-parse-as-library", "-swift-version", "5", "-Onone", "-suppress-warnings",
                         "-module-name", MarbleHarness.supportModuleName, "-emit-module", "-emit-module-path", module.path]
            + libraries.compileArguments + [file.path]
        if let output = try swiftc(arguments, producing: object) {
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
    /// than a day (old versions of edited examples); recent ones stay for
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
            do {
                try FileManager.default.removeItem(at: file)
                if FileManager.default.fileExists(atPath: Self.batchFile(of: file).path) {
                    try FileManager.default.removeItem(at: Self.batchFile(of: file))
                }
            } catch {
                throw .unwritableFile(path: file.path, reason: error.localizedDescription)
            }
        }
    }

    /// Everything an example's generated file is made from.
    private static func sourceInputs(_ example: Example) -> [String] {
        [ExampleSource.generatorVersion, example.id, example.name, example.location.path, "\(example.codeFirstLine)", example.code]
            + example.setup.flatMap { [$0.path, "\($0.codeFirstLine)", $0.code] }
            + (example.kind == .marble ? [MarbleHarness.supportFile(access: "public")] : [])
    }

    private static func hash(_ parts: [String]) -> String {
        var hasher = SHA256()
        for part in parts { hasher.update(field: part) }
        return String(hasher.hexDigest().prefix(24))
    }
}
