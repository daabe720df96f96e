import ArgumentParser
import Foundation
import Playbook

struct OperatorsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "operators",
        abstract: "Write the operator pages (\"Which operator do I need?\" and the index) and check every operator has an example.",
        discussion: """
            Lists the public operators declared under --source (with swift-syntax), finds \
            the examples of the pages under each PATH that call them, and writes \
            \(OperatorPages.decisionTreeFile) and \(OperatorPages.indexFile) into --output, \
            each entry linking to an example. Fails, naming them, if an operator has no \
            example. With --check nothing is written; it fails if the pages are out of date.

            Example:
              playbook operators Playgrounds
            """)

    @Argument(help: ArgumentHelp("Markdown files or folders to look for examples in (default: Playgrounds).", valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The folder of operator sources.", valueName: "path"))
    var source = "Sources/Rx/Observables"

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the two pages into (default: Playgrounds).", valueName: "folder"))
    var output = "Playgrounds"

    @Flag(help: "Write nothing; fail if the pages on disk differ from what would be written.")
    var check = false

    func run() throws {
        let catalog = try OperatorCatalog(scanning: URL(fileURLWithPath: source))
        var isFolder: ObjCBool = false
        guard check || (FileManager.default.fileExists(atPath: output, isDirectory: &isFolder) && isFolder.boolValue) else {
            throw PlaybookError.pathNotFound(output)
        }
        let documentation = try DocumentationLoader().load(paths.isEmpty ? ["Playgrounds"] : paths)
        let usage = OperatorUsage(catalog: catalog, chapters: documentation.chapters)
        let pages = OperatorPages(catalog: catalog, usage: usage, outputDirectory: output)
        var failed = false
        for missing in usage.missing(catalog.operators) {
            FileHandle.standardError.write(Data("\(source)/\(missing.file): error: operator \(missing.key) has no example in the pages\n".utf8))
            failed = true
        }
        for (name, text) in [(OperatorPages.decisionTreeFile, pages.decisionTree), (OperatorPages.indexFile, pages.index)] {
            let path = URL(fileURLWithPath: output).appending(path: name).path
            if check {
                if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
                    FileHandle.standardError.write(Data("\(path): error: out of date; run playbook operators to rewrite it\n".utf8))
                    failed = true
                }
            } else {
                do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                    throw PlaybookError.unwritableFile(path: path, reason: error.localizedDescription)
                }
            }
        }
        print("\(catalog.operators.count) operators, \(catalog.deprecated.count) deprecated spellings, \(usage.missing(catalog.operators).count) without an example")
        if failed { throw ExitCode(1) }
    }
}
