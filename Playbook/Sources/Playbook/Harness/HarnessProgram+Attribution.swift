import Foundation

extension HarnessProgram {
    /// The examples of the share that an error is certainly of, each with the
    /// compiler's messages (errors and notes) that name its lines. An error
    /// is certainly of an example when no other example of the share holds
    /// its line: a line of a page taken as setup by several examples is named
    /// once for all of them, and may be wrong in one only (a variable used
    /// before another block's declaration of it). Those are compiled apart.
    /// A note alone (`'Animal' declared here`) breaks nothing.
    static func attribute(_ output: String, to share: [(ExampleSource, URL)]) -> [String: [String]] {
        let diagnostics = CompilerDiagnostics(parsing: output)
        var certain = Set<String>()
        for error in diagnostics.errors where error.text.contains(": error: ") {
            let holding = share.filter { CompilerDiagnostics.covers($0.0.example, error.text) }
            if holding.count == 1, let only = holding.first { certain.insert(only.0.example.id) }
        }
        var found: [String: [String]] = [:]
        for (source, _) in share where certain.contains(source.example.id) {
            found[source.example.id] = diagnostics.messages(for: source.example).map(\.text)
        }
        return found
    }
}
