import ArgumentParser
import Foundation
import Playbook
import PlaybookRx

struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Export markdown pages as an Xcode playground bundle.",
        discussion: """
            Writes one playground page per markdown file (prose as //: markup, each example \
            in a do block followed by its expected output as comments, its setup code where \
            the setup block stands), and contents.xcplayground listing the pages in order. \
            Beside the bundle it writes a workspace (Rx.xcworkspace for Rx.playground) holding \
            the bundle and the package, with a scheme building Rx, RxTesting, RxSwift and RxTest: \
            open the workspace, and the pages find the modules they import.

            Example:
              playbook playground Playgrounds --output Rx.playground
              open Rx.xcworkspace
            """)

    @Argument(help: ArgumentHelp("Markdown files or folders (default: Playgrounds).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The bundle to write; it is replaced whole.", valueName: "bundle"))
    var output = "Rx.playground"

    @Option(help: ArgumentHelp("The package the pages import Rx from (a folder holding Package.swift).", valueName: "folder"))
    var package = "."

    func validate() throws {
        guard output.hasSuffix(".playground") else { throw ValidationError("--output must end in .playground, got \(output)") }
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: package).appending(path: "Package.swift").path) else {
            throw ValidationError("--package \(package) holds no Package.swift; run from the RxPlaybook checkout or name it with --package")
        }
    }

    func run() throws {
        let exporter = PlaygroundExporter()
        let pages = try exporter.pages(DocumentationLoader().load(paths.isEmpty ? ["Playgrounds"] : paths))
        let bundle = URL(fileURLWithPath: output)
        try exporter.write(pages, to: bundle, package: URL(fileURLWithPath: package))
        let workspace = PlaygroundExporter.workspaceURL(for: bundle).lastPathComponent
        print("wrote \(output) (\(pages.count) page\(pages.count == 1 ? "" : "s")) and \(workspace); open \(workspace)")
    }
}
