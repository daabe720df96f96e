/// Line breaking as cmark and editors do it: a line ends at LF, at CRLF, or
/// at a lone CR, so `a\r\nb\rc\nd` is four lines. Works on the UTF-8 bytes so
/// a CRLF (one `Character` in Swift) is never mistaken for no line end.
enum SourceLines {
    /// One line: its bytes without the terminator, and the terminator
    /// (`\n`, `\r\n`, `\r`, or empty for a last line that has none).
    struct Line: Equatable {
        var content: Range<Int>
        var terminator: Range<Int>
    }

    /// The lines of `bytes`; a text ending in a line break has no empty last line
    /// unless `keepingEmptyLast` (then `a\n` is `a` and an empty line, as cmark counts).
    static func split(_ bytes: some Collection<UInt8>, keepingEmptyLast: Bool = false) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var index = 0
        let count = bytes.count
        var iterator = bytes.makeIterator()
        var pending: UInt8? = iterator.next()
        while let byte = pending {
            pending = iterator.next()
            if byte == 0x0A {
                lines.append(Line(content: start..<index, terminator: index..<(index + 1)))
                index += 1
                start = index
            } else if byte == 0x0D {
                if pending == 0x0A {
                    pending = iterator.next()
                    lines.append(Line(content: start..<index, terminator: index..<(index + 2)))
                    index += 2
                } else {
                    lines.append(Line(content: start..<index, terminator: index..<(index + 1)))
                    index += 1
                }
                start = index
            } else {
                index += 1
            }
        }
        if start < count || keepingEmptyLast || lines.isEmpty {
            lines.append(Line(content: start..<count, terminator: count..<count))
        }
        return lines
    }

    /// The text with every CRLF and lone CR turned into LF.
    static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0A && previousWasCR { previousWasCR = false; continue }
            previousWasCR = byte == 0x0D
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
