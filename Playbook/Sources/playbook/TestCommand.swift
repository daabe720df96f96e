import ArgumentParser
import Foundation
import Playbook

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Verify every example in the chapters: compile, run, and compare the output.",
        discussion: """
            Reads the markdown files under each PATH (default: playbook.json's paths, else \
            README.md, Docs, Documentation, Guides, Playgrounds and Sources), \
            reports each failure as `path:line:column: error: ...` with a diff, and ends \
            with `N passed, N failed, N skipped`. Exits with 1 if anything failed. \
            Unchanged examples reuse their last result without compiling.

            Example:
              playbook test Docs --filter 05-work --jobs 4
            """)

    @Argument(
        help: ArgumentHelp(
            "Markdown files (DocC articles too), Swift files (their doc comments) or folders (default: playbook.json's paths, else those of README.md, Docs, Documentation, Guides, Playgrounds and Sources that exist).",
            valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Only examples whose name (Docs/05-work.md#3) contains this text.", valueName: "name"))
    var filter: String?

    @Flag(help: "Run every example again, ignoring cached results.")
    var noCache = false

    @Flag(help: "Rewrite the expected output blocks of examples whose output differs with what they printed.")
    var update = false

    @Option(
        help:
            "Report format: text, json, junit, or github (GitHub Actions error annotations, then the text report; the default under GITHUB_ACTIONS=true adds them too)."
    )
    var format: ReportFormat = .text

    @Option(
        help: ArgumentHelp("Also write a JUnit XML report to this file (its folder must exist), whatever the format.", valueName: "file"))
    var junitPath: String?

    @Option(
        help: ArgumentHelp(
            "Verify only part I of N of the examples (1/3, 2/3, 3/3: disjoint, together all of them, balanced by their last durations); playbook merge joins the parts' JSON reports.",
            valueName: "I/N"))
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "A JSON report of an earlier run whose durations split the shards and order the run (default: those recorded in the cache folder).",
            valueName: "file"))
    var timings: String?

    func validate() throws {
        if let junitPath { _ = try ReportFiles.junitDestination(junitPath) }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard needs I/N with 1 <= I <= N (1/3, 2/3, 3/3), got '\(shard)'")
        }
        if let shard, Shard(shard) != nil, update {
            throw ValidationError("--update rewrites chapters and --shard \(shard) verifies part of them; run --update without --shard")
        }
        if let timings, !FileManager.default.fileExists(atPath: timings) {
            throw ValidationError("--timings \(timings): no such file")
        }
    }

    @OptionGroup var common: VerificationArguments

    func run() throws {
        var options = try common.options(paths: try common.defaultPaths(paths), filter: filter, useCache: !noCache)
        options.shard = shard.flatMap(Shard.init)
        if let timings { options.timings = try Timings.load(report: URL(fileURLWithPath: timings)) }
        let printer = ProgressPrinter()
        defer { printer.finish() }
        var report = try Verification(options: options).run(progress: { printer.report($0) })
        printer.finish()
        if update {
            let result = ExpectedBlockUpdater().update(report.verdicts, chapters: report.chapters)
            report.markUpdated(result.updatedExamples)
            for problem in result.problems {
                FileHandle.standardError.write(Data((VisibleText.escaped(problem.description) + "\n").utf8))
            }
            let files = result.changedFiles.count
            let created =
                result.created > 0
                ? ", and wrote an output block for \(result.created) example\(result.created == 1 ? "" : "s") that stated none" : ""
            FileHandle.standardError.write(
                Data(
                    "playbook: updated the expected output of \(result.updated) example\(result.updated == 1 ? "" : "s")\(created) in \(files) file\(files == 1 ? "" : "s")\n"
                        .utf8))
        }
        if let junitPath { try ReportFiles.writeJUnit(report, to: junitPath) }
        try ReportFiles.printReport(report, format: format)
        try common.requireVerified(report)
        if report.failed > 0 { throw ExitCode(1) }
    }
}
