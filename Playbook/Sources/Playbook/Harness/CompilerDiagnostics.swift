/// Compiler messages (`Docs/x.md:12:5: error: ...`) read back from the
/// compiler's output and tied to the examples whose markdown lines they name.
/// A message is tied by its start: the example's path as `#sourceLocation`
/// gave it to the compiler (``SourceLocation/displayPath(_:)``), a colon and
/// a line of the example's code, so a file named `x:3:1: error: y.md` is
/// read as that file.
struct CompilerDiagnostics: Sendable {
    struct Message: Hashable, Sendable {
        var text: String
    }

    /// Error messages and their notes, in order, each once.
    let errors: [Message]

    init(parsing output: String) {
        var errors: [Message] = []
        for line in output.split(separator: "\n") {
            let text = String(line)
            guard text.contains(": error: ") || text.contains(": note: ") else { continue }
            let message = Message(text: text)
            // The build prints a file's errors once per step that compiles it.
            if !errors.contains(message) { errors.append(message) }
        }
        self.errors = errors
    }

    /// The messages that fall inside the example's own code or its setup code.
    func messages(for example: Example) -> [Message] {
        errors.filter { Self.covers(example, $0.text) }
    }

    /// Whether the message starts at a line of the example's code or setup.
    static func covers(_ example: Example, _ message: String) -> Bool {
        let blocks =
            [(example.location.path, example.codeFirstLine, example.code)]
            + example.setup.map { ($0.path, $0.codeFirstLine, $0.code) }
        return blocks.contains { covers($0, $1, $2, message) }
    }

    /// Whether the message starts at a line of `code`, whose first line is `first` of `path`.
    static func covers(_ path: String, _ first: Int, _ code: String, _ message: String) -> Bool {
        let prefix = SourceLocation.displayPath(path) + ":"
        guard message.hasPrefix(prefix), let line = Int(message.dropFirst(prefix.count).prefix(while: \.isNumber)) else {
            return false
        }
        let count = max(1, code.split(separator: "\n", omittingEmptySubsequences: false).count)
        return line >= first && line < first + count
    }
}
