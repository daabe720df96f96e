import Playbook
import Foundation

/// A public operator of the library, as declared in its source.
public struct Operator: Hashable, Sendable, Comparable {
    /// The base name: `take`, `catch`, `combineLatest`.
    public var name: String
    /// What tells it apart from other operators of the same name: the first
    /// argument label when the first parameter has one and no default
    /// (`until` for `take(until:)`), else nil.
    public var label: String?
    /// For a deprecated spelling, the current one from `renamed:` (`catch(_:)`).
    public var renamed: String?
    /// The file that declares it, relative to the scanned folder.
    public var file: String

    public init(name: String, label: String? = nil, renamed: String? = nil, file: String = "") {
        self.name = name
        self.label = label
        self.renamed = renamed
        self.file = file
    }

    /// How it is written in prose and in the index: `take`, `take(until:)`.
    public var key: String { label.map { "\(name)(\($0):)" } ?? name }

    public var isDeprecated: Bool { renamed != nil }

    public static func < (lhs: Operator, rhs: Operator) -> Bool {
        (lhs.name.lowercased(), lhs.key) < (rhs.name.lowercased(), rhs.key)
    }
}

/// The operators the library declares: the public functions (instance and
/// static) of its extensions of `ObservableType`, `ObservableConvertibleType`,
/// `Observable` and `ConnectableObservableType`, read with swift-syntax.
public struct OperatorCatalog: Sendable {
    /// The extended types whose public functions count as operators.
    public static let operatorTypes: Set<String> = [
        "ObservableType", "ObservableConvertibleType", "Observable", "ConnectableObservableType"
    ]

    /// Current operators, one per key, sorted.
    public var operators: [Operator]
    /// Deprecated spellings with their current names, sorted.
    public var deprecated: [Operator]

    public init(operators: [Operator], deprecated: [Operator]) {
        self.operators = operators
        self.deprecated = deprecated
    }

    /// Scans every `.swift` file below `directory` (Sources/Rx/Observables).
    /// A folder that does not exist, or holds no operator, is an error: pages
    /// written from an empty catalogue would drop every operator.
    public init(scanning directory: URL) throws(PlaybookError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .operatorCatalogMissing(path: directory.path, reason: "there is no such folder")
        }
        var files: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let url = directory.appending(path: relative)
            do { files.append((relative, try String(contentsOf: url, encoding: .utf8))) } catch {
                throw .unreadableFile(path: url.path, reason: error.localizedDescription)
            }
        }
        self.init(sources: files)
        if operators.isEmpty {
            throw .operatorCatalogMissing(
                path: directory.path, reason: files.isEmpty ? "it holds no .swift file" : "its .swift files declare no public operator")
        }
    }

    /// Scans source texts, each with the name reported as its file.
    public init(sources: [(file: String, text: String)]) {
        var current: [String: Operator] = [:]
        var deprecated: [String: Operator] = [:]
        for (file, text) in sources {
            for found in Self.operators(in: text, file: file) {
                if found.isDeprecated {
                    deprecated[found.key] = deprecated[found.key] ?? found
                } else {
                    current[found.key] = current[found.key] ?? found
                }
            }
        }
        operators = current.values.sorted()
        self.deprecated = deprecated.values.filter { current[$0.key] == nil }.sorted()
    }

    /// The operators among a file's declarations (read by the engine's
    /// `SourceDeclarations`): the public functions of file-level extensions
    /// of ``operatorTypes``.
    static func operators(in text: String, file: String) -> [Operator] {
        SourceDeclarations(sources: [(file, text)]).declarations.compactMap { declaration in
            guard declaration.name != "init", declaration.contextKind == "extension", declaration.enclosing.count == 1,
                let context = declaration.context, operatorTypes.contains(context), declaration.isPublic
            else { return nil }
            let label = declaration.parameters.first.flatMap { $0.label == "_" || $0.mayBeLeftOut ? nil : $0.label }
            return Operator(name: declaration.name, label: label, renamed: declaration.renamed, file: file)
        }
    }
}
