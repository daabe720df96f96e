import Foundation

/// `--update`: replaces the content of the expected blocks of examples whose
/// output differs with what they printed, and changes no other byte of the
/// file except, when the output holds a fence line, the block's own two
/// fences (made longer, as CommonMark allows, so the output cannot close it).
///
/// - Each written line starts with the block's container continuation (`> `
///   inside a block quote, spaces inside a list item) and ends the way the
///   block's opening fence line ends (LF, CRLF or CR), so the file keeps its
///   own line ends even when they are mixed.
/// - A file whose bytes differ from what the run read (edited meanwhile) is
///   left alone and reported.
/// - The file is replaced atomically through any symbolic link (the link
///   stays a link) and keeps its permission bits.
/// - After writing, each updated block is read back; an output the block
///   cannot hold (a lone CR, a NUL byte) is reported as still failing.
public struct ExpectedBlockUpdater: Sendable {
    /// What an update did.
    public struct Result: Sendable {
        /// The files rewritten, as displayed.
        public var changedFiles: [String] = []
        /// Examples whose output differed and could be written, and now match.
        public var updated = 0
        /// Files not rewritten and blocks that still do not match after the update.
        public var problems: [Diagnostic] = []
    }

    public init() {}

    /// Rewrites the files of the failing examples' expected blocks.
    /// - Parameter chapters: the chapters as the run read them; a file whose
    ///   content changed since is not touched.
    public func update(_ verdicts: [ExampleVerdict], chapters: [Chapter] = []) throws(PlaybookError) -> Result {
        var byFile: [String: [(Example, String)]] = [:]
        var result = Result()
        for verdict in verdicts {
            guard let output = verdict.replacementOutput, let expected = verdict.example.expected else { continue }
            // A doc comment's `//` lines (no fence) may sit in a /** */ comment, which `*/` would end.
            if expected.content.fence.isEmpty && output.contains("*/") {
                result.problems.append(
                    Diagnostic(
                        .error, at: expected.location,
                        "output not written: it holds */, which would end the doc comment it goes into; write its // lines by hand"))
                continue
            }
            byFile[expected.location.path, default: []].append((verdict.example, output))
        }
        let digests = Dictionary(
            chapters.compactMap { chapter in chapter.sourceDigest.map { (chapter.path, $0) } }, uniquingKeysWith: { first, _ in first })
        for (path, entries) in byFile.sorted(by: { $0.key < $1.key }) {
            let source: [UInt8]
            do { source = Array(try Data(contentsOf: URL(fileURLWithPath: path))) } catch {
                throw .unreadableFile(path: path, reason: error.localizedDescription)
            }
            if let digest = digests[path], SHA256.hex(bytes: source) != digest {
                result.problems.append(
                    Diagnostic(
                        .error, at: SourceLocation(path: path, line: 1),
                        "the file changed while playbook ran, so its expected blocks were not updated; run playbook test --update again"))
                continue
            }
            let updated = Self.replacing(entries.map { ($0.0.expected!.content, $0.1) }, in: source)
            if updated != source {
                try Self.writeThroughLinks(updated, to: path)
                result.changedFiles.append(path)
            }
            let reread = DocumentationLoader().chapter(source: ChapterFiles.decodeWithoutBOM(updated), path: path)
            for (example, output) in entries {
                let now = reread.examples.first { $0.number == example.number }?.expected
                if let now, OutputMatcher().matches(actual: output, expected: now) {
                    result.updated += 1
                } else {
                    result.problems.append(
                        Diagnostic(
                            .error, at: example.expected!.location,
                            "output still differs from the expected block after --update: what the example printed cannot be written as an expected block (a carriage return, a NUL byte or `...` in it); check it by hand"
                        ))
                }
            }
        }
        return result
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
            guard opening >= 0, content.lastLine >= content.firstLine - 1, closing < lines.count else { continue }
            let ending = Array(source[lines[opening].terminator])
            let outputLines = OutputMatcher.lines(SourceLines.normalizingLineEndings(output))
            // No fence (a doc comment's `//` output lines): nothing to lengthen.
            let fenceCharacter = content.fence.utf8.first ?? 0
            let longestRun =
                outputLines.map { line in
                    line.utf8.drop(while: { $0 == 0x20 || $0 == 0x09 }).prefix(while: { $0 == fenceCharacter }).count
                }.max() ?? 0
            let fence =
                !content.fence.isEmpty && longestRun >= content.fence.utf8.count
                ? [UInt8](repeating: fenceCharacter, count: longestRun + 1) : nil
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

    /// Writes `bytes` to a temporary file beside the file `path` finally
    /// names (through symbolic links), gives it that file's permission bits,
    /// and renames it over that file.
    static func writeThroughLinks(_ bytes: [UInt8], to path: String) throws(PlaybookError) {
        guard let resolvedPointer = realpath(path, nil) else {
            throw .unwritableFile(path: path, reason: String(cString: strerror(errno)))
        }
        let target = String(cString: resolvedPointer)
        free(resolvedPointer)
        var status = stat()
        guard stat(target, &status) == 0 else { throw .unwritableFile(path: path, reason: String(cString: strerror(errno))) }
        let targetURL = URL(fileURLWithPath: target)
        let temporary = targetURL.deletingLastPathComponent().appending(path: ".\(targetURL.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: path, reason: error.localizedDescription)
        }
        if chmod(temporary.path, status.st_mode & 0o7777) != 0 || rename(temporary.path, target) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritableFile(path: path, reason: reason)
        }
    }
}
