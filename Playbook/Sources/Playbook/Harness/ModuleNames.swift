import Foundation
import SwiftParser
import SwiftSyntax

/// The public names a module declares at file scope, as an example that
/// imports it sees them: its types, typealiases, functions (with their
/// argument labels) and variables, and the members of its extensions as
/// `Type.member` (`BinaryInteger.init(truncatingIfNeeded:)`), under every
/// `#if` branch. Two modules that declare the same such name cannot both be
/// imported by an example that uses it: the name is ambiguous.
enum ModuleNames {
    /// The names the Swift files under `folder` declare.
    static func declared(inFolder folder: URL) -> Set<String> {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var names: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            if let source = try? String(contentsOf: file, encoding: .utf8) { names.formUnion(declared(in: source)) }
        }
        return names
    }

    static func declared(in source: String) -> Set<String> {
        var names: Set<String> = []
        for item in Parser.parse(source: source).statements {
            if case .decl(let declaration) = item.item { collect(declaration, prefix: "", publicByDefault: false, into: &names) }
        }
        return names
    }

    /// Each module that another one is built on and declares a name of
    /// again (an umbrella module's typealiases and extensions of its
    /// parts), with the modules that do: an example that imports one of
    /// those, or none of the package's modules, does not get it implicitly.
    /// The module built on it is what such an example's authors import.
    static func shadowed(names: [String: Set<String>], dependencies: [String: Set<String>]) -> [String: Set<String>] {
        var shadowed: [String: Set<String>] = [:]
        for (upper, below) in dependencies {
            guard let upperNames = names[upper] else { continue }
            for module in below where module != upper {
                if let lowerNames = names[module], !upperNames.isDisjoint(with: lowerNames) { shadowed[module, default: []].insert(upper) }
            }
        }
        return shadowed
    }

    private static func collect(_ declaration: DeclSyntax, prefix: String, publicByDefault: Bool, into names: inout Set<String>) {
        if let ifConfig = declaration.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items)?:
                    for item in items {
                        if case .decl(let inner) = item.item {
                            collect(inner, prefix: prefix, publicByDefault: publicByDefault, into: &names)
                        }
                    }
                case .decls(let members)?:
                    for member in members { collect(member.decl, prefix: prefix, publicByDefault: publicByDefault, into: &names) }
                default: break
                }
            }
            return
        }
        if let ext = declaration.as(ExtensionDeclSyntax.self), prefix.isEmpty {
            let type = ext.extendedType.trimmedDescription + "."
            let isPublic = isPublic(ext.modifiers, publicByDefault: false)
            for member in ext.memberBlock.members { collect(member.decl, prefix: type, publicByDefault: isPublic, into: &names) }
            return
        }
        guard let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
            isPublic(modifiers, publicByDefault: publicByDefault)
        else { return }
        if let name = name(of: declaration) { names.insert(prefix + name) }
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(prefix + identifier.identifier.text) }
            }
        }
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax, publicByDefault: Bool) -> Bool {
        let levels = modifiers.map(\.name.text).filter { ["open", "public", "package", "internal", "fileprivate", "private"].contains($0) }
        guard let level = levels.first else { return publicByDefault }
        return level == "public" || level == "open"
    }

    private static func name(of declaration: DeclSyntax) -> String? {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.name.text + labels(function.signature.parameterClause.parameters)
        }
        if let initializer = declaration.as(InitializerDeclSyntax.self) {
            return "init" + labels(initializer.signature.parameterClause.parameters)
        }
        if let type = declaration.asProtocol(NamedDeclSyntax.self), !declaration.is(VariableDeclSyntax.self) {
            return type.name.text
        }
        return nil
    }

    private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
        "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}
