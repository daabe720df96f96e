import PlaybookWire
import SwiftParser
import SwiftSyntax

/// What the harness adds for ```swift marble examples.
///
/// A marble example builds inputs from marble strings and hands operator
/// chains to `result`; the helpers (`hot`, `cold`, `result`, `frames(n)`,
/// `scheduler`) are the `PlaybookMarbles` module, compiled into the harness
/// (see ``HarnessRuntimePackage``):
///
///     let numbers = hot("--1--2--3--|")          // Int values
///     result(numbers.map { $0 * 2 })             // prints --2--4--6--|
///
/// Playbook names the inputs and results (``namingInputs(_:)``) and calls
/// `marbleExampleFinish()` after the example's statements, which prints one
/// marble string per `result` call, checked by the ```output block, and
/// writes the recorded timelines on stderr as one `MarbleTimeline` line (see
/// ``MarbleTimelines``), so they are cached with the example's result.
package enum MarbleHarness {
    /// The module the harness builds the helpers into; marble examples import it.
    package static let supportModuleName = HarnessNames.marbleModule
    package static let finishCall = HarnessNames.marbleFinishFunction + "()"

    /// The example's code with a `name:` argument added to `hot`, `cold`
    /// and `result` calls that have none, so the diagram labels each line:
    /// `let numbers = hot(...)` is named `numbers`, a `cold("-1|")` made
    /// inside a closure is named `cold("-1|")`, `result(numbers.map { ... })`
    /// is named `map { ... }`. No line breaks are added, so lines keep their numbers.
    package static func namingInputs(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        return InputNamer(viewMode: .sourceAccurate).rewrite(tree).description
    }
}

private final class InputNamer: SyntaxRewriter {
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let call = visited.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            ["hot", "cold", "result"].contains(callee.baseName.text),
            call.trailingClosure == nil, call.rightParen != nil,
            !call.arguments.contains(where: { $0.label?.text == "name" }),
            let first = call.arguments.first, first.label == nil
        else { return visited }
        let name: String
        if callee.baseName.text == "result", let original = node.arguments.first?.expression {
            // The code as written, without the names added to the calls inside it.
            name = Self.chainName(original)
        } else {
            // `let name = hot(...)`, also through a chain: `let name = hot(...).asObservable()`.
            var outer: Syntax = Syntax(node)
            while let parent = outer.parent, parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) {
                outer = parent
            }
            if let binding = outer.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            {
                name = identifier.identifier.text
            } else {
                // Made where no name is given (inside a closure, in an argument): named by its code.
                name = Self.collapsingWhitespace(node.trimmedDescription)
            }
        }
        var arguments = Array(call.arguments)
        arguments[arguments.count - 1].trailingComma = .commaToken(trailingTrivia: .space)
        let escaped = String(ExampleSource.stringLiteral(name).dropFirst().dropLast())
        let literal = StringLiteralExprSyntax(
            openingQuote: .stringQuoteToken(),
            segments: StringLiteralSegmentListSyntax([.stringSegment(StringSegmentSyntax(content: .stringSegment(escaped)))]),
            closingQuote: .stringQuoteToken())
        arguments.append(LabeledExprSyntax(label: .identifier("name"), colon: .colonToken(trailingTrivia: .space), expression: literal))
        return ExprSyntax(call.with(\.arguments, LabeledExprListSyntax(arguments)))
    }

    /// `numbers.map { $0 * 2 }` → `map { $0 * 2 }`; whitespace runs become one space.
    package static func chainName(_ expression: ExprSyntax) -> String {
        var text = collapsingWhitespace(expression.trimmedDescription)
        let head = text.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        if let first = head.first, first.isLowercase, text.dropFirst(head.count).hasPrefix("."), text.count > head.count + 1 {
            text = String(text.dropFirst(head.count + 1))
        }
        return text
    }

    /// The text with each run of spaces, tabs and line breaks made one space.
    package static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
