import ArgumentParser
import Foundation
import Playbook

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one chapter's examples (or one example), streaming their output live.",
        discussion: """
            Examples are numbered from 1 in the order of their ```swift blocks, setup \
            blocks included. Nothing is cached; each example's output appears as it is printed.

            Example:
              playbook run Docs/05-work.md --example 3
            """)

    @Argument(help: ArgumentHelp("The markdown chapter.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("Only the example with this number.", valueName: "n"))
    var example: Int?

    @OptionGroup var common: VerificationArguments

    func validate() throws {
        if let example, example < 1 { throw ValidationError("--example counts from 1, got \(example)") }
    }

    func run() throws {
        let options = try common.options(paths: [path], exampleNumber: example, useCache: false)
        let printer = ProgressPrinter()
        defer { printer.finish() }
        let report = try Verification(options: options).run(streaming: true, progress: { printer.report($0) })
        printer.finish()
        print(TextReport().render(report), terminator: "")
        try common.requireVerified(report)
        if report.failed > 0 { throw ExitCode(1) }
    }
}
