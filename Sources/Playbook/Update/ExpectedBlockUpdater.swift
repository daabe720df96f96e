import Foundation

/// `--update`: replaces the content of the expected blocks of examples whose
/// output differs with what they printed, changing no other byte of the file,
/// and writes each file atomically (temporary file, then rename).
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
            let source: String
            do { source = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw .unreadableFile(path: path, reason: error.localizedDescription)
            }
            let updated = Self.replacing(replacements, in: source)
            guard updated != source else { continue }
            try GeneratedFiles.writeAtomically(updated, to: URL(fileURLWithPath: path))
            changed.append(path)
        }
        return changed
    }

    /// The source with each block's content lines replaced by the output lines.
    static func replacing(_ replacements: [(FencedContent, String)], in source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (content, output) in replacements.sorted(by: { $0.0.firstLine > $1.0.firstLine }) {
            let lineEnding = lines.indices.contains(content.firstLine - 2) && lines[content.firstLine - 2].hasSuffix("\r") ? "\r" : ""
            let indentation = String(repeating: " ", count: content.indentation)
            let newLines = OutputMatcher.lines(output).map { $0.isEmpty ? lineEnding : indentation + $0 + lineEnding }
            let first = content.firstLine - 1
            let last = content.lastLine - 1
            guard first >= 0, first <= lines.count, last < lines.count else { continue }
            lines.replaceSubrange(first..<max(first, last + 1), with: newLines)
        }
        return lines.joined(separator: "\n")
    }
}
