import SwiftParser
import SwiftSyntax

/// What Copy gives without a flavour: the package's modules and every module
/// the setup and the code import, at the top, then the setup code (with the
/// declarations of the page the example builds on) and the code, hidden
/// lines included.
package enum PlainCopy {
    package static func text(_ example: Example, importing implicitModules: [String]) -> String {
        var modules = implicitModules
        var lines: [String] = []
        for body in example.setup.map(\.readableCode) + [example.readableCode] {
            let (rest, imported, _) = withoutImports(body)
            for module in imported where !modules.contains(module) { modules.append(module) }
            let trimmed = rest.trimmingBlankLines
            if !trimmed.isEmpty { lines.append(trimmed) }
        }
        let imports = modules.map { "import " + $0 }.joined(separator: "\n")
        return ([imports] + lines).filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// The code without its top-level import lines, the modules they import,
    /// and every identifier the code uses.
    package static func withoutImports(_ code: String) -> (code: String, modules: [String], names: Set<String>) {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var modules: [String] = []
        var dropped = Set<Int>()
        for item in tree.statements {
            guard let importDecl = item.item.as(ImportDeclSyntax.self) else { continue }
            if let first = importDecl.path.first?.name.text { modules.append(first) }
            let start = importDecl.startLocation(converter: converter, afterLeadingTrivia: true).line
            let end = importDecl.endLocation(converter: converter, afterTrailingTrivia: false).line
            dropped.formUnion(start...end)
        }
        var names = Set<String>()
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
        }
        let kept = code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { !dropped.contains($0.offset + 1) }.map { String($0.element) }
        return (kept.joined(separator: "\n"), modules, names)
    }
}

extension String {
    /// The text without blank lines at its start and end.
    package var trimmingBlankLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
