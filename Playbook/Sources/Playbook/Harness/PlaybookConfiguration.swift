import Foundation

/// `playbook.json` beside a package's Package.swift: what the author tells
/// playbook that the manifest does not. Both keys are optional:
///
/// ```json
/// {"products": ["Rx", "RxTesting", "RxBlocking"], "traits": ["TraceResources"]}
/// ```
///
/// - `products`: the library products the examples are built with (default:
///   every library product of the package). Their targets are the modules
///   an example may import.
/// - `traits`: the package traits enabled for that build (default: the
///   package's default traits).
public struct PlaybookConfiguration: Sendable, Equatable {
    public static let fileName = "playbook.json"

    public var products: [String]?
    public var traits: [String]?

    public init(products: [String]? = nil, traits: [String]? = nil) {
        self.products = products
        self.traits = traits
    }

    /// Reads `playbook.json` in `root`; nil when there is none.
    static func load(root: URL) throws(PlaybookError) -> PlaybookConfiguration? {
        let file = root.appending(path: fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let data: Data
        do { data = try Data(contentsOf: file) } catch { throw .unreadableFile(path: file.path, reason: error.localizedDescription) }
        return try PlaybookConfiguration(decoding: data, path: file.path)
    }

    /// Decodes the file's text; a wrong key, type or JSON syntax is an error
    /// naming `path` and showing the expected shape.
    init(decoding data: Data, path: String) throws(PlaybookError) {
        let shape = #"expected {"products": ["Library", ...], "traits": ["Trait", ...]}, both optional"#
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw .invalidConfiguration(path: path, message: "not valid JSON; \(shape)")
        }
        guard let keys = object as? [String: Any] else {
            throw .invalidConfiguration(path: path, message: "the file must hold one JSON object; \(shape)")
        }
        for key in keys.keys.sorted() where !["products", "traits"].contains(key) {
            throw .invalidConfiguration(path: path, message: "unknown key \"\(key)\"; \(shape)")
        }
        func names(_ key: String) throws(PlaybookError) -> [String]? {
            guard let value = keys[key] else { return nil }
            guard let list = value as? [String] else {
                throw .invalidConfiguration(path: path, message: "\"\(key)\" must be a list of names; \(shape)")
            }
            return list
        }
        products = try names("products")
        traits = try names("traits")
    }
}
