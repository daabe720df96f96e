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
    /// For each of ``modules``, the package's targets it depends on, directly
    /// or not.
    public var moduleDependencies: [String: Set<String>] = [:]
    /// For each of ``modules``, its folder relative to ``root``.
    public var modulePaths: [String: String] = [:]
    /// The products of other packages that those targets use (`RxSwift` for a
    /// library built on RxSwift), sorted: what its documentation's examples
    /// use without importing, as its own modules.
    public var usedProducts: [String] = []
    /// The traits to enable; nil keeps the package's default traits.
    public var traits: [String]?
    /// The configured library products with their targets, as ``products``.
    public var configuredProducts: [Product] = []
    /// The package's library products that playbook.json left out, in the
    /// manifest's order: an example that imports one of their modules gets it.
    public var otherProducts: [Product] = []
    /// The packages it depends on, as its manifest declares them.
    public var dependencies: [Dependency] = []
    /// Every product its targets (test targets too) take from a dependency:
    /// the product's name and the dependency's identity.
    public var dependencyProducts: [String: String] = [:]

    /// A library product: its name and the targets (modules) it is built from.
    public struct Product: Sendable, Equatable {
        public var name: String
        public var targets: [String]
    }

    /// A package dependency: its identity, and how a manifest declares it
    /// (`.package(url: "...", from: "1.0.0")`, as Swift source); nil when
    /// playbook cannot declare it again (a registry dependency).
    public struct Dependency: Sendable, Equatable {
        public var identity: String
        public var declaration: String?
    }

    /// A product to build so that an example can import a module: its name,
    /// and the identity of the package declaring it (nil: the documented package).
    public struct ProductReference: Sendable, Hashable {
        public var name: String
        public var package: String?
    }

    /// The configured product that has `module` among its targets, if any.
    public func chosenProduct(with module: String) -> String? {
        configuredProducts.first { $0.targets.contains(module) }?.name
    }

    /// The product that makes `module` importable when the configured
    /// products do not: another library product of the package with that
    /// target, or a product of that name that one of the package's targets
    /// takes from a dependency (a test target's `RxTest`, say). nil when the
    /// module is one of ``modules`` already, or nothing provides it.
    public func product(providing module: String) -> ProductReference? {
        guard !modules.contains(module) else { return nil }
        if let own = otherProducts.first(where: { $0.name == module || $0.targets.contains(module) }) {
            return ProductReference(name: own.name, package: nil)
        }
        if let identity = dependencyProducts[module], dependencies.contains(where: { $0.identity == identity && $0.declaration != nil }) {
            return ProductReference(name: module, package: identity)
        }
        return nil
    }

    /// `implicit` without the package's modules that depend on one an
    /// example imports itself: a doc comment in DequeModule (which imports
    /// it) does not get the umbrella module that declares `Deque` again as a
    /// typealias, where `Deque` would be ambiguous. A module the example
    /// imports is what its file would import.
    ///
    /// Nor does it get a module `shadowed` by one it imports, or by any
    /// when it imports none of the package's modules (see
    /// ``ModuleNames/shadowed(names:dependencies:)``): a page of
    /// swift-collections that imports nothing, or a doc comment of its
    /// umbrella module `Collections`, gets `Collections`, not also
    /// `BitCollections`, whose `BitSet` the umbrella declares again.
    ///
    /// A doc comment's code imports nothing itself (`forUsersOf`: the module
    /// its file is in, which playbook imports): it shows what the module's
    /// users write, and they import what is built on it too. It gets those
    /// modules unless they declare its names again: a doc comment of
    /// swift-case-paths' CasePathsCore shows `@CasePathable`, a macro of
    /// CasePaths, which is built on it and re-exports it.
    public func implicitModules(
        _ implicit: [String], forImports imported: Set<String>, shadowed: [String: Set<String>] = [:], forUsersOf: Bool = false
    ) -> [String] {
        let own = imported.intersection(modules)
        return implicit.filter { module in
            if let by = shadowed[module], own.isEmpty || !by.isDisjoint(with: own) { return false }
            let below = (moduleDependencies[module] ?? []).intersection(own)
            if forUsersOf { return below.allSatisfy { !(shadowed[$0]?.contains(module) ?? false) } }
            return own.isEmpty || below.isEmpty
        }
    }

    /// Reads the package description (JSON of `swift package describe`) with
    /// the configuration applied.
    init(root: URL, description: Data, manifest dump: Data? = nil, configuration: PlaybookConfiguration?) throws(PlaybookError) {
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
        for module in modules {
            var below = Set<String>()
            var next = targets[module]?.targetDependencies ?? []
            while let dependency = next.popLast() {
                if below.insert(dependency).inserted { next += targets[dependency]?.targetDependencies ?? [] }
            }
            moduleDependencies[module] = below
        }
        for module in modules { modulePaths[module] = targets[module]?.path }
        sourceFolders = reached.compactMap { targets[$0]?.path }.sorted()
        reachableModules = reached.union(products).sorted()
        usedProducts = products.sorted()
        traits = configuration?.traits
        configuredProducts = chosen.map { Product(name: $0.name, targets: $0.targets) }
        otherProducts = libraries.filter { !chosen.map(\.name).contains($0.name) }.map { Product(name: $0.name, targets: $0.targets) }
        if let dump {
            let manifestJSON: ManifestJSON
            do { manifestJSON = try JSONDecoder().decode(ManifestJSON.self, from: dump) } catch {
                throw .invalidConfiguration(path: manifest, message: "could not read `swift package dump-package`: \(error)")
            }
            dependencies = manifestJSON.dependencies.map(\.dependency)
            for target in manifestJSON.targets {
                for case .product(let product, let package) in target.dependencies where dependencyProducts[product] == nil {
                    dependencyProducts[product] = package.lowercased()
                }
            }
        }
    }

    /// The package at `root`, described by SwiftPM (`describe` and
    /// `dump-package`). Both are kept in `memo` with a digest of
    /// Package.swift and playbook.json, and asked of SwiftPM again only when
    /// one of them changed (nil: always ask); SwiftPM works in a scratch
    /// folder beside `memo`.
    public static func load(root: URL, memo: URL?) throws(PlaybookError) -> DocumentedPackage {
        let configuration = try PlaybookConfiguration.load(root: root)
        var hasher = SHA256()
        for file in ["Package.swift", PlaybookConfiguration.fileName] {
            hasher.update(field: file)
            hasher.update(field: (try? String(contentsOf: root.appending(path: file), encoding: .utf8)) ?? "(none)")
        }
        let key = "manifest \(hasher.hexDigest())"
        if let memo, let remembered = try? Data(contentsOf: memo),
            let saved = try? JSONDecoder().decode(Memo.self, from: remembered), saved.key == key,
            let package = try? DocumentedPackage(
                root: root, description: Data(saved.describe.utf8), manifest: Data(saved.dump.utf8), configuration: configuration)
        {
            return package
        }
        // A scratch folder of its own: SwiftPM locks the package's `.build`
        // while it works, and the package may be the one being built or
        // tested right now (a `swift package` plugin, `swift test`).
        let scratch =
            memo?.deletingLastPathComponent().appending(path: "describe")
            ?? FileManager.default.temporaryDirectory.appending(path: "playbook-describe-\(getpid())")
        let describe = try swiftPackage(root: root, scratch: scratch, ["describe", "--type", "json"])
        let dump = try swiftPackage(root: root, scratch: scratch, ["dump-package"])
        let package = try DocumentedPackage(
            root: root, description: Data(describe.utf8), manifest: Data(dump.utf8), configuration: configuration)
        if let memo, let data = try? JSONEncoder().encode(Memo(key: key, describe: describe, dump: dump)) {
            try GeneratedFiles.writeAtomically(String(decoding: data, as: UTF8.self), to: memo)
        }
        return package
    }

    /// What ``load(root:memo:)`` keeps between runs.
    private struct Memo: Codable {
        var key: String
        var describe: String
        var dump: String
    }

    /// The standard output of `swift package ARGUMENTS` on the package.
    private static func swiftPackage(root: URL, scratch: URL, _ arguments: [String]) throws(PlaybookError) -> String {
        let process = ChildProcess(
            program: "swift", arguments: ["package", "--package-path", root.path, "--scratch-path", scratch.path] + arguments)
        let result: ProcessResult
        do { result = try process.run() } catch { throw .toolFailed(command: "swift package \(arguments[0])", output: error.description) }
        guard result.succeeded else {
            throw .toolFailed(
                command: "swift package --package-path \(root.path) \(arguments.joined(separator: " "))",
                output: result.stdout + result.stderr)
        }
        return result.stdout
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

/// The part of `swift package dump-package` that playbook reads: the
/// package's dependencies as declared, and which product each target takes
/// from which of them.
private struct ManifestJSON: Decodable {
    struct Target: Decodable {
        var dependencies: [TargetDependency]
    }

    /// `{"product": ["RxTest", "rxswift", null, null]}`, `{"byName": ["Core", null]}`, `{"target": [...]}`.
    enum TargetDependency: Decodable {
        case product(name: String, package: String)
        case other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard let object = try? container.decode([String: [JSONValue]].self), let product = object["product"],
                product.count >= 2, case .string(let name) = product[0], case .string(let package) = product[1]
            else {
                self = .other
                return
            }
            self = .product(name: name, package: package)
        }
    }

    /// `{"sourceControl": [{"identity": ..., "location": {"remote": [{"urlString": ...}]}, "requirement": {...}}]}`,
    /// `{"fileSystem": [{"identity": ..., "path": ...}]}`, `{"registry": [...]}`.
    struct PackageDependency: Decodable {
        var dependency: DocumentedPackage.Dependency

        init(from decoder: any Decoder) throws {
            let object = try decoder.singleValueContainer().decode([String: [JSONValue]].self)
            let kind = object.keys.first ?? ""
            let details = object[kind]?.first?.object ?? [:]
            let identity = details["identity"]?.string ?? ""
            var declaration: String?
            switch kind {
            case "fileSystem":
                declaration = details["path"]?.string.map { ".package(path: \(ExampleSource.stringLiteral($0)))" }
            case "sourceControl":
                let url =
                    details["location"]?.object?["remote"]?.array?.first?.object?["urlString"]?.string
                    ?? details["location"]?.object?["local"]?.array?.first?.string
                if let url, let requirement = details["requirement"]?.object.flatMap(Self.requirement) {
                    declaration = ".package(url: \(ExampleSource.stringLiteral(url)), \(requirement))"
                }
            default: declaration = nil
            }
            dependency = DocumentedPackage.Dependency(identity: identity, declaration: declaration)
        }

        /// `{"range": [{"lowerBound": "1.0.0", "upperBound": "2.0.0"}]}` as `"1.0.0"..<"2.0.0"`, and
        /// `exact`, `branch`, `revision` as the labels that declare them.
        static func requirement(_ object: [String: JSONValue]) -> String? {
            if let range = object["range"]?.array?.first?.object, let lower = range["lowerBound"]?.string,
                let upper = range["upperBound"]?.string
            {
                return "\(ExampleSource.stringLiteral(lower))..<\(ExampleSource.stringLiteral(upper))"
            }
            for label in ["exact", "branch", "revision"] {
                if let value = object[label]?.array?.first?.string { return "\(label): \(ExampleSource.stringLiteral(value))" }
            }
            return nil
        }
    }

    var dependencies: [PackageDependency]
    var targets: [Target]
}

/// Any JSON value, for the loosely typed parts of `dump-package`.
private enum JSONValue: Decodable {
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            self = .other
        }
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
    var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
}
