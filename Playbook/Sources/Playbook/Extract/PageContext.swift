import SwiftParser
import SwiftSyntax

/// Blocks of one page that build on each other, under the lenient rules (see
/// ``ExtractionRules``). Real documentation reads as one program split by
/// prose: `let numbers = [...]` in one block, `numbers.chunked(...)` in the
/// next; `struct Math` listing subcommands that `extension Math { struct Add }`
/// declares two blocks further down. A block that uses a name it does not
/// declare itself gets the page's declaration of it, as setup code at its own
/// lines, and what that declaration uses in turn:
///
/// - a variable comes from the latest earlier block that declares it (what
///   a reader reading down the page has seen); a type, function or type
///   alias from the latest earlier block, or else the first later one (types
///   are declared in any order in Swift);
/// - an extension comes along, from any block, when one of its members (a
///   method, a property, a nested type) is used.
///
/// - a variable comes with the statements that change it, from the line
///   that declares it down to the block: a call on it or an assignment to
///   it, its members or elements (`graph.addEdge(...)`, `numbers[0] += 1`),
///   that prints nothing itself (no `print`, `debugPrint` or `dump`). A
///   README that builds a value over several blocks reads as one program.
///
/// Otherwise only declarations travel, never statements that merely run (a
/// `print`, a loop), so what another block prints is not printed again. A
/// block that declares a name keeps its own, and a name it does not use
/// brings nothing: a block that stands alone is compiled alone.
enum PageContext {
    /// One top-level declaration of a block: its code, where it starts, the
    /// names it declares, and the names it uses.
    struct Item {
        var block: Int
        var code: String
        var line: Int
        var path: String
        var declared: Set<String>
        var used: Set<String>
        /// The member names it uses (`sum` of `numbers.sum()`).
        var usedMembers: Set<String>
        /// For an extension: the names it adds (methods, properties, nested types).
        var members: Set<String>
        var isExtension: Bool
        var isVariable: Bool
        /// For a statement that changes a variable (see the type's notes): its name.
        var changes: String? = nil
    }

    /// The kinds of block whose declarations other blocks may take (a
    /// ```swift setup block reaches the examples below it already).
    private static func isCode(_ kind: Example.Kind) -> Bool {
        kind == .run || kind == .noRun
    }

    /// The examples with, for each plain one, the page's declarations it
    /// uses appended to its setup.
    static func adding(to examples: [Example]) -> [Example] {
        let items = examples.enumerated().flatMap { index, example in isCode(example.kind) ? self.items(of: example, block: index) : [] }
        return examples.enumerated().map { index, example in
            guard example.kind == .run || example.kind == .noRun else { return example }
            var example = example
            let tree = Parser.parse(source: example.code)
            let used = UsedNames.collect(in: Syntax(tree))
            let own = items.filter { $0.block == index }
            let declared = own.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
            let context = needed(identifiers: used.identifiers, members: used.members, declared: declared, block: index, from: items)
            example.setup += context.map { SetupBlock(code: $0.code, codeFirstLine: $0.line, path: $0.path) }
            let taken = context.reduce(into: declared) { $0.formUnion($1.declared) }
            for (name, line) in assignedOnly(in: tree) where !taken.contains(name) {
                example.setup.append(
                    SetupBlock(code: "var \(name): Any?", codeFirstLine: example.codeFirstLine + line - 1, path: example.location.path))
            }
            return example
        }
    }

    /// The names the code's top-level statements assign to (`cancellable =
    /// publisher.sink { ... }`) and nothing of it reads, with the line of the
    /// first assignment: a name that only holds what it is given, which a
    /// page that never declares it can declare as `var name: Any?`.
    static func assignedOnly(in tree: SourceFileSyntax) -> [(String, Int)] {
        var targets: [DeclReferenceExprSyntax] = []
        for statement in tree.statements {
            guard case .expr(let expression) = statement.item, let sequence = expression.as(SequenceExprSyntax.self),
                sequence.elements.count == 3, let target = sequence.elements.first?.as(DeclReferenceExprSyntax.self),
                sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true
            else { continue }
            targets.append(target)
        }
        // Most blocks assign nothing at their top level: no line table, no walk of their tokens.
        guard !targets.isEmpty else { return [] }
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var assigned: [(String, Int)] = []
        for target in targets where !assigned.contains(where: { $0.0 == target.baseName.text }) {
            assigned.append((target.baseName.text, converter.location(for: target.positionAfterSkippingLeadingTrivia).line))
        }
        let targetIDs = Set(targets.map(\.id))
        let read = Set(
            tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let text) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                    !targetIDs.contains(reference.id)
                else { return nil }
                return text
            })
        return assigned.filter { !read.contains($0.0) && $0.0.first?.isLowercase == true }
    }

    /// The items of other blocks that block `block` needs, in page order.
    static func needed(identifiers: Set<String>, members: Set<String>, declared: Set<String>, block: Int, from items: [Item]) -> [Item] {
        let others = items.indices.filter { items[$0].block != block }
        var wanted = identifiers.subtracting(declared)
        var wantedMembers = members
        var chosen = Set<Int>()
        func choose(_ index: Int) {
            guard chosen.insert(index).inserted else { return }
            let item = items[index]
            wanted.formUnion(item.used.subtracting(declared).subtracting(item.declared))
            wantedMembers.formUnion(item.usedMembers)
            // A variable taken from above comes with what changes it between its declaration and this block.
            guard item.isVariable, item.block < block else { return }
            for other in others
            where items[other].block < block && (items[other].block, items[other].line) > (item.block, item.line)
                && items[other].changes.map(item.declared.contains) == true && items[other].used.allSatisfy(reachable)
            {
                choose(other)
            }
        }
        // A name a travelling change may use: not one this block declares (its
        // setup runs before it), nor a variable the page declares only below.
        func reachable(_ name: String) -> Bool {
            if declared.contains(name) { return false }
            let declaring = others.filter { !items[$0].isExtension && items[$0].declared.contains(name) }
            return declaring.isEmpty || declaring.contains { items[$0].block < block || !items[$0].isVariable }
        }
        var count = -1
        while chosen.count != count {
            count = chosen.count
            for name in wanted.sorted() {
                let declaring = others.filter { !items[$0].isExtension && items[$0].declared.contains(name) }
                if let earlier = declaring.last(where: { items[$0].block < block }) {
                    choose(earlier)
                } else if let later = declaring.first(where: { items[$0].block > block && !items[$0].isVariable }) {
                    choose(later)
                }
            }
            let reached = wanted.union(wantedMembers)
            for index in others where items[index].isExtension && !items[index].members.isDisjoint(with: reached) {
                choose(index)
            }
        }
        return chosen.sorted { (items[$0].block, items[$0].line) < (items[$1].block, items[$1].line) }.map { items[$0] }
    }

    /// The top-level declarations of an example's code (imports and
    /// statements that only run are left out).
    static func items(of example: Example, block: Int) -> [Item] {
        let tree = Parser.parse(source: example.code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        return tree.statements.compactMap { statement in
            let bare = statement.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
            let start = statement.startLocation(converter: converter, afterLeadingTrivia: true)
            let indentation = String(repeating: " ", count: max(0, start.column - 1))
            guard case .decl(let declaration) = statement.item, !declaration.is(ImportDeclSyntax.self) else {
                guard case .expr(let expression) = statement.item, let variable = changedVariable(expression) else { return nil }
                let used = UsedNames.collect(in: Syntax(bare))
                return Item(
                    block: block, code: indentation + bare.description, line: example.codeFirstLine + start.line - 1,
                    path: example.location.path, declared: [], used: used.identifiers, usedMembers: used.members, members: [],
                    isExtension: false, isVariable: false, changes: variable)
            }
            var declared = Set<String>()
            var members = Set<String>()
            let isExtension = declaration.is(ExtensionDeclSyntax.self)
            let isVariable = declaration.is(VariableDeclSyntax.self)
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings { declared.formUnion(names(in: binding.pattern)) }
            } else if let ext = declaration.as(ExtensionDeclSyntax.self) {
                for member in ext.memberBlock.members { members.formUnion(declaredNames(member.decl)) }
            } else {
                declared = declaredNames(declaration)
            }
            let used = UsedNames.collect(in: Syntax(bare))
            // A type's or function's own parameters, properties and locals are not the page's
            // (`init(pet: Animal) { self.pet = pet }`); a variable's initialiser may use a name it also binds.
            let free = isVariable ? used.identifiers : used.identifiers.subtracting(UsedNames.bound(in: Syntax(bare)))
            return Item(
                block: block, code: indentation + bare.description, line: example.codeFirstLine + start.line - 1,
                path: example.location.path, declared: declared, used: free, usedMembers: used.members, members: members,
                isExtension: isExtension, isVariable: isVariable)
        }
    }

    /// The variable a statement changes: the root of a call on it
    /// (`graph.addEdge(...)`, `list.items.append(x)`) or of the left side of
    /// an assignment (`x = 1`, `point.x += 2`, `grid[0] = 1`), when the
    /// statement calls nothing that prints; nil for anything else.
    static func changedVariable(_ expression: ExprSyntax) -> String? {
        var expression = expression
        while let tried = expression.as(TryExprSyntax.self) { expression = tried.expression }
        let target: ExprSyntax
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
            target = call.calledExpression
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
            isAssignment(sequence.elements[sequence.elements.index(after: sequence.elements.startIndex)]),
            let first = sequence.elements.first
        {
            // Unfolded `a = b + c`: assignments bind loosest, so the first operator is the statement's.
            target = first
        } else {
            return nil
        }
        guard let root = rootVariable(target),
            UsedNames.collect(in: Syntax(expression)).identifiers.isDisjoint(with: ["print", "debugPrint", "dump"])
        else { return nil }
        return root
    }

    /// `=`, or a compound assignment (`+=`, `<<=`; not `==`, `<=`, `>=`, `!=`).
    private static func isAssignment(_ operator: ExprSyntax) -> Bool {
        if `operator`.is(AssignmentExprSyntax.self) { return true }
        guard let text = `operator`.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.count >= 2 && text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// `a` of `a`, `a.b`, `a.b.c`, `a[0]`, `a?.b`, `a!.b`; nil when the chain starts elsewhere (a call, a literal, `self`).
    private static func rootVariable(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name == "self" || name == "Self" || name.first?.isUppercase == true ? nil : name
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base { return rootVariable(base) }
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return rootVariable(subscripted.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return rootVariable(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return rootVariable(forced.expression) }
        return nil
    }

    /// The top-level declarations of every block of a page.
    static func items(ofPage examples: [Example]) -> [Item] {
        examples.enumerated().flatMap { items(of: $0.element, block: $0.offset) }
    }

    /// The names block `block` of a page could use, of its items
    /// (``items(ofPage:)``): every type, function, type alias and extension
    /// member of the page (they travel from below, see ``needed``), and the
    /// variables of the blocks down to it.
    static func usableNames(by block: Int, of items: [Item]) -> Set<String> {
        items.reduce(into: Set<String>()) { names, item in
            if !item.isVariable || item.block <= block { names.formUnion(item.declared.union(item.members)) }
        }
    }

    /// The name a declaration gives (a type, function, type alias, variable).
    private static func declaredNames(_ declaration: DeclSyntax) -> Set<String> {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return variable.bindings.reduce(into: Set<String>()) { $0.formUnion(names(in: $1.pattern)) }
        }
        if let named = declaration.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        return []
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

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        members.insert(node.name.text)
        return .visitChildren
    }

    /// The names a piece of code binds inside itself: parameters (of
    /// functions, initialisers, subscripts, closures), the names of its
    /// patterns (properties, locals, loop variables), its nested functions
    /// and enum cases.
    static func bound(in node: Syntax) -> Set<String> {
        let visitor = BoundNames(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.names
    }
}

private final class BoundNames: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
