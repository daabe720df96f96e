import ArgumentParser
import Foundation
import Playbook

struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Export markdown pages as an Xcode playground bundle.",
        discussion: """
            Writes one playground page per markdown file (prose as //: markup, each example \
            in a do block followed by its expected output as comments), each page's setup \
            declarations in Sources/, and contents.xcplayground listing the pages in order. \
            Open the bundle in an Xcode workspace that holds this package, so the pages can \
            import Rx, RxTesting and (for marble examples) MarbleSupport.

            Example:
              playbook playground Playgrounds --output Rx.playground
            """)

    @Argument(help: ArgumentHelp("Markdown files or folders (default: Playgrounds).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The bundle to write; it is replaced whole.", valueName: "bundle"))
    var output = "Rx.playground"

    func validate() throws {
        guard output.hasSuffix(".playground") else { throw ValidationError("--output must end in .playground, got \(output)") }
    }

    func run() throws {
        let exporter = PlaygroundExporter()
        let pages = try exporter.pages(DocumentationLoader().load(paths.isEmpty ? ["Playgrounds"] : paths))
        try exporter.write(pages, to: URL(fileURLWithPath: output))
        print("wrote \(output) (\(pages.count) page\(pages.count == 1 ? "" : "s"))")
    }
}
