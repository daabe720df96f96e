import Foundation

/// The package whose documentation is verified, as its manifest declares
/// it: the library products the examples are built with, their modules
/// (what an example may import), the folders whose files the build depends
/// on, and the traits to enable. Read from `swift package describe --type
/// json`, narrowed or given traits by ``PlaybookConfiguration``.
public struct DocumentedPackage: Sendable, Equatable {
    /// The folder holding Package.swift.
    public var root: URL
    /// The package's name in its manifest.
    public var name: String
    /// The library products the generated package depends on, in the manifest's order.
    public var products: [String]
    /// The targets of those products: the modules examples may import.
    public var modules: [String]
    /// The package's folders (relative to `root`) of those targets and of
    /// the package's targets they depend on, sorted.
    public var sourceFolders: [String]
    /// Every module the products make available, sorted: their targets, the
    /// package's targets those depend on, and the products of other packages
    /// they use (named as products; a product's main module usually has its name).
    public var reachableModules: [String]
    /// The traits to enable; nil keeps the package's default traits.
    public var traits: [String]?

    /// Reads the package description (JSON of `swift package describe`) with
    /// the configuration applied.
    init(root: URL, description: Data, configuration: PlaybookConfiguration?) throws(PlaybookError) {
        let manifest = root.appending(path: "Package.swift").path
        let described: PackageDescriptionJSON
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        do { described = try decoder.decode(PackageDescriptionJSON.self, from: description) } catch {
            throw .invalidConfiguration(path: manifest, message: "could not read `swift package describe --type json`: \(error)")
        }
        let libraries = described.products.filter(\.isLibrary)
        guard !libraries.isEmpty else {
            throw .invalidConfiguration(
                path: manifest,
                message:
                    "\(described.name) declares no library product, so no example can import its code; add a .library product to Package.swift"
            )
        }
        var chosen = libraries
        if let wanted = configuration?.products {
            let configurationFile = root.appending(path: PlaybookConfiguration.fileName).path
            let known = libraries.map(\.name)
            for name in wanted where !known.contains(name) {
                throw .invalidConfiguration(
                    path: configurationFile,
                    message:
                        "\"\(name)\" is not a library product of \(described.name); its library products are \(known.joined(separator: ", "))"
                )
            }
            chosen = libraries.filter { wanted.contains($0.name) }
        }
        self.root = root
        name = described.name
        products = chosen.map(\.name)
        var modules: [String] = []
        for target in chosen.flatMap(\.targets) where !modules.contains(target) { modules.append(target) }
        self.modules = modules

        let targets = Dictionary(described.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>()
        var products = Set<String>()
        var pending = modules
        while let next = pending.popLast() {
            guard reached.insert(next).inserted, let target = targets[next] else { continue }
            pending += target.targetDependencies ?? []
            products.formUnion(target.productDependencies ?? [])
        }
        sourceFolders = reached.compactMap { targets[$0]?.path }.sorted()
        reachableModules = reached.union(products).sorted()
        traits = configuration?.traits
    }

    /// The package at `root`, described by SwiftPM. The description is kept
    /// in `memo` with a digest of Package.swift and playbook.json, and asked
    /// of SwiftPM again only when one of them changed (nil: always ask);
    /// SwiftPM works in a scratch folder beside `memo`.
    public static func load(root: URL, memo: URL?) throws(PlaybookError) -> DocumentedPackage {
        let configuration = try PlaybookConfiguration.load(root: root)
        var hasher = SHA256()
        for file in ["Package.swift", PlaybookConfiguration.fileName] {
            hasher.update(field: file)
            hasher.update(field: (try? String(contentsOf: root.appending(path: file), encoding: .utf8)) ?? "(none)")
        }
        let key = "manifest \(hasher.hexDigest())"
        if let memo, let remembered = try? String(contentsOf: memo, encoding: .utf8),
            let newline = remembered.firstIndex(of: "\n"), remembered[..<newline] == key,
            let package = try? DocumentedPackage(
                root: root, description: Data(remembered[remembered.index(after: newline)...].utf8), configuration: configuration)
        {
            return package
        }
        // A scratch folder of its own: SwiftPM locks the package's `.build`
        // while it works, and the package may be the one being built or
        // tested right now (a `swift package` plugin, `swift test`).
        let scratch =
            memo?.deletingLastPathComponent().appending(path: "describe")
            ?? FileManager.default.temporaryDirectory.appending(path: "playbook-describe-\(getpid())")
        let process = ChildProcess(
            program: "swift",
            arguments: ["package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json"])
        let result: ProcessResult
        do { result = try process.run() } catch { throw .toolFailed(command: "swift package describe", output: error.description) }
        guard result.succeeded else {
            throw .toolFailed(
                command: "swift package --package-path \(root.path) describe --type json", output: result.stdout + result.stderr)
        }
        let package = try DocumentedPackage(root: root, description: Data(result.stdout.utf8), configuration: configuration)
        if let memo { try GeneratedFiles.writeAtomically("\(key)\n\(result.stdout)", to: memo) }
        return package
    }
}

/// The part of `swift package describe --type json` that playbook reads.
private struct PackageDescriptionJSON: Decodable {
    struct Product: Decodable {
        var name: String
        var targets: [String]
        /// `{"library": ["automatic"]}`, `{"executable": null}`, ...
        var type: [String: [String]?]

        var isLibrary: Bool { type.keys.contains("library") }
    }

    struct Target: Decodable {
        var name: String
        var path: String
        var targetDependencies: [String]?
        var productDependencies: [String]?
    }

    var name: String
    var products: [Product]
    var targets: [Target]
}
