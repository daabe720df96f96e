import Foundation
@testable import Playbook
@testable import PlaybookRx

/// The fixture chapters beside this file, located through #filePath so the
/// tests need no resource bundle.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
    /// The tool's package root, `Playbook/` (it holds the playbook executable's `.build`).
    static let toolRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The repository's root: the Rx package, which the tests document (Sources/Rx, Docs, Playgrounds).
    static let packageRoot = toolRoot.deletingLastPathComponent()
    /// The playbook executable of this build of the tool.
    static let executable = toolRoot.appending(path: ".build/debug/playbook")

    /// This package as playbook documents it (Rx, RxTesting and RxBlocking
    /// with resource tracing), described without asking SwiftPM.
    static func documentedPackage(root: URL = packageRoot, sourceFolders: [String] = ["Rx", "RxTesting", "RxBlocking"]) throws
        -> DocumentedPackage
    {
        let targets = sourceFolders.map { #"{"name": "\#($0)", "path": "Sources/\#($0)"}"# }.joined(separator: ", ")
        let products = sourceFolders.map { #"{"name": "\#($0)", "targets": ["\#($0)"], "type": {"library": ["automatic"]}}"# }
            .joined(separator: ", ")
        let description = #"{"name": "RxPlaybook", "products": [\#(products)], "targets": [\#(targets)]}"#
        return try DocumentedPackage(
            root: root, description: Data(description.utf8), configuration: PlaybookConfiguration(traits: ["TraceResources"]))
    }

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
