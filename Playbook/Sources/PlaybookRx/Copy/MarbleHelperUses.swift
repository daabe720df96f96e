import SwiftParser
import SwiftSyntax

/// Which of playbook's marble helpers (Playbook/PlaybookRuntime/PlaybookMarbles)
/// an example's code uses, read from its syntax: a call of `hot`, `cold`,
/// `result` or `frames`, a reference to `scheduler`. A name the code declares
/// itself (`let result = scheduler.start { … }`, `let scheduler =
/// TestScheduler(…)`, `func hot`) is its own, as is a member (`x.result`,
/// `Observable<Int>.cold`); comments and strings say nothing.
/// ``MarbleKey`` explains the helpers found, Copy names them.
enum MarbleHelperUses {
    /// In the order the key lists them.
    static let helpers = ["hot", "cold", "result", "frames", "scheduler"]
    /// The helpers that are functions: used when called.
    static let functions: Set<String> = ["hot", "cold", "result", "frames"]

    static func names(in code: String) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: code))
        return helpers.filter { finder.used.contains($0) && !finder.declared.contains($0) }
    }

    /// "hot", "hot and result", "hot, result and frames".
    static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    private final class Finder: SyntaxVisitor {
        var used: Set<String> = []
        var declared: Set<String> = []

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            guard MarbleHelperUses.helpers.contains(name) else { return .visitChildren }
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { return .visitChildren }
            if MarbleHelperUses.functions.contains(name) {
                guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else {
                    return .visitChildren
                }
            }
            used.insert(name)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.identifier.text)
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            declared.insert(node.name.text)
            return .visitChildren
        }
    }
}
