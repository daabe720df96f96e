import Foundation

/// `--update`: replaces the content of the expected blocks of examples whose
/// output differs with what they printed, and changes no other byte of the
/// file except, when the output holds a fence line, the block's own two
/// fences (made longer, as CommonMark allows, so the output cannot close it).
///
/// - What is written matches exactly what was printed, or nothing is
///   written: an output that an expected block would read as more than its
///   text (`...`, `{{name}}`, `{{/regex/}}`), that holds a control character
///   (a NUL, an escape, a carriage return inside a line) or that is not
///   UTF-8 is refused, at the block, with the reason (``refusal(for:)``).
/// - Each written line starts with the block's container continuation (`> `
///   inside a block quote, spaces inside a list item) and ends the way the
///   block's opening fence line ends (LF, CRLF or CR), so the file keeps its
///   own line ends even when they are mixed.
/// - A file whose bytes differ from what the run read (edited meanwhile), or
///   that cannot be read or written, is left alone and reported at its line
///   1; the other files are updated.
/// - The file is replaced atomically through any symbolic link (the link
///   stays a link) and keeps its permission bits.
/// - After writing, each updated block is read back and must hold exactly
///   the printed lines; one that does not is reported as still failing.
public struct ExpectedBlockUpdater: Sendable {
    /// What an update did.
    public struct Result: Sendable {
        /// The files rewritten, as displayed.
        public var changedFiles: [String] = []
        /// Examples whose output differed and could be written, and now match.
        public var updated = 0
        /// The ids of those examples.
        public var updatedExamples: Set<String> = []
        /// Examples that stated no output and got an ```output block of what they printed.
        public var created = 0
        /// Files not rewritten and blocks that still do not match after the update.
        public var problems: [Diagnostic] = []
    }

    public init() {}

    /// Why `output` cannot be written as an expected block that matches
    /// exactly it, or nil if it can: a line that an expected block would read
    /// as a wildcard or placeholder, or that holds a control character
    /// (other than a tab, and a carriage return ending a line).
    public static func refusal(for output: String) -> String? {
        // A carriage return that ends a line (CRLF) is a line end, as the file's own.
        let lines = output.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = "line \(index + 1)"
            if let control = line.unicodeScalars.first(where: { $0 != "\t" && VisibleText.needsEscape($0) }) {
                return
                    "\(number) holds the control character \(VisibleText.escape(control)), which an expected block cannot show; print it visibly (String(reflecting:)), or mark the example no-compare"
            }
            let text = String(line)
            if text == OutputMatcher.wildcard || !ExpectedLine(text).isLiteral || !ExpectedLine.problems(in: text).isEmpty {
                return
                    "\(number) holds `...`, `{{name}}` or `{{/regex/}}`, which an expected block reads as a wildcard or placeholder matching more than was printed; write the block by hand"
            }
        }
        return nil
    }

    /// Rewrites the files of the failing examples' expected blocks.
    /// - Parameter chapters: the chapters as the run read them; a file whose
    ///   content changed since is not touched.
    public func update(_ verdicts: [ExampleVerdict], chapters: [Chapter] = []) -> Result {
        var byFile: [PathKey: (path: String, entries: [(Example, String)])] = [:]
        var creations: [PathKey: [(Example, String)]] = [:]
        var result = Result()
        for verdict in verdicts {
            if let output = ExpectedBlockCreator.output(for: verdict) {
                if let refusal = Self.refusal(for: output) {
                    result.problems.append(Diagnostic(.error, at: verdict.example.location, "output block not created: " + refusal))
                } else {
                    let path = verdict.example.location.path
                    creations[PathKey(path), default: []].append((verdict.example, output))
                    if byFile[PathKey(path)] == nil { byFile[PathKey(path)] = (path, []) }
                }
                continue
            }
            guard verdict.status == .failed, case .ran(let ran) = verdict.outcome, ran.succeeded, verdict.example.comparesOutput,
                let expected = verdict.example.expected
            else { continue }
            let refusal: String?
            if let invalid = ran.invalidUTF8 {
                refusal = "it is not valid UTF-8 (\(invalid)), and an expected block holds UTF-8 text only"
            } else if expected.content.fence.isEmpty && ran.stdout.contains("*/") {
                // A doc comment's `//` lines (no fence) may sit in a /** */ comment, which `*/` would end.
                refusal = "it holds */, which would end the doc comment it goes into; write its // lines by hand"
            } else {
                refusal = Self.refusal(for: ran.stdout)
            }
            if let refusal {
                result.problems.append(Diagnostic(.error, at: expected.location, "output not written: " + refusal))
                continue
            }
            byFile[PathKey(expected.location.path), default: (expected.location.path, [])].entries.append((verdict.example, ran.stdout))
        }
        let digests = Dictionary(
            chapters.compactMap { chapter in chapter.sourceDigest.map { (PathKey(chapter.path), $0) } },
            uniquingKeysWith: { first, _ in first })
        let files = byFile.values.sorted { $0.path != $1.path ? $0.path < $1.path : $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        for (path, entries) in files {
            do throws(PlaybookError) {
                try update(path, entries, creating: creations[PathKey(path)] ?? [], digest: digests[PathKey(path)], into: &result)
            } catch {
                result.problems.append(
                    Diagnostic(
                        .error, at: SourceLocation(path: path, line: 1),
                        "its expected blocks were not updated: \(error.description); the other files were"))
            }
        }
        return result
    }

    private func update(
        _ path: String, _ entries: [(Example, String)], creating creations: [(Example, String)], digest: String?, into result: inout Result
    ) throws(PlaybookError) {
        let source = try ChapterFiles.readBytes(path)
        if let digest, SHA256.hex(bytes: source) != digest {
            result.problems.append(
                Diagnostic(
                    .error, at: SourceLocation(path: path, line: 1),
                    "the file changed while playbook ran, so its expected blocks were not updated; run playbook test --update again"))
            return
        }
        // Replacements and new blocks from the bottom of the file up, so each
        // one's line numbers, read from the source as it was, stay valid.
        var edits: [(line: Int, apply: ([UInt8]) -> [UInt8])] = entries.map { example, output in
            (example.expected!.content.firstLine, { Self.replacing([(example.expected!.content, output)], in: $0) })
        }
        edits += creations.map { example, output in (example.codeFirstLine, { ExpectedBlockCreator.inserting([(example, output)], in: $0) })
        }
        let updated = edits.sorted { $0.line > $1.line }.reduce(source) { bytes, edit in edit.apply(bytes) }
        if updated != source {
            try Self.writeThroughLinks(updated, to: path)
            result.changedFiles.append(path)
        }
        let reread = DocumentationLoader().chapter(source: ChapterFiles.decodeWithoutBOM(updated), path: path)
        for (example, output) in creations {
            let now = reread.examples.first { $0.number == example.number }?.expected
            if let now, OutputMatcher.lines(now.text) == OutputMatcher.lines(output) {
                result.created += 1
            } else {
                result.problems.append(
                    Diagnostic(
                        .error, at: example.location,
                        "output block created, but it does not read back as what the example printed; check it by hand"))
            }
        }
        for (example, output) in entries {
            let now = reread.examples.first { $0.number == example.number }?.expected
            if let now, OutputMatcher.lines(now.text) == OutputMatcher.lines(output) {
                result.updated += 1
                result.updatedExamples.insert(example.id)
            } else {
                result.problems.append(
                    Diagnostic(
                        .error, at: example.expected!.location,
                        "output still differs from the expected block after --update: what the example printed cannot be written as an expected block; check it by hand"
                    ))
            }
        }
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
            let outputLines = OutputMatcher.lines(output)
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
