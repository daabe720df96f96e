import ArgumentParser
import Foundation
import Playbook

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

    @Argument(help: ArgumentHelp("Markdown files or folders (default: Docs and Playgrounds).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The folder to write the site into; it is replaced whole.", valueName: "folder"))
    var output: String = "site"

    @Flag(help: "Write the site even if examples fail, showing them as failing.")
    var allowFailures = false

    @Option(help: ArgumentHelp("A JSON file of recorded marble timelines by example name (Playgrounds/map.md#2), drawn as diagrams below those examples.", valueName: "file"))
    var marbleTimelines: String?

    @OptionGroup var common: VerificationArguments

    func run() throws {
        let start = Date()
        let chapterPaths = VerificationArguments.defaultPaths(paths)
        let options = try common.options(paths: chapterPaths, useCache: true)
        let plan = try SitePlan(files: ChapterFiles.find(chapterPaths))
        for warning in plan.warnings { printError(warning.description) }
        if !plan.diagnostics.isEmpty {
            for diagnostic in plan.diagnostics { printError(diagnostic.description) }
            printError("playbook: error: \(count(plan.diagnostics.count, "problem")) (broken links or unreadable chapters); the site was not written")
            throw ExitCode(1)
        }
        let timelines = try marbleTimelines.map { file throws(PlaybookError) in try MarbleTimelineFile.load(file, plan: plan) } ?? [:]

        let printer = ProgressPrinter()
        let report = try Verification(options: options).run(progress: { printer.report($0) })
        print(TextReport().render(report), terminator: "")
        try common.requireVerified(report, what: "the site was not written")
        if report.failed > 0 && !allowFailures {
            let names = report.failures.map { "  \($0.location)" }.joined(separator: "\n")
            printError("playbook: error: \(count(report.failed, "example")) failed, so the site was not written; fix \(report.failed == 1 ? "it" : "them") or pass --allow-failures to render \(report.failed == 1 ? "it" : "them") marked as failing:\n\(names)")
            throw ExitCode(1)
        }

        let outputURL = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        // Timelines recorded by this run's marble examples; a --marble-timelines file fills in the others.
        let recorded = MarbleTimelines.decode(report.verdicts, as: MarbleTimeline.self)
        let builder = SiteBuilder(plan: plan, verdicts: report.verdicts, timelines: timelines.merging(recorded) { _, new in new },
                                  toolchain: SiteBuilder.toolchainVersion(), date: SiteBuilder.today())
        try builder.write(to: outputURL)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        if report.failed > 0 {
            printError("playbook: warning: \(count(report.failed, "example")) failed; the site shows \(report.failed == 1 ? "it" : "them") marked as failing")
        }
        printError("playbook: wrote \(output)/ (\(count(plan.pages.count, "page")) and the index, 404 and print-all pages) in \(seconds) s")
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}
