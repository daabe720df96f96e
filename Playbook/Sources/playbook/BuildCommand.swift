import ArgumentParser
import Foundation
import Playbook
import PlaybookRx

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Verify every example, then render the chapters into a static HTML site.",
        discussion: """
            Checks every relative link first (a link to a missing page or heading fails \
            the build at its line), then verifies every example like `playbook test` \
            (unchanged examples reuse their cached result). If an example fails, no site \
            is written and the failures are listed, unless --allow-failures is given: then \
            they are rendered marked as failing. The site is rendered into a temporary \
            folder beside OUTPUT and swapped in whole, so a failed build leaves the \
            previous site as it was.

            Example:
              playbook build Docs Playgrounds --output site
            """)

    @Argument(
        help: ArgumentHelp(
            "Markdown files (DocC articles too), Swift files (their doc comments) or folders (default: playbook.json's paths, else those of README.md, Docs, Documentation, Guides, Playgrounds and Sources that exist).",
            valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the site into; it is replaced whole.", valueName: "folder"))
    var output: String = "site"

    @Flag(help: "Write the site even if examples fail, showing them as failing.")
    var allowFailures = false

    @Option(
        help: ArgumentHelp(
            "A JSON file of recorded marble timelines by example name (Playgrounds/map.md#2), drawn as diagrams below those examples.",
            valueName: "file"))
    var marbleTimelines: String?

    @OptionGroup var common: VerificationArguments

    func run() throws {
        let start = Date()
        let chapterPaths = try common.defaultPaths(paths)
        let options = try common.options(paths: chapterPaths, useCache: true)
        var build = SiteBuild(
            options: options,
            output: URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
            allowFailures: allowFailures, allowEmpty: common.allowEmpty, timelinesFile: marbleTimelines)
        build.flavour = try Flavours.flavour(of: options.libraryRoot)
        let printer = ProgressPrinter()
        defer { printer.finish() }
        let outcome = try build.run(options.loader.load(chapterPaths)) { event in
            switch event {
            case .linkWarning(let warning): Self.printError(warning.description)
            case .verifying(let progress): printer.report(progress)
            case .verified(let report):
                printer.finish()
                print(TextReport().render(report), terminator: "")
            case .runningWhatIf(let moves):
                Self.printError(
                    "playbook: running \(moves) \"what if\" move\(moves == 1 ? "" : "s") of the operator pages' marble examples")
            }
        }
        switch outcome {
        case .refused(let problems, let reason):
            for problem in problems { Self.printError(problem.description) }
            Self.printError("playbook: error: \(reason)")
            throw ExitCode(1)
        case .written(let pages, let failing):
            if failing > 0 {
                Self.printError(
                    "playbook: warning: \(failing) example\(failing == 1 ? "" : "s") failed; the site shows \(failing == 1 ? "it" : "them") marked as failing"
                )
            }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
            Self.printError(
                "playbook: wrote \(output)/ (\(pages) page\(pages == 1 ? "" : "s") and the index, 404 and print-all pages) in \(seconds) s")
        }
    }

    private static func printError(_ text: String) {
        FileHandle.standardError.write(Data((VisibleText.escaped(text) + "\n").utf8))
    }
}
