import ArgumentParser
import Foundation
import Playbook

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of a split run's shards into the report of the whole run.",
        discussion: """
            Reads each shard's report (playbook test --shard I/N --format json) and prints \
            the whole run's, as a single run prints it: the same failures, counts and \
            annotations, and the same exit status (1 if anything failed). Fails, naming \
            the file, when a report is not a shard's, when shards are of different splits \
            or sets of examples, when a shard is missing or given twice, or when two \
            shards verified the same example.

            Example:
              playbook merge shard-1.json shard-2.json shard-3.json --junit-path junit.xml
            """)

    @Argument(help: ArgumentHelp("The shards' JSON reports.", valueName: "report"))
    var reports: [String] = []

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
            "Record the examples' durations in this cache folder, for the next split (default: $PLAYBOOK_CACHE_PATH, if set).",
            valueName: "path"))
    var cachePath: String?

    @Flag(help: "Succeed even if the run verified no example.")
    var allowEmpty = false

    func validate() throws {
        guard !reports.isEmpty else { throw ValidationError("name every shard's JSON report") }
        for report in reports where !FileManager.default.fileExists(atPath: report) {
            throw ValidationError("no such file: \(report)")
        }
        if let junitPath { _ = try ReportFiles.junitDestination(junitPath) }
    }

    func run() throws {
        var inputs: [ReportMerge.Input] = []
        for report in reports {
            let data: Data
            do { data = try Data(contentsOf: URL(fileURLWithPath: report)) } catch {
                throw PlaybookError.unreadableFile(path: report, reason: error.localizedDescription)
            }
            inputs.append(ReportMerge.Input(file: report, document: try ReportDocument.decode(data, from: report)))
        }
        let merged: ReportDocument
        do { merged = try ReportMerge.merge(inputs) } catch {
            FileHandle.standardError.write(Data(VisibleText.escaped("\(error.description)\n").utf8))
            throw ExitCode(1)
        }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let cache =
            cachePath ?? ProcessInfo.processInfo.environment[VerificationArguments.cachePathVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let cache { try merged.timings.record(in: URL(fileURLWithPath: cache, relativeTo: current).standardizedFileURL) }
        if let junitPath { try ReportFiles.writeJUnit(merged, to: junitPath) }
        try ReportFiles.printReport(merged, format: format)
        if let reason = merged.nothingVerified, !allowEmpty {
            FileHandle.standardError.write(
                Data(
                    VisibleText.escaped("playbook: error: no example was verified: \(reason); pass --allow-empty if that is expected\n")
                        .utf8))
            throw ExitCode(1)
        }
        if merged.failed > 0 { throw ExitCode(1) }
    }
}
