import Foundation
@testable import Playbook

/// The fixture chapters beside this file, located through #filePath so the
/// tests need no resource bundle.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    /// The package root (it holds Package.swift and Sources/Rx).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String {
        directory.appending(path: relative).path
    }

    static func chapter(_ relative: String) throws -> Chapter {
        ChapterFiles.read(path(relative))
    }

    /// A chapter extracted from text, displayed as `doc.md`.
    static func extract(_ markdown: String) -> Chapter {
        ChapterExtractor().extract(source: markdown, path: "doc.md")
    }
}
