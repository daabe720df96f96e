import SwiftParser
import SwiftSyntax

/// Under the lenient rules (see ``ExtractionRules``), a block whose only
/// compiler errors are names it never declares (`cannot find 'base' in
/// scope`), none of which looks like a misspelling of a name its page
/// declares, is a snippet, not a program: `base.index(i, offsetBy: n)`
/// shows a line of code, not one to run. It is skipped, naming the names.
/// One error of another kind, or a name a letter or two away from one the
/// page declares (`numbrs` beside `numbers`), keeps it a failure.
enum SnippetNames {
    /// The names of `cannot find 'X' in scope` and `cannot find type 'X' in
    /// scope` errors, in order; nil when there is none, or when an error of
    /// another kind is on a line with no such error (an error that follows
    /// from an unknown name, `generic parameter 'T' could not be inferred`,
    /// is on its line).
    ///
    /// `types` gives the lines of the block's types (``typeLines(in:firstLine:)``):
    /// `type 'T' does not conform to protocol 'P'` follows from an unknown
    /// name too when it is on one of T's lines (a witness whose signature
    /// uses a type the block never declares cannot witness anything).
    static func undeclared(in messages: [String], types: [String: ClosedRange<Int>] = [:]) -> [String]? {
        var names: [String] = []
        var linesWithNames = Set<Substring>()
        var otherLines: [(line: Substring, message: String)] = []
        for message in messages where message.contains(": error: ") {
            let location = message.components(separatedBy: ": error: ")[0]
            let line = location.split(separator: ":").dropLast().last ?? ""
            guard let name = name(in: message) else {
                otherLines.append((line, message))
                continue
            }
            linesWithNames.insert(line)
            if !names.contains(name) { names.append(name) }
        }
        let namedLines = linesWithNames.compactMap { Int($0) }
        let explained = otherLines.allSatisfy { other in
            if linesWithNames.contains(other.line) || isInference(other.message) { return true }
            guard let type = nonConformingType(in: other.message), let lines = types[type] else { return false }
            return namedLines.contains(where: lines.contains)
        }
        guard !names.isEmpty, explained else { return nil }
        return names
    }

    /// Whether the message says a type could not be inferred (`cannot infer
    /// contextual base`, `generic parameter 'T' could not be inferred`): with
    /// a name nothing declares, that follows from it, on whichever line the
    /// compiler puts it (a chain's next line).
    private static func isInference(_ message: String) -> Bool {
        guard let range = message.range(of: ": error: ") else { return false }
        let text = message[range.upperBound...]
        return text.hasPrefix("cannot infer ") || text.hasSuffix(" could not be inferred")
    }

    /// The other plain block of the page whose code holds every error of
    /// the example's messages, when none is in the example's own code: the
    /// example builds on a block that does not compile (under the lenient
    /// rules a block takes a page's declarations and what changes them, see
    /// ``PageContext``). Nil when an error is in its own code, in a setup
    /// block, or nowhere on the page.
    static func builtOn(_ messages: [String], example: Example, page: [Example]) -> Example? {
        let errors = messages.filter { $0.contains(": error: ") }
        guard !errors.isEmpty else { return nil }
        var owner: Example?
        for error in errors {
            guard !CompilerDiagnostics.covers(example.location.path, example.codeFirstLine, example.code, error),
                let other = page.first(where: { other in
                    other.id != example.id && (other.kind == .run || other.kind == .noRun)
                        && CompilerDiagnostics.covers(other.location.path, other.codeFirstLine, other.code, error)
                })
            else { return nil }
            if owner == nil || other.codeFirstLine < owner!.codeFirstLine { owner = other }
        }
        return owner
    }

    /// T of `type 'T' does not conform to protocol 'P'`.
    private static func nonConformingType(in message: String) -> String? {
        guard let range = message.range(of: "error: type '") else { return nil }
        let rest = message[range.upperBound...]
        guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' does not conform to protocol '") else { return nil }
        return String(rest[..<end])
    }

    /// The lines (in the chapter, the code starting at `firstLine`) of each
    /// type the code declares or extends at its top level, by name.
    static func typeLines(in code: String, firstLine: Int) -> [String: ClosedRange<Int>] {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        var lines: [String: ClosedRange<Int>] = [:]
        for statement in tree.statements {
            guard case .decl(let declaration) = statement.item else { continue }
            let name: String
            if let named = declaration.asProtocol(NamedDeclSyntax.self), !declaration.is(FunctionDeclSyntax.self) {
                name = named.name.text
            } else if let ext = declaration.as(ExtensionDeclSyntax.self) {
                name = ext.extendedType.trimmedDescription
            } else {
                continue
            }
            let start = converter.location(for: declaration.positionAfterSkippingLeadingTrivia).line + firstLine - 1
            let end = converter.location(for: declaration.endPositionBeforeTrailingTrivia).line + firstLine - 1
            let range = start...max(start, end)
            lines[name] = lines[name].map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
        }
        return lines
    }

    /// X of each `cannot find type 'X' in scope`: the names used as types.
    static func typeNames(in messages: [String]) -> Set<String> {
        Set(
            messages.compactMap { message in
                guard let range = message.range(of: "error: cannot find type '"), message.hasSuffix("' in scope") else { return nil }
                let rest = message[range.upperBound...]
                return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
            })
    }

    /// X of `cannot find 'X' in scope`, `cannot find type 'X' in scope`,
    /// `'X' is inaccessible due to 'fileprivate' protection level` (a name
    /// another page's example declares: each example's declarations are its
    /// own), or `type 'x' has no member 'y'` for a type named in lower case:
    /// a C struct of the platform's C library that a name the block never
    /// declares happens to be (`user.id`, with Glibc's `struct user`).
    private static func name(in message: String) -> String? {
        if let range = message.range(of: "error: type '"), message.contains("' has no member '"), message.hasSuffix("'") {
            let rest = message[range.upperBound...]
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' has no member '") else { return nil }
            let type = rest[..<end]
            guard let first = type.first, first.isLowercase, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return nil
            }
            return String(type)
        }
        if let range = message.range(of: "error: '"), message.hasSuffix("' is inaccessible due to 'fileprivate' protection level") {
            let rest = message[range.upperBound...]
            return rest.firstIndex(of: "'").map { String(rest[..<$0]) }
        }
        guard let range = message.range(of: "error: cannot find "), message.hasSuffix(" in scope") else { return nil }
        let rest = message[range.upperBound...]
        let quoted = rest.hasPrefix("type ") ? rest.dropFirst(5) : rest
        guard quoted.first == "'", let end = quoted.dropFirst().firstIndex(of: "'") else { return nil }
        return String(quoted[quoted.index(after: quoted.startIndex)..<end])
    }

    /// The skip reason for a snippet using `names`, or nil when one of them
    /// is probably a misspelling of one of `declared` (the page's names).
    /// A value and a type are named alike in Swift (`let user = User()`):
    /// a name whose first letter's case is not that of a page's name is
    /// another name (`user` beside `struct User`, `FooManager` beside `let
    /// fooManager`), unless it is a name in lower case the block uses as a
    /// type (`types`, ``typeNames(in:)``): a type miscased.
    static func skipReason(undeclared names: [String], declared: Set<String>, types: Set<String> = []) -> String? {
        for name in names where name.count >= 4 {
            let miscasedType = name.first?.isLowercase == true && types.contains(name)
            let misspelt = declared.contains { other in
                isMisspelling(name, of: other) && (miscasedType || name.first?.isUppercase == other.first?.isUppercase)
            }
            if misspelt { return nil }
        }
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return
            "a snippet: it uses \(list), which neither it nor an earlier block of the page declares; shown, not run (declare \(names.count == 1 ? "it" : "them") to have it run)"
    }

    /// X of each `no such module 'X'` error, in order; nil when there is
    /// none or an error of another kind (the compiler stops at an import it
    /// cannot resolve, so such a block has no other error).
    static func missingModules(in messages: [String]) -> [String]? {
        var modules: [String] = []
        for message in messages where message.contains(": error: ") {
            guard let range = message.range(of: "error: no such module '"), message.hasSuffix("'") else { return nil }
            let name = String(message[range.upperBound...].dropLast())
            if !modules.contains(name) { modules.append(name) }
        }
        return modules.isEmpty ? nil : modules
    }

    /// The skip reason for a block that imports `modules`, which nothing the
    /// package builds provides (`import Tracing` in a guide on integrating
    /// with another package), or nil when one of them is probably a
    /// misspelling of one of `known` (the package's modules).
    static func skipReason(missingModules modules: [String], known: [String]) -> String? {
        for module in modules where known.contains(where: { distance(module.lowercased(), $0.lowercased()) <= 2 }) {
            return nil
        }
        let list = modules.map { "'\($0)'" }.joined(separator: ", ")
        return
            "an import of a module nothing here provides: it imports \(list), which neither the package nor its dependencies build; shown, not run (add the package that provides \(modules.count == 1 ? "it" : "them") to have it run)"
    }

    /// Whether `name` is probably `declared` mistyped: two edits or fewer
    /// apart, but not its plural, nor the same name with words put before it
    /// (`myMetricsImplementation` beside `metricsImplementation` is another
    /// name, as `myCounter` beside `counter` is).
    static func isMisspelling(_ name: String, of declared: String) -> Bool {
        guard name != declared, declared.count >= 4, distance(name, declared) <= 2 else { return false }
        // A plural names a collection of the page's value (`subscriptions` beside `subscription`).
        if name == declared + "s" || name == declared + "es" { return false }
        let (shorter, longer) = name.count < declared.count ? (name, declared) : (declared, name)
        return longer.count - shorter.count < 2 || !longer.lowercased().hasSuffix(shorter.lowercased())
    }

    /// The edit distance of two names (insertions, deletions, substitutions).
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
