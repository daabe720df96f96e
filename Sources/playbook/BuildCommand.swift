import ArgumentParser
import Foundation
import Playbook

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Verify the examples, then build the documentation site (the HTML renderer comes in a later release).",
        discussion: """
            For now this verifies the examples exactly like `playbook test` and says that \
            the site renderer is not yet implemented; it fails only if an example fails.

            Example:
              playbook build Docs Playgrounds
            """)

    @Argument(help: ArgumentHelp("Markdown files or folders (default: Docs and Playgrounds).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var common: VerificationArguments

    func run() throws {
        let options = try common.options(paths: VerificationArguments.defaultPaths(paths), useCache: true)
        let printer = ProgressPrinter()
        let report = try Verification(options: options).run(progress: { printer.report($0) })
        print(TextReport().render(report), terminator: "")
        FileHandle.standardError.write(Data("playbook: the HTML site renderer is not yet implemented; no site/ was written\n".utf8))
        if report.failed > 0 { throw ExitCode(1) }
    }
}
