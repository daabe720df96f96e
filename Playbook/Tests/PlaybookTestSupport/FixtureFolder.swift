import Foundation
@testable import Playbook
@testable import PlaybookRx

/// A test target's folder of fixture chapters (its `Fixtures/`), located
/// through #filePath so the tests need no resource bundle. Each test target
/// (PlaybookTests, PlaybookEndToEndTests) declares `enum Fixtures:
/// FixtureFolder` with its own `directory`; what does not depend on the
/// folder is the same for both.
package protocol FixtureFolder {
    static var directory: URL { get }
}

/// The folders of this checkout, found from this file: Playbook/Tests/PlaybookTestSupport/.
private let supportFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

extension FixtureFolder {
    /// The tool's package root, `Playbook/` (it holds the playbook executable's `.build`).
    package static var toolRoot: URL { supportFolder.deletingLastPathComponent().deletingLastPathComponent() }
    /// The repository's root: the Rx package, which the tests document (Sources/Rx, Docs, Playgrounds).
    package static var packageRoot: URL { toolRoot.deletingLastPathComponent() }
    /// The playbook executable of this build of the tool.
    package static var executable: URL { toolRoot.appending(path: ".build/debug/playbook") }

    /// This package as playbook documents it (Rx, RxTesting and RxBlocking
    /// with resource tracing), described without asking SwiftPM.
    package static func documentedPackage(root: URL = packageRoot, sourceFolders: [String] = ["Rx", "RxTesting", "RxBlocking"])
        throws -> DocumentedPackage
    {
        let targets = sourceFolders.map { #"{"name": "\#($0)", "path": "Sources/\#($0)"}"# }.joined(separator: ", ")
        let products = sourceFolders.map { #"{"name": "\#($0)", "targets": ["\#($0)"], "type": {"library": ["automatic"]}}"# }
            .joined(separator: ", ")
        let description = #"{"name": "RxPlaybook", "products": [\#(products)], "targets": [\#(targets)]}"#
        return try DocumentedPackage(
            root: root, description: Data(description.utf8), configuration: PlaybookConfiguration(traits: ["TraceResources"]))
    }

    package static func path(_ relative: String) -> String {
        directory.appending(path: relative).path
    }

    package static func chapter(_ relative: String) throws -> Chapter {
        ChapterFiles.read(path(relative))
    }

    /// A chapter extracted from text, displayed as `doc.md`.
    package static func extract(_ markdown: String) -> Chapter {
        ChapterExtractor().extract(source: markdown, path: "doc.md")
    }
}
