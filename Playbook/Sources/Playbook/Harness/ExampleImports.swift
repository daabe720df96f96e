/// The modules an example's code imports, read from its `import` lines
/// (`import Foo`, `@testable import Foo`, `import struct Foo.Bar`,
/// `import Foo.Sub`: each gives `Foo`). Enough to decide which products to
/// build; the compiler reads the code itself.
enum ExampleImports {
    static let kinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    static func modules(in code: String) -> Set<String> {
        var modules = Set<String>()
        for line in code.split(whereSeparator: \.isNewline) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            guard let path = words.first else { continue }
            let module = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !module.isEmpty && !(module.first?.isNumber ?? true) { modules.insert(String(module)) }
        }
        return modules
    }
}
