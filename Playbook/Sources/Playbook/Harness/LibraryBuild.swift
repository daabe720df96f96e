import Foundation
import PlaybookWire
import Synchronization

/// The documented package's library products (see ``DocumentedPackage``),
/// built once by SwiftPM into one shared library, `libPlaybookLibraries.so`,
/// with the traits its playbook.json asks for, together with what every
/// harness needs whatever its examples are: the harness runtime (target
/// `PlaybookHarness`) and the marble examples' helpers (module
/// `PlaybookMarbles`, when the package provides RxSwift and RxTest), both
/// from ``HarnessRuntimePackage``, and the harness's `main` object. It is rebuilt
/// only when the library sources, the runtime's sources, the generated files
/// or the toolchain change (a stamp file records what it was built from), so
/// a run that compiles examples never pays for SwiftPM's planning nor for
/// anything but its examples. What the build offers (leak check, marbles)
/// is kept beside it as ``LibraryCapabilities``.
struct LibraryBuild: Sendable {
    static let productName = "PlaybookLibraries"

    /// Folder of the generated package.
    let directory: URL
    /// The documented package.
    let package: DocumentedPackage
    /// The package holding the harness runtime (see ``HarnessRuntimePackage``).
    let runtimeRoot: URL
    /// The products built besides the documented package's configured ones,
    /// so that examples can import their modules (a dependency's `RxTest`, a
    /// library product playbook.json left out), in a stable order.
    let extraProducts: [DocumentedPackage.ProductReference]
    /// The products the marble helpers are built with (RxSwift's and RxTest's
    /// modules), when the package provides both and a marble example asked
    /// for them; nil otherwise (see ``LibraryCapabilities``).
    let marbleProducts: [DocumentedPackage.ProductReference]?
    /// The hashes of the library's and the runtime's sources.
    let inputs: BuildInputs
    /// A digest of the generated manifest: objects compiled against this
    /// build depend on it.
    let supportDigest: String

    /// - Parameter modules: modules examples import (or the marble helpers
    ///   need) that the configured products do not provide; each that the
    ///   package can provide (``DocumentedPackage/product(providing:)``) is built in.
    init(
        directory: URL, package: DocumentedPackage, runtimeRoot: URL = HarnessRuntimePackage.root, inputs: BuildInputs,
        importing modules: [String] = []
    ) {
        self.directory = directory
        self.package = package
        self.runtimeRoot = runtimeRoot
        self.inputs = inputs
        var extra: [DocumentedPackage.ProductReference] = []
        for module in modules.sorted() {
            if let product = package.product(providing: module), !extra.contains(product) { extra.append(product) }
        }
        extraProducts = extra
        let marbleModules = HarnessRuntimePackage.marbleSupportDependencies
        let wanted = marbleModules.allSatisfy(modules.contains) || marbleModules.allSatisfy(package.modules.contains)
        let products = marbleModules.map { module in
            package.product(providing: module)
                ?? package.chosenProduct(with: module).map { DocumentedPackage.ProductReference(name: $0, package: nil) }
        }
        marbleProducts = wanted && products.allSatisfy({ $0 != nil }) ? products.compactMap { $0 } : nil
        var hasher = SHA256()
        hasher.update(
            field: Self.manifest(package: package, runtimeRoot: runtimeRoot, extraProducts: extra, marbleProducts: marbleProducts))
        supportDigest = String(hasher.hexDigest().prefix(24))
    }

    /// Whether the marble helpers are built in.
    var marbles: Bool { marbleProducts != nil }

    var libraryDirectory: URL { directory.appending(path: ".build/debug") }
    var modulesDirectory: URL { libraryDirectory.appending(path: "Modules") }
    private var sharedLibrary: URL { libraryDirectory.appending(path: "lib\(Self.productName).so") }
    private var stampFile: URL { directory.appending(path: "built-from.txt") }
    private var fileListStamp: URL { directory.appending(path: "built-from-files.txt") }
    private var capabilitiesFile: URL { directory.appending(path: "capabilities.json") }
    /// The harness's `main`, linked with the example objects.
    var mainObject: URL { directory.appending(path: "harness-main.o") }
    private var stamp: String {
        "\(inputs.libraryHash)\n\(inputs.toolchain)\nsupport: \(supportDigest)\n"
    }

    /// Builds the libraries unless the stamp says they are current; calls
    /// `starting` first when it does build. Returns what the build offers.
    @discardableResult
    func ensureBuilt(starting: () -> Void = {}) throws(PlaybookError) -> LibraryCapabilities {
        if let capabilities = current() { return capabilities }
        starting()
        // A file added, removed or renamed in the libraries: SwiftPM may keep
        // its old build plan for the path dependency, so start that build afresh.
        if let builtFrom = try? String(contentsOf: fileListStamp, encoding: .utf8), builtFrom != inputs.fileListHash {
            try? FileManager.default.removeItem(at: directory.appending(path: ".build"))
        }
        try HarnessRuntimePackage.check(runtimeRoot)
        let exports = package.modules.map { "@_exported import \($0)\n" }.joined()
        var files = [
            directory.appending(path: "Package.swift"): Self.manifest(
                package: package, runtimeRoot: runtimeRoot, extraProducts: extraProducts, marbleProducts: marbleProducts),
            directory.appending(path: "Sources/\(Self.productName)/Exports.swift"): "// Generated by playbook; edits are overwritten.\n"
                + exports
        ]
        // The marble helpers, as a module of the generated package.
        let marbleFolder = directory.appending(path: "Sources/\(HarnessNames.marbleModule)")
        try? FileManager.default.removeItem(at: marbleFolder)
        if marbles {
            for (name, text) in try HarnessRuntimePackage.marbleSources(root: runtimeRoot) {
                files[marbleFolder.appending(path: name)] = text
            }
        }
        try GeneratedFiles.write(files)
        // The documented package's pins, so that its dependencies resolve to
        // the versions it builds with (and from SwiftPM's cache).
        if let pins = try? String(contentsOf: package.root.appending(path: "Package.resolved"), encoding: .utf8) {
            try GeneratedFiles.write([directory.appending(path: "Package.resolved"): pins])
        }
        let process = ChildProcess(
            program: "swift",
            arguments: [
                "build", "--package-path", directory.path, "--product", Self.productName,
                // The index store serves editors only; without it the
                // documented package builds about a tenth faster.
                "--disable-index-store"
            ])
        let result: ProcessResult
        do { result = try process.run() } catch { throw .toolFailed(command: "swift build", output: error.description) }
        guard result.succeeded else {
            throw .toolFailed(command: "swift build --package-path \(directory.path)", output: result.stdout + result.stderr)
        }
        let description = (try? String(contentsOf: directory.appending(path: ".build/debug.yaml"), encoding: .utf8)) ?? ""
        let moduleArguments = Self.cModuleArguments(buildDescription: description)
        let encodedArguments = String(decoding: (try? JSONEncoder().encode(moduleArguments)) ?? Data("[]".utf8), as: UTF8.self)
        try GeneratedFiles.writeAtomically(encodedArguments, to: moduleMapsFile)
        let capabilities = LibraryCapabilities(
            resourceCounterModule: try LibraryCapabilities.resourceCounterModule(
                among: package.modules, compileArguments: compileArguments, folder: directory.appending(path: "probes")),
            marbles: marbles)
        try buildMainObject(resourceCounterModule: capabilities.resourceCounterModule)
        let encoded = String(decoding: (try? JSONEncoder().encode(capabilities)) ?? Data(), as: UTF8.self)
        try GeneratedFiles.writeAtomically(encoded, to: capabilitiesFile)
        try GeneratedFiles.writeAtomically(stamp, to: stampFile)
        try GeneratedFiles.writeAtomically(inputs.fileListHash, to: fileListStamp)
        return capabilities
    }

    /// What the build offers when it is current (its stamp says it was built
    /// from these inputs), nil when it must be built.
    func current() -> LibraryCapabilities? {
        guard FileManager.default.fileExists(atPath: sharedLibrary.path), FileManager.default.fileExists(atPath: mainObject.path),
            (try? String(contentsOf: stampFile, encoding: .utf8)) == stamp,
            let data = try? Data(contentsOf: capabilitiesFile)
        else { return nil }
        return try? JSONDecoder().decode(LibraryCapabilities.self, from: data)
    }

    private func buildMainObject(resourceCounterModule: String?) throws(PlaybookError) {
        let file = directory.appending(path: "harness-main/main.swift")
        try GeneratedFiles.write([file: HarnessRuntimePackage.mainFile(resourceCounterModule: resourceCounterModule)])
        let temporary = directory.appending(path: ".harness-main.\(getpid()).o")
        let process = ChildProcess(
            program: "swiftc",
            arguments: [
                "-c", "-swift-version", "5", "-Onone", "-module-name", "harness", "-suppress-warnings"
            ] + compileArguments + [file.path, "-o", temporary.path])
        let result: ProcessResult
        do { result = try process.run() } catch { throw .toolFailed(command: "swiftc", output: error.description) }
        guard result.succeeded else { throw .harnessBuildFailed(output: result.stdout + result.stderr) }
        guard rename(temporary.path, mainObject.path) == 0 else {
            throw .unwritableFile(path: mainObject.path, reason: String(cString: strerror(errno)))
        }
    }

    /// The generated package: one dynamic library product of the documented
    /// package's products (and `extraProducts`), the runtime and, with
    /// `marbleProducts`, the marble helpers built on those products (their
    /// modules land in `.build/debug/Modules`, their code in the one shared
    /// library). It reaches the documented package and the runtime by path,
    /// and declares each dependency an extra product comes from as the
    /// documented package declares it (its Package.resolved, copied beside,
    /// pins the same versions). Nothing of playbook's own dependencies is in
    /// this graph.
    static func manifest(
        package: DocumentedPackage, runtimeRoot: URL, extraProducts: [DocumentedPackage.ProductReference],
        marbleProducts: [DocumentedPackage.ProductReference]?
    ) -> String {
        let library = ExampleSource.stringLiteral(package.root.lastPathComponent)
        let runtime = ExampleSource.stringLiteral(runtimeRoot.lastPathComponent)
        let traits = package.traits.map { ", traits: [\($0.map(ExampleSource.stringLiteral).joined(separator: ", "))]" } ?? ""
        var dependencies = [
            ".package(path: \(ExampleSource.stringLiteral(package.root.path))\(traits))",
            ".package(path: \(ExampleSource.stringLiteral(runtimeRoot.path)))"
        ]
        var declared: Set<String> = []
        for identity in (extraProducts + (marbleProducts ?? [])).compactMap(\.package) where declared.insert(identity).inserted {
            if let declaration = package.dependencies.first(where: { $0.identity == identity })?.declaration {
                dependencies.append(declaration)
            }
        }
        func reference(_ product: DocumentedPackage.ProductReference) -> String {
            ".product(name: \(ExampleSource.stringLiteral(product.name)), package: \(product.package.map(ExampleSource.stringLiteral) ?? library))"
        }
        let products =
            package.products.map { reference(DocumentedPackage.ProductReference(name: $0, package: nil)) }
            + extraProducts.map(reference)
            + [".product(name: \(ExampleSource.stringLiteral(HarnessNames.runtimeModule)), package: \(runtime))"]
        let settings = "swiftSettings: [.swiftLanguageMode(.v5)]"
        var targets = [".target(name: \"\(productName)\", dependencies: [\(products.joined(separator: ", "))], \(settings))"]
        var productTargets = ["\"\(productName)\""]
        if let marbleProducts {
            let marbleDependencies = marbleProducts.map(reference) + [".product(name: \"PlaybookWire\", package: \(runtime))"]
            targets.append(
                ".target(name: \"\(HarnessNames.marbleModule)\", dependencies: [\(marbleDependencies.joined(separator: ", "))], \(settings))"
            )
            productTargets.append("\"\(HarnessNames.marbleModule)\"")
        }
        // A declaration of data, one element a line, not program text.
        return [
            "// swift-tools-version: 6.1",
            "// Generated by playbook; edits are overwritten.",
            "import PackageDescription",
            "let package = Package(",
            "    name: \"\(productName)\",",
            "    products: [.library(name: \"\(productName)\", type: .dynamic, targets: [\(productTargets.joined(separator: ", "))])],",
            "    dependencies: [\(dependencies.joined(separator: ", "))],",
            "    targets: [\(targets.joined(separator: ", "))]",
            ")"
        ].joined(separator: "\n") + "\n"
    }

    /// Arguments that let swiftc find the library modules: their folder,
    /// and what SwiftPM passed to compile a module that imports them all
    /// (the module maps and header folders of C targets, `_NumericsShims`
    /// or `CNIOLinux`, which a `-I` alone does not find; the executables of
    /// the macros the libraries declare).
    var compileArguments: [String] {
        let saved = (try? Data(contentsOf: moduleMapsFile)).flatMap { try? JSONDecoder().decode([String].self, from: $0) } ?? []
        return ["-I", modulesDirectory.path] + saved
    }

    private var moduleMapsFile: URL { directory.appending(path: "c-module-arguments.json") }

    /// The `-Xcc` module map and include arguments, and other `-I`s, of
    /// SwiftPM's command for the generated target (read from its build
    /// description, `.build/debug.yaml`).
    static func cModuleArguments(buildDescription: String) -> [String] {
        // The module's command: `"C.PlaybookLibraries-<triple>-debug.module":`, then its `args:` line.
        let lines = buildDescription.split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.contains("\"C.\(productName)-") && $0.hasSuffix(".module\":") }),
            let argsLine = lines[(start + 1)...].prefix(8).first(where: { $0.trimmingWhitespace.hasPrefix("args: [") }),
            let open = argsLine.firstIndex(of: "["),
            let arguments = try? JSONDecoder().decode([String].self, from: Data(argsLine[open...].utf8))
        else { return [] }
        var kept: [String] = []
        var index = 0
        while index + 1 < arguments.count {
            let (flag, value) = (arguments[index], arguments[index + 1])
            if flag == "-Xcc", value == "-I" || value == "-isystem", index + 3 < arguments.count, arguments[index + 2] == "-Xcc" {
                // SwiftPM's form: `-Xcc -I -Xcc PATH`, one argument of clang's in two.
                kept += Array(arguments[index..<(index + 4)])
                index += 4
            } else if flag == "-Xcc", value.hasPrefix("-fmodule-map-file=") || value.hasPrefix("-I") || value.hasPrefix("-isystem") {
                kept += [flag, value]
                index += 2
            } else if flag == "-Xfrontend", value == "-load-plugin-executable", index + 3 < arguments.count,
                arguments[index + 2] == "-Xfrontend"
            {
                // A macro's executable (`PATH#Module`): examples that use the macro expand it.
                kept += Array(arguments[index..<(index + 4)])
                index += 4
            } else if flag == "-load-plugin-executable" {
                kept += [flag, value]
                index += 2
            } else if flag == "-I", !value.hasSuffix("/Modules"), !kept.contains(value) {
                kept += [flag, value]
                index += 2
            } else {
                index += 1
            }
        }
        return kept
    }

    /// The modules every example imports without saying so: the documented
    /// package's, and those of the products of other packages its library
    /// uses (`RxSwift` for a library built on it; a product whose module has
    /// another name is left out). See ``ExampleSource/implicitModules``.
    var implicitModules: [String] {
        package.modules
            + package.usedProducts.filter { product in
                !package.modules.contains(product)
                    && FileManager.default.fileExists(atPath: modulesDirectory.appending(path: "\(product).swiftmodule").path)
            }
    }

    /// The modules this example imports without saying so:
    /// ``implicitModules`` less the package's modules built on one that the
    /// example or its setup imports itself (see
    /// ``DocumentedPackage/implicitModules(_:forImports:)``). Every way an
    /// example is compiled asks this.
    func implicitModules(for example: Example) -> [String] {
        let own = ExampleImports.modules(in: example.code)
        let imported = example.setup.reduce(into: own) { $0.formUnion(ExampleImports.modules(in: $1.code)) }
        // A doc comment's example imports its file's module through its setup only.
        let forUsers = example.location.path.hasSuffix(".swift") && own.isEmpty
        return package.implicitModules(implicitModules, forImports: imported, shadowed: shadowedModules, forUsersOf: forUsers)
    }

    /// The package's modules that another of them is built on and declares
    /// names of again, each with the modules that do
    /// (``ModuleNames/shadowed(names:dependencies:)``): read from the sources
    /// once per version of the libraries, and kept beside them
    /// (`shadowed-modules.txt`: the libraries' hash, then `MODULE BY...` lines).
    var shadowedModules: [String: Set<String>] {
        let layered = package.moduleDependencies.filter { !$0.value.isDisjoint(with: package.modules) }
        guard !layered.isEmpty else { return [:] }
        let file = directory.appending(path: "shadowed-modules.txt")
        let key = inputs.libraryHash
        return Self.shadowedMemo.withLock { memo in
            if let known = memo[file.path], known.key == key { return known.modules }
            var modules: [String: Set<String>] = [:]
            let saved = (try? String(contentsOf: file, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
            if saved.first == key {
                for line in saved.dropFirst() {
                    let words = line.split(separator: " ").map(String.init)
                    if let module = words.first { modules[module] = Set(words.dropFirst()) }
                }
            } else {
                var names: [String: Set<String>] = [:]
                for module in Set(layered.keys).union(layered.values.joined()).intersection(package.modules) {
                    guard let path = package.modulePaths[module] else { continue }
                    names[module] = ModuleNames.declared(inFolder: package.root.appending(path: path))
                }
                modules = ModuleNames.shadowed(names: names, dependencies: layered)
                let lines = modules.keys.sorted().map { ([$0] + modules[$0, default: []].sorted()).joined(separator: " ") }
                try? ([key] + lines).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            }
            memo[file.path] = (key, modules)
            return modules
        }
    }

    private static let shadowedMemo = Mutex<[String: (key: String, modules: [String: Set<String>])]>([:])

    /// Arguments that link against the shared library and find it at run time.
    var linkArguments: [String] {
        ["-L", libraryDirectory.path, "-l\(Self.productName)", "-Xlinker", "-rpath", "-Xlinker", libraryDirectory.path]
    }
}
