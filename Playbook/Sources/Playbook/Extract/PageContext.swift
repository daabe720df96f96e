import SwiftParser
import SwiftSyntax

/// Blocks of one page that build on each other, under the lenient rules (see
/// ``ExtractionRules``): real documentation declares `let numbers = [...]`
/// in one block and uses `numbers` in the next. A block that uses a name it
/// does not declare itself gets the top-level declarations of earlier
/// blocks of the page that declare it (the latest one, as a reader reading
/// down the page would take it), and what those use in turn, as setup code
/// at their own lines. Extensions of an earlier block come along when the
/// block uses one of their members.
///
/// Only declarations travel, never statements that merely run (a `print`,
/// a loop), so what an earlier block prints is not printed again. A block
/// that declares a name itself keeps its own. A name the block does not use
/// brings nothing, so a block that stands alone is compiled alone.
enum PageContext {
    /// One top-level item of a block: its code, where it starts, the names
    /// it declares, and the names it uses.
    struct Item {
        var code: String
        var line: Int
        var path: String
        var declared: Set<String>
        var used: Set<String>
        /// The member names it uses (`sum` of `numbers.sum()`).
        var usedMembers: Set<String>
        /// For an extension: the names of its members (used through `.name`).
        var members: Set<String>
        var isExtension: Bool
    }

    /// The examples with, for each plain one, the declarations of earlier
    /// blocks it uses appended to its setup.
    static func adding(to examples: [Example]) -> [Example] {
        var earlier: [Item] = []
        var result: [Example] = []
        for example in examples {
            var example = example
            let items = self.items(of: example)
            if example.kind == .run || example.kind == .noRun {
                // The whole block's names, its statements' included.
                let used = UsedNames.collect(in: Syntax(Parser.parse(source: example.code)))
                let block = Item(
                    code: "", line: 0, path: "", declared: items.reduce(into: []) { $0.formUnion($1.declared) }, used: used.identifiers,
                    usedMembers: used.members, members: [], isExtension: false)
                let context = needed(by: [block], from: earlier)
                example.setup += context.map { SetupBlock(code: $0.code, codeFirstLine: $0.line, path: $0.path) }
            }
            if example.kind == .run || example.kind == .noRun || example.kind == .setup { earlier += items }
            result.append(example)
        }
        return result
    }

    /// The earlier items a block of `items` needs, in page order.
    static func needed(by items: [Item], from earlier: [Item]) -> [Item] {
        let declaredHere = items.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        var wanted = items.reduce(into: Set<String>()) { $0.formUnion($1.used) }.subtracting(declaredHere)
        let memberNames = items.reduce(into: Set<String>()) { $0.formUnion($1.usedMembers) }
        var chosen = Set<Int>()
        var changed = true
        while changed {
            changed = false
            // The latest earlier item that declares a wanted name.
            for name in wanted.sorted() {
                guard let index = earlier.lastIndex(where: { $0.declared.contains(name) }) else { continue }
                if chosen.insert(index).inserted {
                    wanted.formUnion(earlier[index].used.subtracting(earlier[index].declared).subtracting(declaredHere))
                    changed = true
                }
            }
            for (index, item) in earlier.enumerated() where item.isExtension && !chosen.contains(index) {
                if !item.members.isDisjoint(with: memberNames) {
                    chosen.insert(index)
                    wanted.formUnion(item.used.subtracting(item.declared).subtracting(declaredHere))
                    changed = true
                }
            }
        }
        return chosen.sorted().map { earlier[$0] }
    }

    /// The top-level items of an example's code.
    static func items(of example: Example) -> [Item] {
        let tree = Parser.parse(source: example.code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.statements.compactMap { statement in
            let bare = statement.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
            let start = statement.startLocation(converter: converter, afterLeadingTrivia: true)
            var declared = Set<String>()
            var members = Set<String>()
            var isExtension = false
            switch bare.item {
            case .decl(let declaration):
                if declaration.is(ImportDeclSyntax.self) { return nil }
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { declared.formUnion(names(in: binding.pattern)) }
                } else if let function = declaration.as(FunctionDeclSyntax.self) {
                    declared.insert(function.name.text)
                } else if let ext = declaration.as(ExtensionDeclSyntax.self) {
                    isExtension = true
                    for member in ext.memberBlock.members {
                        if let function = member.decl.as(FunctionDeclSyntax.self) { members.insert(function.name.text) }
                        if let variable = member.decl.as(VariableDeclSyntax.self) {
                            for binding in variable.bindings { members.formUnion(names(in: binding.pattern)) }
                        }
                    }
                } else if let named = declaration.asProtocol(NamedDeclSyntax.self) {
                    declared.insert(named.name.text)
                }
            default:
                // A statement that only runs (a call, a loop): nothing travels from it.
                return nil
            }
            let indentation = String(repeating: " ", count: max(0, start.column - 1))
            let used = UsedNames.collect(in: Syntax(bare))
            return Item(
                code: indentation + bare.description, line: example.codeFirstLine + start.line - 1, path: example.location.path,
                declared: declared, used: used.identifiers, usedMembers: used.members, members: members, isExtension: isExtension)
        }
    }

    private static func names(in pattern: PatternSyntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            return tuple.elements.reduce(into: Set<String>()) { $0.formUnion(names(in: $1.pattern)) }
        }
        return []
    }

}

/// The names a piece of code refers to: identifiers in expressions and
/// type names (`numbers`, `Point`), and member names apart (`sum` of `numbers.sum()`).
final class UsedNames: SyntaxVisitor {
    var identifiers = Set<String>()
    var members = Set<String>()

    static func collect(in node: Syntax) -> (identifiers: Set<String>, members: Set<String>) {
        let visitor = UsedNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return (visitor.identifiers, visitor.members)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            members.insert(node.baseName.text)
        } else {
            identifiers.insert(node.baseName.text)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        identifiers.insert(node.name.text)
        return .visitChildren
    }
}
