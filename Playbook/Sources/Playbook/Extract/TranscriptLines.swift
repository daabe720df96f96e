/// The lines of a REPL transcript in a Swift block: `==> value` after a
/// line of code shows what it printed or held (attaswift/BigInt's README),
/// and indented lines right below continue a long value wrapped. They are
/// not Swift (`==>` read as an operator fails to compile); under the lenient
/// rules each is read as a comment stating its value, where
/// ``CommentOutput`` finds what a print states. Lines keep their numbers.
enum TranscriptLines {
    static let marker = "==> "

    static func asComments(_ code: String) -> String {
        guard code.contains("\n" + marker) || code.hasPrefix(marker) else { return code }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix(marker) else {
                index += 1
                continue
            }
            var value = String(lines[index].dropFirst(marker.count))
            var next = index + 1
            while next < lines.count, let first = lines[next].first, first == " " || first == "\t" {
                let part = lines[next].drop(while: { $0 == " " || $0 == "\t" })
                guard !part.isEmpty else { break }
                // A wrapped number goes on without a space; wrapped words with one.
                let joined = value.last?.isNumber == true && part.first?.isNumber == true
                value += (joined ? "" : " ") + part
                lines[next] = ""
                next += 1
            }
            lines[index] = "// " + value
            index = next
        }
        return lines.joined(separator: "\n")
    }
}
