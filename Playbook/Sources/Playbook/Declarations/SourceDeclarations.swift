import Foundation
import SwiftParser
import SwiftSyntax

/// The functions and initializers Swift source declares, read with
/// swift-syntax: those at file level and the members of types, protocols
/// and extensions (nested ones too, and those under `#if`), never the
/// functions local to a body. With them, what each type or extension says it
/// conforms to. `playbook declarations` prints them; the operator pages
/// (PlaybookRx's OperatorCatalog) and `make test-api` (.ci/rx-api-audit.py)
/// read a package's API through them.
public struct SourceDeclarations: Codable, Hashable, Sendable {
    /// A function or an initializer as declared.
    public struct Declaration: Codable, Hashable, Sendable {
        /// The base name, backticks left out: `map`, `catch`, `==`; `init` for initializers.
        public var name: String
        /// The innermost type, protocol or extension it is declared in (the
        /// last component of a dotted name, without generic arguments); nil at file level.
        public var context: String?
        /// What that context is: `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
        public var contextKind: String?
        /// The names of every enclosing type or extension, outermost first.
        public var enclosing: [String]
        public var parameters: [Parameter]
        /// `static` or `class`.
        public var isStatic: Bool
        /// `public` or `open`, or a member of a `public` protocol or extension.
        public var isPublic: Bool
        /// The `#if` conditions it is compiled under, outermost first: a
        /// branch's condition as written, after the negations of the
        /// branches before it (`!(c) && d` for `#elseif d` after `#if c`,
        /// `!(c) && !(d)` for the `#else` after them).
        public var conditions: [String]
        /// For `@available(*, deprecated, renamed: "x")`, `x`; `""` for a
        /// deprecation that names no replacement; nil when not deprecated.
        public var renamed: String?
        /// The file as it was given, and the line of the `func` or `init` keyword.
        public var file: String
        public var line: Int
    }

    /// A parameter: its argument label (an operator's parameters have none,
    /// so its name), whether a call may leave it out, and its text with
    /// comments and the contents of string literals left out.
    public struct Parameter: Codable, Hashable, Sendable {
        public var label: String
        public var mayBeLeftOut: Bool
        public var text: String
    }

    public var declarations: [Declaration]
    /// What each type or extension is declared to conform to or inherit
    /// from, by the type's name (last components, without generic arguments).
    public var conformances: [String: [String]]

    public init(declarations: [Declaration] = [], conformances: [String: [String]] = [:]) {
        self.declarations = declarations
        self.conformances = conformances
    }

    /// Reads source texts, each with the name reported as its file.
    public init(sources: [(file: String, text: String)]) {
        self.init()
        var inherited: [String: Set<String>] = [:]
        for (file, text) in sources {
            let reader = Reader(file: file, tree: Parser.parse(source: text))
            declarations += reader.declarations
            inherited.merge(reader.conformances) { $0.union($1) }
        }
        conformances = inherited.mapValues { $0.sorted() }
    }

    /// Reads every `.swift` file below each folder (or each file named),
    /// reporting paths as given plus the path below the folder, in order.
    public init(reading paths: [String]) throws(PlaybookError) {
        var sources: [(file: String, text: String)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadableFile(path: path, reason: "there is no such file or folder")
            }
            let files =
                isDirectory.boolValue
                ? (FileManager.default.subpaths(atPath: path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                    .map { (path as NSString).appendingPathComponent($0) } : [path]
            for file in files {
                do { sources.append((file, try String(contentsOfFile: file, encoding: .utf8))) } catch {
                    throw .unreadableFile(path: file, reason: error.localizedDescription)
                }
            }
        }
        self.init(sources: sources)
    }
}

/// One file's declarations: the file-level items and, through nested member
/// blocks and `#if` clauses, the members; function bodies are not entered.
private struct Reader {
    struct Scope {
        var name: String
        var kind: String
        var isPublic: Bool
    }

    let file: String
    let converter: SourceLocationConverter
    var declarations: [SourceDeclarations.Declaration] = []
    var conformances: [String: Set<String>] = [:]

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { read(decl, scopes: [], conditions: []) }
        }
    }

    mutating func read(_ decl: DeclSyntax, scopes: [Scope], conditions: [String]) {
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            var earlier: [String] = []
            for clause in ifConfig.clauses {
                let written = clause.condition.map { [$0.trimmedDescription] } ?? []
                let condition = (earlier.map { "!(\($0))" } + written).joined(separator: " && ")
                earlier += written
                let members: [DeclSyntax] =
                    switch clause.elements {
                    case .decls(let list): list.map(\.decl)
                    case .statements(let list): list.compactMap { $0.item.as(DeclSyntax.self) }
                    default: []
                    }
                for member in members { read(member, scopes: scopes, conditions: conditions + [condition]) }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            var name = function.name.text
            if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
            let isOperator = !name.isEmpty && name.allSatisfy { "/=-+!*%<>&|^~?.".contains($0) }
            add(
                function.funcKeyword, name: name, modifiers: function.modifiers, attributes: function.attributes,
                parameters: function.signature.parameterClause.parameters, isOperator: isOperator, scopes: scopes,
                conditions: conditions)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            add(
                initializer.initKeyword, name: "init", modifiers: initializer.modifiers, attributes: initializer.attributes,
                parameters: initializer.signature.parameterClause.parameters, isOperator: false, scopes: scopes,
                conditions: conditions)
        } else if let (scope, inheritance, members) = Self.scope(of: decl) {
            if let inheritance {
                for type in inheritance.inheritedTypes {
                    let name = Self.lastComponent(type.type.trimmedDescription)
                    if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        conformances[scope.name, default: []].insert(name)
                    }
                }
            }
            for member in members.members { read(member.decl, scopes: scopes + [scope], conditions: conditions) }
        }
    }

    mutating func add(
        _ keyword: TokenSyntax, name: String, modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax,
        parameters: FunctionParameterListSyntax, isOperator: Bool, scopes: [Scope], conditions: [String]
    ) {
        let words = Set(modifiers.map(\.name.text))
        let innermost = scopes.last
        let implicitlyPublic = innermost.map { ($0.kind == "protocol" || $0.kind == "extension") && $0.isPublic } ?? false
        declarations.append(
            SourceDeclarations.Declaration(
                name: name, context: innermost?.name, contextKind: innermost?.kind, enclosing: scopes.map(\.name),
                parameters: parameters.map { Self.parameter($0, isOperator: isOperator) },
                isStatic: !words.isDisjoint(with: ["static", "class"]),
                isPublic: implicitlyPublic || !words.isDisjoint(with: ["public", "open"]), conditions: conditions,
                renamed: Self.renamed(attributes), file: file,
                line: keyword.startLocation(converter: converter, afterLeadingTrivia: true).line))
    }

    static func parameter(_ parameter: FunctionParameterSyntax, isOperator: Bool) -> SourceDeclarations.Parameter {
        var label = isOperator ? (parameter.secondName ?? parameter.firstName).text : parameter.firstName.text
        if label.hasPrefix("`") { label = String(label.dropFirst().dropLast()) }
        var text = ""
        for token in parameter.tokens(viewMode: .sourceAccurate) where token.id != parameter.trailingComma?.id {
            if !token.leadingTrivia.isEmpty && !text.isEmpty { text += " " }
            if case .stringSegment = token.tokenKind { continue }
            text += token.text
            if !token.trailingTrivia.isEmpty { text += " " }
        }
        return SourceDeclarations.Parameter(
            label: label, mayBeLeftOut: parameter.defaultValue != nil || parameter.ellipsis != nil,
            text: text.trimmingCharacters(in: .whitespaces))
    }

    /// A type, protocol or extension: its scope, what it inherits, its members.
    static func scope(of decl: DeclSyntax) -> (Scope, InheritanceClauseSyntax?, MemberBlockSyntax)? {
        func made(_ name: String, _ kind: String, _ modifiers: DeclModifierListSyntax) -> Scope {
            Scope(name: lastComponent(name), kind: kind, isPublic: modifiers.contains { ["public", "open"].contains($0.name.text) })
        }
        if let type = decl.as(StructDeclSyntax.self) {
            return (made(type.name.text, "struct", type.modifiers), type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(ClassDeclSyntax.self) {
            return (made(type.name.text, "class", type.modifiers), type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            return (made(type.name.text, "enum", type.modifiers), type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            return (made(type.name.text, "actor", type.modifiers), type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(ProtocolDeclSyntax.self) {
            return (made(type.name.text, "protocol", type.modifiers), type.inheritanceClause, type.memberBlock)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            return (made(type.extendedType.trimmedDescription, "extension", type.modifiers), type.inheritanceClause, type.memberBlock)
        }
        return nil
    }

    /// `Outer.Inner<T>` as `Inner`.
    static func lastComponent(_ name: String) -> String {
        let base = name.split(separator: "<", maxSplits: 1).first.map(String.init) ?? name
        return base.split(separator: ".").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? base
    }

    /// The `renamed:` of an `@available(*, deprecated, renamed: "...")`, or
    /// `""` for a deprecation without one; nil when not deprecated.
    static func renamed(_ attributes: AttributeListSyntax) -> String? {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                let arguments = attribute.arguments?.as(AvailabilityArgumentListSyntax.self)
            else { continue }
            let texts = arguments.map { $0.argument.trimmedDescription }
            guard texts.contains("deprecated") else { continue }
            for text in texts where text.hasPrefix("renamed") {
                return text.split(separator: "\"").dropFirst().first.map(String.init) ?? ""
            }
            return ""
        }
        return nil
    }
}
