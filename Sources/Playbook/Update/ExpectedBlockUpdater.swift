import Foundation

/// `--update`: replaces the content of the expected blocks of examples whose
/// output differs with what they printed, and changes no other byte of the
/// file; each written line starts with the block's container continuation
/// and ends the way the block's opening fence line ends (LF, CRLF or CR), so
/// the file keeps its own line ends even when they are mixed. Each file is
/// written atomically (temporary file, then rename).
public struct ExpectedBlockUpdater: Sendable {
    public init() {}

    /// Rewrites the files; returns the paths it changed.
    @discardableResult
    public func update(_ verdicts: [ExampleVerdict]) throws(PlaybookError) -> [String] {
        var byFile: [String: [(FencedContent, String)]] = [:]
        for verdict in verdicts {
            guard let output = verdict.replacementOutput, let expected = verdict.example.expected else { continue }
            byFile[expected.location.path, default: []].append((expected.content, output))
        }
        var changed: [String] = []
        for (path, replacements) in byFile.sorted(by: { $0.key < $1.key }) {
            let source: [UInt8]
            do { source = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw .unreadableFile(path: path, reason: error.localizedDescription)
            }
            let updated = Self.replacing(replacements, in: source)
            guard updated != source else { continue }
            try GeneratedFiles.writeAtomically(String(decoding: updated, as: UTF8.self), to: URL(fileURLWithPath: path))
            changed.append(path)
        }
        return changed
    }

    /// The source with each block's content lines replaced by the output lines.
    static func replacing(_ replacements: [(FencedContent, String)], in source: String) -> String {
        String(decoding: replacing(replacements, in: Array(source.utf8)), as: UTF8.self)
    }

    /// The bytes with each block's content lines replaced by the output lines.
    static func replacing(_ replacements: [(FencedContent, String)], in source: [UInt8]) -> [UInt8] {
        let lines = SourceLines.split(source)
        var result = source
        for (content, output) in replacements.sorted(by: { $0.0.firstLine > $1.0.firstLine }) {
            let opening = content.firstLine - 2, closing = content.lastLine
            guard opening >= 0, content.lastLine >= content.firstLine - 1, closing < lines.count,
                  let fenceCharacter = content.fence.utf8.first else { continue }
            let ending = Array(source[lines[opening].terminator])
            let outputLines = OutputMatcher.lines(SourceLines.normalizingLineEndings(output))
            let longestRun = outputLines.map { line in
                line.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 }).prefix(while: { $0 == fenceCharacter }).count
            }.max() ?? 0
            let fence = longestRun >= content.fence.utf8.count ? [UInt8](repeating: fenceCharacter, count: longestRun + 1) : nil
            let blankPrefix = String(content.linePrefix.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
            var block: [UInt8] = []
            for line in outputLines {
                block += Array((line.isEmpty ? blankPrefix : content.linePrefix).utf8) + Array(line.utf8) + ending
            }
            // From the end backwards, so the earlier offsets stay valid.
            if let fence { replaceFence(in: lines[closing].content, of: &result, character: fenceCharacter, with: fence) }
            result.replaceSubrange(lines[opening].terminator.upperBound..<lines[closing].content.lowerBound, with: block)
            if let fence { replaceFence(in: lines[opening].content, of: &result, character: fenceCharacter, with: fence) }
        }
        return result
    }

    /// Replaces the first run of `character` within `range` (a fence line) by `fence`.
    private static func replaceFence(in range: Range<Int>, of bytes: inout [UInt8], character: UInt8, with fence: [UInt8]) {
        guard let start = bytes[range].firstIndex(of: character) else { return }
        let end = bytes[start..<range.upperBound].firstIndex(where: { $0 != character }) ?? range.upperBound
        bytes.replaceSubrange(start..<end, with: fence)
    }
}
