import Foundation

/// A comment saying that its line traps, as documentation shows a
/// precondition at work: `print(colors[3]) // Runtime error: Index out of
/// range`, `// Fatal error`, `UInt8(bits) // ERROR`, `// traps`. Under the
/// lenient rules such an example passes when it traps (a Swift runtime
/// trap) after printing what its comments above the line state, and fails
/// when it runs to its end. A comment that goes on in words (`// traps if
/// the index is out of range`) describes, and says nothing.
enum TrapComment {
    /// The line (of the code, from 0) of the first comment saying its line traps; nil if none does.
    static func line(in code: String) -> Int? {
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let comment = CommentOutput.comment(of: String(line)), saysTrap(comment.text) { return index }
        }
        return nil
    }

    static func saysTrap(_ comment: Substring) -> Bool {
        let text = comment.trimmingWhitespace.lowercased()
        let bare = text.trimmingCharacters(in: CharacterSet(charactersIn: ".!"))
        if ["error", "trap", "traps", "crash", "crashes", "runtime error", "fatal error"].contains(bare) { return true }
        return ["runtime error:", "fatal error:", "precondition failure", "precondition failed"].contains { text.hasPrefix($0) }
    }
}
