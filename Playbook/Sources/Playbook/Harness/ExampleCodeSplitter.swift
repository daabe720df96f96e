import SwiftParser
import SwiftSyntax

/// Splits an example's code into what goes to file scope (imports and
/// declarations, made `fileprivate`) and the statements that run in the
/// example's function, each with the markdown line it came from.
package struct ExampleCodeSplitter: Sendable {
    package struct Piece: Hashable, Sendable {
        /// The code, indented to its original column.
        package var text: String
        /// The markdown line of its first token.
        package var line: Int
    }

    package struct Split: Hashable, Sendable {
        package var imports: [Piece] = []
        package var declarations: [Piece] = []
        package var statements: [Piece] = []
        /// Whether a statement awaits (`await`, `for await`, `async let`)
        /// outside any closure or nested function: the example's function
        /// must then be `async`, as top-level code may await.
        package var awaits = false
    }

    package init() {}

    /// - Parameter firstLine: the markdown line of the code's first line.
    package func split(_ code: String, firstLine: Int) -> Split {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var split = Split()
        for item in tree.statements {
            let start = item.startLocation(converter: converter, afterLeadingTrivia: true)
            let indentation = String(repeating: " ", count: max(0, start.column - 1))
            let bare = item.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
            if case .decl(let declaration) = bare.item {
                if let importDecl = declaration.as(ImportDeclSyntax.self) {
                    split.imports.append(Piece(text: importDecl.trimmedDescription, line: firstLine + start.line - 1))
                    continue
                }
                if let moved = Self.fileScopeDeclaration(declaration) {
                    split.declarations.append(Piece(text: indentation + moved.description, line: firstLine + start.line - 1))
                    continue
                }
            }
            split.statements.append(Piece(text: indentation + bare.description, line: firstLine + start.line - 1))
            if !split.awaits { split.awaits = TopLevelAwait.isIn(Syntax(item)) }
        }
        return split
    }

    /// The declaration as it should appear at file scope, or nil if it stays
    /// a statement of the example's function (variables, for instance).
    private static func fileScopeDeclaration(_ declaration: DeclSyntax) -> DeclSyntax? {
        if declaration.is(OperatorDeclSyntax.self) || declaration.is(PrecedenceGroupDeclSyntax.self) {
            return declaration
        }
        if let ext = declaration.as(ExtensionDeclSyntax.self) {
            // Extensions that add conformances cannot carry an access modifier.
            guard ext.inheritanceClause == nil else { return declaration }
            return DeclSyntax(withFileprivateMembers(ext.with(\.modifiers, fileprivateModifiers(ext.modifiers))))
        }
        if let decl = declaration.as(FunctionDeclSyntax.self) {
            return DeclSyntax(spaced(decl.with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(StructDeclSyntax.self) {
            return DeclSyntax(spaced(withoutEntryPoint(decl).with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(ClassDeclSyntax.self) {
            return DeclSyntax(spaced(withoutEntryPoint(decl).with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(EnumDeclSyntax.self) {
            return DeclSyntax(spaced(withoutEntryPoint(decl).with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(ActorDeclSyntax.self) {
            return DeclSyntax(spaced(decl.with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(ProtocolDeclSyntax.self) {
            return DeclSyntax(spaced(decl.with(\.modifiers, fileprivateModifiers(decl.modifiers))))
        }
        if let decl = declaration.as(TypeAliasDeclSyntax.self) {
            return DeclSyntax(decl.with(\.modifiers, fileprivateModifiers(decl.modifiers)))
        }
        return nil
    }

    /// The extension with its members' own access levels wider than its
    /// (`public`, `public internal(set)`) left out, so that they are the
    /// extension's `fileprivate`: a member that says `public` is visible to
    /// every example of the program and clashes with another example's
    /// member of that name (two doc comments showing the same accessor).
    /// Lines are kept: a member's leading trivia stays before it.
    private static func withFileprivateMembers(_ ext: ExtensionDeclSyntax) -> ExtensionDeclSyntax {
        let wide = wideAccessLevels
        var members = ext.memberBlock.members
        for index in members.indices {
            guard let decl = members[index].decl.asProtocol(WithModifiersSyntax.self),
                decl.modifiers.contains(where: { wide.contains($0.name.text) })
            else { continue }
            let leading = members[index].decl.leadingTrivia
            let filtered = decl.with(\.modifiers, decl.modifiers.filter { !wide.contains($0.name.text) })
            guard var narrowed = Syntax(fromProtocol: filtered).as(DeclSyntax.self) else { continue }
            narrowed.leadingTrivia = leading
            members[index].decl = narrowed
        }
        return ext.with(\.memberBlock.members, members)
    }

    /// The declaration with a space between its last attribute and its
    /// first modifier (`@MainActor fileprivate struct`), which a modifier
    /// put first has none before.
    private static func spaced<Declaration: WithAttributesSyntax & WithModifiersSyntax>(_ declaration: Declaration) -> Declaration {
        guard !declaration.attributes.isEmpty, let last = declaration.attributes.lastToken(viewMode: .sourceAccurate),
            last.trailingTrivia.isEmpty, var first = declaration.modifiers.first
        else { return declaration }
        first.leadingTrivia = .space + first.leadingTrivia
        var modifiers = declaration.modifiers
        modifiers[modifiers.startIndex] = first
        return declaration.with(\.modifiers, modifiers)
    }

    /// The declaration without an `@main` attribute: the harness has its own
    /// entry point, and every example of the run is compiled into it. The
    /// attribute's place keeps its trivia, so the next token stays apart.
    private static func withoutEntryPoint<Declaration: WithAttributesSyntax>(_ declaration: Declaration) -> Declaration {
        guard
            let index = declaration.attributes.firstIndex(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
            )
        else { return declaration }
        var attributes = declaration.attributes
        let removed = attributes.remove(at: index)
        var result = declaration.with(\.attributes, attributes)
        if attributes.isEmpty {
            result.leadingTrivia = removed.leadingTrivia
        }
        return result
    }

    /// The access levels wider than `fileprivate`.
    private static let wideAccessLevels: Set<String> = ["open", "public", "package", "internal"]

    /// The modifiers with any access level replaced by `fileprivate`
    /// (`private` at file scope already means that and is kept).
    private static func fileprivateModifiers(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        let accessLevels = wideAccessLevels.union(["fileprivate", "private"])
        if modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) { return modifiers }
        let kept = modifiers.filter { !accessLevels.contains($0.name.text) }
        let fileprivateModifier = DeclModifierSyntax(name: .keyword(.fileprivate, trailingTrivia: .space))
        return DeclModifierListSyntax([fileprivateModifier] + Array(kept))
    }
}

/// Finds an `await` of the code that runs in the statement itself: one
/// inside a closure, a nested function, an accessor or a type's body belongs
/// to code that is called later, in a context of its own.
private final class TopLevelAwait: SyntaxVisitor {
    private var found = false

    static func isIn(_ node: Syntax) -> Bool {
        let visitor = TopLevelAwait(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.found
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.awaitKeyword != nil { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.async) }) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
