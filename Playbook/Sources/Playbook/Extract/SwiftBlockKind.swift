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
    /// xs.cycled() { // ... }`), one with an `@main` entry point (which
    /// would run with no arguments), or swift-testing tests (a top-level
    /// `@Test` function or `@Suite` type, which a test runner runs, and whose
    /// `#expect` failures only a test runner records): compiled, not run,
    /// since what would run is not what the reader is shown (and may never end).
    case elided
    /// A package manifest or a part of one (`.package(url: ..., from: ...)`):
    /// type-checked against PackageDescription (see ``ManifestChecker``).
    case manifest
    /// Declarations without bodies (`public func chunked(by: ...) -> ...`): a
    /// signature listing, shown, not compiled.
    case declarations
    /// The same name declared twice at the top of the block: alternatives
    /// shown side by side (`@Flag() var flag: Bool` / `@Flag var flag: Bool`),
    /// not one program.
    case alternatives(name: String)
    /// Not Swift that parses (pseudo-code, `...` for code left out, another
    /// language fenced as swift): shown, not compiled; the line that does not parse.
    case notSwift(line: Int)

    /// The reason a block of this kind is skipped, nil for those checked.
    var skipReason: String? {
        switch self {
        case .program, .manifest, .elided: return nil
        case .declarations: return "declarations without bodies (a signature listing): shown, not compiled"
        case .alternatives(let name):
            return "alternatives side by side (it declares '\(name)' more than once): shown, not compiled"
        case .notSwift(let line):
            return "not Swift that parses (line \(line) of the block does not): shown as pseudo-code, not compiled"
        }
    }

    /// Whether the code uses swift-testing (`@Test`, `@Suite`, `#expect`,
    /// `#require`) without importing it: real documentation leaves `import
    /// Testing` out of a test as it leaves out `import Foundation`.
    static func usesTestingWithoutImport(_ code: String) -> Bool {
        guard code.contains("@Test") || code.contains("@Suite") || code.contains("#expect") || code.contains("#require") else {
            return false
        }
        if ExampleImports.modules(in: code).contains("Testing") { return false }
        return Parser.parse(source: code).tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind, let before = token.previousToken(viewMode: .sourceAccurate) else {
                return false
            }
            switch before.tokenKind {
            case .atSign: return name == "Test" || name == "Suite"
            case .pound: return name == "expect" || name == "require"
            default: return false
            }
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
            || meaningful.contains(where: { $0.hasPrefix("let package = Package(") })
        {
            return .manifest
        }
        let tree = Parser.parse(source: code)
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: "", tree: tree)
            let first = tree.tokens(viewMode: .all).first {
                $0.presence == .missing || $0.hasError || $0.parent?.is(UnexpectedNodesSyntax.self) == true
            }
            let line = first.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia).line } ?? 1
            return .notSwift(line: line)
        }
        if BodilessDeclarations.find(in: tree) { return .declarations }
        var seen = Set<String>()
        for statement in tree.statements {
            guard case .decl(let declaration) = statement.item else { continue }
            var names: [String] = []
            if let variable = declaration.as(VariableDeclSyntax.self) {
                names = variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            } else if let named = declaration.asProtocol(NamedDeclSyntax.self), !declaration.is(FunctionDeclSyntax.self) {
                names = [named.name.text]
            }
            for name in names where !seen.insert(name).inserted { return .alternatives(name: name) }
        }
        var previous: TokenSyntax?
        for token in tree.tokens(viewMode: .sourceAccurate) {
            // `...` standing for an argument or an element: `c.chunked(...)`, `[a, ...]`.
            if token.text == "...", let before = previous, ["(", ",", "[", "{"].contains(before.text),
                let after = token.nextToken(viewMode: .sourceAccurate), [")", ",", "]", "}"].contains(after.text)
            {
                return .notSwift(
                    line: SourceLocationConverter(fileName: "", tree: tree).location(for: token.positionAfterSkippingLeadingTrivia).line)
            }
            previous = token
        }
        let elision = tree.tokens(viewMode: .sourceAccurate).contains { token in
            (token.leadingTrivia.pieces + token.trailingTrivia.pieces).contains { piece in
                if case .lineComment(let text) = piece { return text.dropFirst(2).trimmingWhitespace.hasPrefix("...") }
                return false
            }
        }
        let entryPoint = tree.statements.contains { statement in
            guard case .decl(let declaration) = statement.item, let group = declaration.asProtocol(WithAttributesSyntax.self) else {
                return false
            }
            return group.attributes.contains { attribute in
                ["main", "Test", "Suite", "Testing.Test", "Testing.Suite"].contains(
                    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? "")
            }
        }
        return elision || entryPoint ? .elided : .program
    }
}

/// Finds a function, initializer, subscript or accessor declared without a
/// body outside a protocol: what a signature listing is made of.
private final class BodilessDeclarations: SyntaxVisitor {
    var found = false

    static func find(in tree: SourceFileSyntax) -> Bool {
        let visitor = BodilessDeclarations(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // No body, or a body that is only a comment standing for it (`{ // Generate the list }`) where a value is due.
        if node.body == nil || node.signature.returnClause != nil && node.body?.statements.isEmpty == true {
            found = true
        }
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

    /// A property's or subscript's `{ get set }` (or `{ get }`) outside a
    /// protocol: a requirement or interface written as a listing.
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.body == nil { found = true }
        return .visitChildren
    }
}
