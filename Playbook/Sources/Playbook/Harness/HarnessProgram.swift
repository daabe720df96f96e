import Foundation

/// The one program that holds every example of a run, compiled with swiftc
/// directly against the prebuilt libraries.
///
/// Every example version (its code, setup and place) has a hash; its function,
/// its entry symbol and its object link are named with it, so old and new
/// versions of an example never collide. The examples whose object link is
/// missing are compiled in `jobs` whole-module swiftc runs at once (-Onone),
/// each into one object holding its share of the examples: a cold run loads
/// the library modules once per job and emits few objects, and an edit
/// recompiles only the edited example. `example-HASH.o` is a symbolic link to
/// the object that holds that version. The distinct objects and the
/// libraries' `main` object are linked into `harness`, which finds an
/// example's entry by symbol name at run time.
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
        compileArguments + [libraries.inputs.libraryHash, libraries.inputs.toolchain, libraries.supportDigest]
            + libraries.implicitModules
    }

    /// `-sil-verify-none` and `-disable-llvm-verify`: the compiler's checks
    /// of its own intermediate code, which a release compiler runs after
    /// each SIL stage, cost a fifth to a third of compiling an example and
    /// change nothing in the object it emits.
    private var compileArguments: [String] {
        ["-swift-version", "5", "-Onone", "-suppress-warnings", "-diagnostic-style", "llvm", "-module-name", "harness"]
            + ["-Xfrontend", "-sil-verify-none", "-Xfrontend", "-disable-llvm-verify"]
            + libraries.compileArguments
    }

    /// The result of a build: the symbol of each example that compiled (what
    /// what the harness server is asked to run), and the compiler messages of each that did
    /// not, by example id.
    struct Build: Sendable {
        var symbols: [String: String]
        var broken: [String: [String]]
    }

    /// Compiles what changed and links the harness. Examples whose code does
    /// not compile are left out: those the compiler's messages name by their
    /// markdown lines, and, when a whole-module run fails with messages that
    /// name no example (in generated code), those found by compiling halves
    /// of its share apart until each failing one is alone (``isolate(_:frontend:)``).
    /// `shareCompiled` is called as each whole-module run ends (a core is
    /// free from the first of them: other work may start).
    func build(_ examples: [Example], shareCompiled: @escaping @Sendable () -> Void = {}) throws(PlaybookError) -> Build {
        try build(examples, into: executable, cleaning: true, shareCompiled: shareCompiled)
    }

    /// The examples that have no object yet: those a build would compile.
    func uncompiled(_ examples: [Example]) -> [Example] {
        let inputs = objectInputs
        return examples.filter { example in
            !FileManager.default.fileExists(atPath: objectLink(version: Self.hash(Self.sourceInputs(example) + inputs)).path)
        }
    }

    /// What a run builds its harness from: the examples it runs, and those
    /// of `chapters` (every example its chapters compile) that were compiled
    /// before, in the chapters' order. A run compiles what it must run, not
    /// all its chapters hold: a CI job that restored the result cache into a
    /// fresh work folder compiles the examples that changed, and a filtered
    /// run those it selected. What was compiled stays linked, so from run to
    /// run the harness links the same objects once each has been compiled.
    func linkedSet(running: [Example], of chapters: [Example]) -> [Example] {
        let running = running.filter(\.isCompiledIntoHarness)
        let runningIDs = Set(running.map(\.id))
        let missing = Set(uncompiled(chapters.filter { !runningIDs.contains($0.id) }).map(\.id))
        let kept = chapters.filter { runningIDs.contains($0.id) || !missing.contains($0.id) }
        let keptIDs = Set(kept.map(\.id))
        return kept + running.filter { !keptIDs.contains($0.id) }
    }

    /// A few examples compiled apart, to be linked alone into a program of
    /// their own, `harness-NAME`, beside the harness: so that they can run
    /// while the rest compile. Their objects are the harness's.
    struct Part: Sendable {
        let build: Build
        let links: [URL]
        let program: URL
    }

    /// Compiles what these examples lack; nothing is cleaned up. ``link(_:)``
    /// makes its program, which a later ``build(_:)`` does not wait for.
    func compilePart(_ examples: [Example], named name: String) throws(PlaybookError) -> Part {
        let (build, links) = try compileObjects(examples)
        return Part(build: build, links: links, program: directory.appending(path: "harness-\(name)"))
    }

    /// Links a part's program; its path.
    func link(_ part: Part) throws(PlaybookError) -> URL {
        try link([libraries.mainObject] + linkedObjects(part.links), keeping: part.links, into: part.program, cleaning: false)
        return part.program
    }

    private func objectLink(version: String) -> URL { objects.appending(path: "example-\(version).o") }

    private func build(
        _ examples: [Example], into program: URL, cleaning: Bool, shareCompiled: @escaping @Sendable () -> Void
    ) throws(PlaybookError) -> Build {
        let (build, links) = try compileObjects(examples, shareCompiled: shareCompiled)
        try link([libraries.mainObject] + linkedObjects(links), keeping: links, into: program, cleaning: cleaning)
        return build
    }

    /// Compiles what the examples lack: what compiled (by symbol) and what
    /// did not, and the object links of those that compiled.
    private func compileObjects(
        _ examples: [Example], shareCompiled: @escaping @Sendable () -> Void = {}
    ) throws(PlaybookError) -> (Build, [URL]) {
        // Named from the examples themselves, so an unchanged example is
        // found without generating (and parsing) its source again.
        let inputs = objectInputs
        let versions = Dictionary(
            uniqueKeysWithValues: examples.map { example in
                (example.id, Self.hash(Self.sourceInputs(example) + inputs))
            })
        let objectLink = { (example: Example) in self.objectLink(version: versions[example.id]!) }
        let symbol = { (example: Example) in "\(example.id)_\(versions[example.id]!)" }
        var missing = examples.filter { !FileManager.default.fileExists(atPath: objectLink($0).path) }
        var broken: [String: [String]] = [:]
        let frontend = missing.isEmpty ? nil : frontendCommand
        while !missing.isEmpty {
            let batch = missing.map { example in
                (
                    ExampleSource(example: example, symbol: symbol(example), implicitModules: libraries.implicitModules(for: example)),
                    objectLink(example)
                )
            }
            let failures = try compile(batch, frontend: frontend, shareCompiled: shareCompiled)
            guard !failures.isEmpty else { break }
            for (failed, output) in failures {
                let share = batch.filter { failed.contains($0.0.example.id) }
                var found = Self.attribute(output, to: share)
                if found.isEmpty { found = try isolate(share, frontend: frontend) }
                guard !found.isEmpty else { throw .harnessBuildFailed(output: output) }
                broken.merge(found) { first, _ in first }
            }
            missing = missing.filter { broken[$0.id] == nil && !FileManager.default.fileExists(atPath: objectLink($0).path) }
        }
        let compiled = examples.filter { broken[$0.id] == nil }
        var symbols: [String: String] = [:]
        for example in compiled { symbols[example.id] = symbol(example) }
        return (Build(symbols: symbols, broken: broken), compiled.map(objectLink))
    }

    /// The distinct objects the links point at.
    private func linkedObjects(_ links: [URL]) throws(PlaybookError) -> [URL] {
        var seen: Set<String> = []
        var all: [URL] = []
        for link in links {
            let target: String
            do { target = try FileManager.default.destinationOfSymbolicLink(atPath: link.path) } catch {
                throw .unreadableFile(path: link.path, reason: error.localizedDescription)
            }
            if seen.insert(target).inserted { all.append(objects.appending(path: target)) }
        }
        return all
    }

    /// Compiles the sources in up to `jobs` whole-module runs at once, each
    /// into one object, and links every compiled example's name to its
    /// object; returns, for each run that failed, the ids of its examples and
    /// the compiler's output.
    private func compile(
        _ batch: [(ExampleSource, URL)], frontend: FrontendCommand?, shareCompiled: @escaping @Sendable () -> Void
    ) throws(PlaybookError) -> [(Set<String>, String)] {
        // Generating parses each example with swift-syntax: spread it over the jobs.
        let generated = WorkerPool(jobs: jobs).map(batch) { source, _ in source.text }
        var texts: [URL: String] = [:]
        for ((source, _), text) in zip(batch, generated) { texts[sources.appending(path: source.fileName)] = text }
        try GeneratedFiles.write(texts)
        do { try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: objects.path, reason: error.localizedDescription)
        }
        let shares = Self.balanced(batch, into: jobs) { source, _ in
            source.example.code.utf8.count + source.example.setup.reduce(0) { $0 + $1.code.utf8.count } + 200
        }
        let outcomes = try WorkerPool(jobs: jobs).map(shares) { share throws(PlaybookError) in
            defer { shareCompiled() }
            return try compileShare(share, frontend: frontend)
        }
        return outcomes.compactMap { $0 }
    }

    /// The frontend command of a compile (``FrontendCommand``), remembered in the work folder.
    private var frontendCommand: FrontendCommand? {
        FrontendCommand.resolve(
            ["-c", "-wmo", "-parse-as-library"] + compileArguments, writesOutput: true,
            memo: directory.deletingLastPathComponent().appending(path: "frontend-command.json"))
    }

    /// Compiles one share (its sources written) in one whole-module run into
    /// one object and links its examples to it; nil, or the ids and the
    /// compiler's output when it failed.
    private func compileShare(_ share: [(ExampleSource, URL)], frontend: FrontendCommand?) throws(PlaybookError) -> (
        Set<String>, String
    )? {
        let files = share.map { sources.appending(path: $0.0.fileName).path }
        let name = "batch-\(Self.hash(share.map(\.1.lastPathComponent)))"
        let object = objects.appending(path: name + ".o")
        let failed: String?
        if let frontend {
            let list = objects.appending(path: ".\(name).\(UUID().uuidString).files")
            defer { try? FileManager.default.removeItem(at: list) }
            failed = try produce(object, running: frontend.program) { temporary throws(PlaybookError) in
                try frontend.arguments(files: files, output: temporary.path, fileList: list)
            }
        } else {
            failed = try swiftc(["-c", "-wmo", "-parse-as-library"] + compileArguments + files, producing: object)
        }
        if let output = failed {
            return (Set(share.map(\.0.example.id)), output)
        }
        for (_, link) in share { try Self.linkAtomically(link, to: object.lastPathComponent) }
        return nil
    }

    /// The examples of a failed share that fail on their own, found by
    /// compiling halves apart (those that compile are linked), each with its
    /// messages; a message in generated code is shown at the example.
    private func isolate(_ share: [(ExampleSource, URL)], frontend: FrontendCommand?) throws(PlaybookError) -> [String: [String]] {
        if share.count == 1, let (source, _) = share.first {
            guard let (_, output) = try compileShare(share, frontend: frontend) else { return [:] }
            let attributed = Self.attribute(output, to: share)
            if !attributed.isEmpty { return attributed }
            let messages = CompilerDiagnostics(parsing: output).errors.map(\.text).filter { $0.contains(": error: ") }.map { text in
                let message = text.range(of: ": error: ").map { String(text[$0.upperBound...]) } ?? text
                return "\(source.example.location): error: \(message) (in the code playbook generates around the example)"
            }
            return [source.example.id: messages.isEmpty ? [output] : messages]
        }
        var found: [String: [String]] = [:]
        for half in Self.partition(share, into: 2) {
            guard let (_, output) = try compileShare(half, frontend: frontend) else { continue }
            var attributed = Self.attribute(output, to: half)
            if attributed.isEmpty { attributed = try isolate(half, frontend: frontend) }
            found.merge(attributed) { first, _ in first }
        }
        return found
    }

    /// Splits the items into at most `count` shares of nearly equal cost:
    /// the costliest first, each to the share with the least so far (ties to
    /// the first), so that no compiler is left working alone at the end.
    /// The same items always give the same shares.
    static func balanced<Item>(_ items: [Item], into count: Int, cost: (Item) -> Int) -> [[Item]] {
        let shares = max(1, min(count, items.count))
        var loads = Array(repeating: 0, count: shares)
        var result = Array(repeating: [Item](), count: shares)
        let costs = items.map(cost)
        for index in items.indices.sorted(by: { (costs[$0], $1) > (costs[$1], $0) }) {
            let least = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            loads[least] += costs[index]
            result[least].append(items[index])
        }
        return result
    }

    /// Splits the batch into at most `count` shares of nearly equal size, in order.
    static func partition<Item>(_ items: [Item], into count: Int) -> [[Item]] {
        let shares = max(1, min(count, items.count))
        return (0..<shares).map { index in
            Array(items[(items.count * index / shares)..<(items.count * (index + 1) / shares)])
        }
    }

    private static func linkAtomically(_ link: URL, to target: String) throws(PlaybookError) {
        let temporary = link.deletingLastPathComponent().appending(path: ".\(link.lastPathComponent).\(UUID().uuidString)")
        guard symlink(target, temporary.path) == 0, rename(temporary.path, link.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: link.path, reason: reason)
        }
    }

    /// Links the objects unless the harness was last linked from exactly
    /// these (and the same libraries); then drops what no example links.
    private func link(_ objectFiles: [URL], keeping links: [URL], into program: URL, cleaning: Bool) throws(PlaybookError) {
        let stamp = (objectInputs + objectFiles.map(\.lastPathComponent).sorted()).joined(separator: "\n") + "\n"
        let stampFile = program == executable ? linkStamp : directory.appending(path: "\(program.lastPathComponent)-linked-from.txt")
        if FileManager.default.isExecutableFile(atPath: program.path),
            (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp
        {
            return
        }
        if let output = try linkExecutable(
            objectFiles, arguments: libraries.linkArguments + ["-Xlinker", "--export-dynamic"], producing: program)
        {
            throw .toolFailed(command: "swiftc (linking the harness)", output: output)
        }
        try GeneratedFiles.writeAtomically(stamp, to: stampFile)
        if cleaning { try removeObjects(except: Set((objectFiles + links).map(\.lastPathComponent))) }
    }

    /// Runs swiftc writing to a temporary file renamed to `output` on
    /// success; returns nil on success or the compiler's output on failure.
    func swiftc(_ arguments: [String], producing output: URL) throws(PlaybookError) -> String? {
        try produce(output, running: "swiftc") { temporary in arguments + ["-o", temporary.path] }
    }

    /// Runs the program with the arguments for a temporary file, renamed to
    /// `output` on success; nil on success or the program's output on failure.
    func produce(
        _ output: URL, running tool: String, arguments: (URL) throws(PlaybookError) -> [String]
    ) throws(PlaybookError) -> String? {
        do { try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true) } catch {
            throw .unwritableFile(path: output.deletingLastPathComponent().path, reason: error.localizedDescription)
        }
        let temporary = output.deletingLastPathComponent().appending(path: ".\(output.lastPathComponent).\(UUID().uuidString)")
        let words = try arguments(temporary)
        let result: ProcessResult
        do { result = try ChildProcess(program: tool, arguments: words).run() } catch {
            throw .toolFailed(command: tool, output: error.description)
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

    /// Drops example links the harness no longer links and that are older
    /// than a day (old versions of edited examples; recent ones stay for runs
    /// over other chapters), then the objects no remaining link points at.
    private func removeObjects(except kept: Set<String>) throws(PlaybookError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: objects.path) } catch {
            throw .unreadableFile(path: objects.path, reason: error.localizedDescription)
        }
        let dayAgo = Date(timeIntervalSinceNow: -86_400)
        var targets: Set<String> = []
        var unlinked: [String] = []
        for name in names where name.hasSuffix(".o") && !kept.contains(name) {
            let path = objects.appending(path: name).path
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                unlinked.append(name)
                continue
            }
            // The link's own time (attributesOfItem does not follow the link).
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            if let modified, modified < dayAgo {
                try remove(name)
            } else {
                targets.insert(target)
            }
        }
        for name in unlinked where !targets.contains(name) { try remove(name) }
    }

    private func remove(_ name: String) throws(PlaybookError) {
        do { try FileManager.default.removeItem(at: objects.appending(path: name)) } catch {
            throw .unwritableFile(path: objects.appending(path: name).path, reason: error.localizedDescription)
        }
    }

    /// Everything an example's generated file is made from.
    private static func sourceInputs(_ example: Example) -> [String] {
        [ExampleSource.generatorVersion, example.id, example.name, example.location.path, "\(example.codeFirstLine)", example.code]
            + example.setup.flatMap { [$0.path, "\($0.codeFirstLine)", $0.code] }
            + ["\(example.kind == .marble)"]
    }

    private static func hash(_ parts: [String]) -> String {
        var hasher = SHA256()
        for part in parts { hasher.update(field: part) }
        return String(hasher.hexDigest().prefix(24))
    }
}
