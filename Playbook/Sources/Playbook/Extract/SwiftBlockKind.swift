import SwiftParser
import SwiftSyntax

/// What a ```swift block of real documentation is, before it is taken for a
/// program: under the lenient rules (see ``ExtractionRules``) only a
/// ``program`` is compiled and run; the others are checked as what they are
/// or shown with the reason, never failed as programs.
enum SwiftBlockKind: Equatable, Sendable {
    /// Code to compile and run.
    case program
    /// A program with code left out, marked by a `// ...` comment (`for x in
    /// xs.cycled() { // ... }`): compiled, not run, since what runs is not
    /// what the reader is shown (and may never end).
    case elided
    /// A package manifest or a part of one (`.package(url: ..., from: ...)`):
    /// type-checked against PackageDescription (see ``ManifestChecker``).
    case manifest
    /// Declarations without bodies (`public func chunked(by: ...) -> ...`): a
    /// signature listing, shown, not compiled.
    case declarations
    /// Not Swift that parses (pseudo-code, `...` for code left out, another
    /// language fenced as swift): shown, not compiled; the line that does not parse.
    case notSwift(line: Int)

    /// The reason a block of this kind is skipped, nil for those checked.
    var skipReason: String? {
        switch self {
        case .program, .manifest, .elided: return nil
        case .declarations: return "declarations without bodies (a signature listing): shown, not compiled"
        case .notSwift(let line):
            return "not Swift that parses (line \(line) of the block does not): shown as pseudo-code, not compiled"
        }
    }

    /// Words that start a manifest or a part of one.
    private static let manifestStarts = [
        ".package(", ".product(", ".target(", ".testTarget(", ".executableTarget(", ".library(", ".executable(", ".plugin(",
        ".macro(", ".systemLibrary(", ".binaryTarget("
    ]

    static func classify(_ code: String) -> SwiftBlockKind {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let meaningful = lines.map { $0.drop(while: { $0 == " " || $0 == "\t" }) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        if code.contains("import PackageDescription") || code.hasPrefix("// swift-tools-version")
            || meaningful.first.map({ first in manifestStarts.contains(where: first.hasPrefix) }) == true
            || meaningful.first.map({ $0.hasPrefix("dependencies:") || $0.hasPrefix("targets:") || $0.hasPrefix("products:") }) == true
        {
            return .manifest
        }
        let tree = Parser.parse(source: code)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let first = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.hasError || $0.parent?.is(UnexpectedNodesSyntax.self) == true }
            let line = first.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1
            return .notSwift(line: line)
        }
        if BodilessDeclarations.find(in: tree) { return .declarations }
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // `...` standing for an argument or an element: `c.chunked(...)`, `[a, ...]`.
            if token.text == "...", let before = previous, ["(", ",", "[", "{"].contains(before.text),
                let after = token.nextToken(viewMode: .sourceAccurate), [")", ",", "]", "}"].contains(after.text)
            {
                return .notSwift(line: SourceLocationConverter(fileName: "", tree: tree).location(for: token.positionAfterSkippingLeadingTrivia).line)
            }
            previous = token
        }
        let elision = tree.tokens(viewMode: .sourceAccurate).contains { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
                if case .lineComment(let text) = piece { return text.dropFirst(2).trimmingWhitespace.hasPrefix("...") }
                return false
            }
        }
        return elision ? .elided : .program
    }
}

/// Finds a function, initializer or subscript declared without a body
/// outside a protocol: what a signature listing is made of.
private final class BodilessDeclarations: SyntaxVisitor {
    var found = false

    static func find(in tree: SourceFileSyntax) -> Bool {
        let visitor = BodilessDeclarations(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.accessorBlock == nil { found = true }
        return .visitChildren
    }
}
