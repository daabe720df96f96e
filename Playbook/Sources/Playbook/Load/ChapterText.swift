/// A chapter file's bytes as text: UTF-8, with an optional byte order mark
/// (dropped; it is not part of line 1 for cmark or for columns).
public enum ChapterText {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text, or an error at the first byte that is not UTF-8:
    /// `path:line:column: error: not valid UTF-8 (byte 0xE9)`, the line as
    /// an editor numbers it (LF, CRLF, CR) and the column in bytes.
    public static func decode(_ bytes: [UInt8], path: String) -> Result<String, Diagnostic> {
        let body = bytes.starts(with: byteOrderMark) ? bytes.dropFirst(3) : bytes[...]
        guard let offset = firstInvalidOffset(body) else { return .success(String(decoding: body, as: UTF8.self)) }
        var line = 1
        var lineStart = body.startIndex
        var index = body.startIndex
        while index < offset {
            if body[index] == 0x0A || (body[index] == 0x0D && (index + 1 >= body.endIndex || body[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let hex = String(body[offset], radix: 16, uppercase: true)
        let location = SourceLocation(path: path, line: line, column: offset - lineStart + 1)
        return .failure(
            Diagnostic(.error, at: location, "not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex)); save the file as UTF-8"))
    }

    /// The index of the first byte that does not begin a valid UTF-8 sequence.
    private static func firstInvalidOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
