import ArgumentParser
import Foundation
import Playbook
import PlaybookRx

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
        let update = OperatorPagesUpdate(
            catalog: try OperatorCatalog(scanning: URL(fileURLWithPath: source)), sourceFolder: source, outputFolder: output,
            checkOnly: check)
        let result = try update.run(DocumentationLoader().load(paths.isEmpty ? ["Playgrounds"] : paths))
        for problem in result.problems { FileHandle.standardError.write(Data((VisibleText.escaped(problem) + "\n").utf8)) }
        print(result.summary)
        if !result.problems.isEmpty { throw ExitCode(1) }
    }
}
