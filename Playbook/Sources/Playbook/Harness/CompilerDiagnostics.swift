/// Compiler messages (`Docs/x.md:12:5: error: ...`) read back from the
/// compiler's output and tied to the examples whose markdown lines they name.
struct CompilerDiagnostics: Sendable {
    struct Message: Hashable, Sendable {
        var path: String
        var line: Int
        var text: String
    }

    /// Error messages, in order, with their notes.
    let errors: [Message]

    init(parsing output: String) {
        var errors: [Message] = []
        for line in output.split(separator: "\n") {
            let text = String(line)
            guard let range = text.range(of: ": error: ") ?? text.range(of: ": note: ") else { continue }
            let position = text[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard position.count >= 3, let lineNumber = Int(position[position.count - 2]) else { continue }
            let path = position.dropLast(2).joined(separator: ":")
            let message = Message(path: path, line: lineNumber, text: text)
            // The build prints a file's errors once per step that compiles it.
            if !errors.contains(message) { errors.append(message) }
        }
        self.errors = errors
    }

    /// The messages that fall inside the example's own code or its setup code.
    func messages(for example: Example) -> [Message] {
        errors.filter { Self.covers(example, $0.path, $0.line) }
    }

    static func covers(_ example: Example, _ path: String, _ line: Int) -> Bool {
        let blocks =
            [(example.location.path, example.codeFirstLine, example.code)]
            + example.setup.map { ($0.path, $0.codeFirstLine, $0.code) }
        return blocks.contains { blockPath, first, code in
            let count = max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count)
            return blockPath == path && line >= first && line < first + count
        }
    }
}
