/// Text from outside playbook (what an example printed, a file's name or
/// content) made safe to show on a terminal, in a CI log or in generated
/// source: every character a terminal or an editor would act on instead of
/// showing is written as a Swift escape, `\u{1B}`, so an example cannot
/// erase or rewrite a report, set a window title or clear the screen.
///
/// Escaped: the C0 controls but newline and tab, DEL, the C1 controls
/// (U+0080 to U+009F, among them the one-character CSI, U+009B), the line
/// and paragraph separators (U+2028, U+2029) and the bidirectional
/// embeddings, overrides and isolates, which reorder what follows them.
public enum VisibleText {
    /// Whether the scalar is one that `escaped` writes as an escape.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The escape of a scalar: `\u{1B}`.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The text with each scalar that needs it escaped; newlines and tabs kept.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { result += escape(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// The text escaped, newlines too: for what must stay on one line.
    public static func escapedOnOneLine(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: "\n", with: escape("\n"))
    }

    /// Bytes as visible text: UTF-8 decoded and escaped, each byte that is
    /// not part of a UTF-8 sequence written `\x{E9}`.
    public static func escaped(bytes: [UInt8]) -> String {
        var stream = Stream()
        return stream.take(bytes) + stream.finish()
    }

    /// Escapes bytes that come in chunks (a child's output as it is read): a
    /// UTF-8 sequence split between two chunks is shown whole.
    public struct Stream: Sendable {
        private var pending: [UInt8] = []

        public init() {}

        /// The visible text of the chunk, holding back an unfinished sequence at its end.
        public mutating func take(_ chunk: some Collection<UInt8>) -> String {
            let bytes = pending + chunk
            var end = bytes.count
            // An unfinished sequence at the end waits for the next chunk (at most 3 bytes).
            if let lead = (max(0, bytes.count - 3)..<bytes.count).last(where: { bytes[$0] & 0xC0 != 0x80 }),
                VisibleText.sequenceLength(bytes[lead]) > bytes.count - lead
            {
                end = lead
            }
            pending = Array(bytes[end...])
            return VisibleText.render(bytes[..<end])
        }

        /// What is held back, as it is (an unfinished sequence is not UTF-8).
        public mutating func finish() -> String {
            defer { pending = [] }
            return VisibleText.render(pending[...])
        }
    }

    /// The length of the UTF-8 sequence this byte starts (1 for a byte that starts none).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }

    private static func render(_ bytes: ArraySlice<UInt8>) -> String {
        var result = ""
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let length = sequenceLength(bytes[index])
            let end = min(index + length, bytes.endIndex)
            if let text = String(validating: bytes[index..<end], as: UTF8.self), text.unicodeScalars.count == 1 {
                result += escaped(text)
                index = end
            } else {
                result += "\\x{" + String(bytes[index], radix: 16, uppercase: true) + "}"
                index += 1
            }
        }
        return result
    }
}
