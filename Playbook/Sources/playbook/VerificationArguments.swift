import ArgumentParser
import Foundation
import Playbook

/// Options shared by the commands that verify examples.
struct VerificationArguments: ParsableArguments {
    @Option(
        help:
            "Examples (and compilers) to keep busy on the CPUs at once; more examples run beside those that wait on timers (default: the number of cores)."
    )
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Seconds an example may run unless its fence says timeout=N.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(
        help: ArgumentHelp(
            "Data an example may use (RLIMIT_DATA), unless its fence says memory=SIZE; K, M or G (default: 2G).", valueName: "size"))
    var memory: String?

    @Option(
        help: ArgumentHelp("CPU seconds an example may use (RLIMIT_CPU), unless its fence says cpu=N (default: 30).", valueName: "seconds"))
    var cpu: String?

    @Option(
        help: ArgumentHelp(
            "Size one file written by an example may reach (RLIMIT_FSIZE), unless its fence says file-size=SIZE (default: 64M).",
            valueName: "size"))
    var fileSize: String?

    @Option(
        help: ArgumentHelp(
            "Descriptors an example may have open (RLIMIT_NOFILE), unless its fence says open-files=N (default: 256).", valueName: "count"))
    var openFiles: String?

    @Option(
        help: ArgumentHelp(
            "Processes and threads an example may start (RLIMIT_NPROC beyond the user's count at the start; not enforced for root), unless its fence says processes=N (default: 256).",
            valueName: "count"))
    var processes: String?

    @Option(
        help: ArgumentHelp(
            "The package whose library products the examples import (default: the nearest folder holding Package.swift, from the current folder upward).",
            valueName: "path"))
    var packagePath: String?

    @Option(
        help: ArgumentHelp("Folder for the generated harness and the result cache (default: PACKAGE/.build/playbook).", valueName: "path"))
    var workPath: String?

    @Option(
        help: ArgumentHelp(
            "Folder of the result cache, which runs of other work folders, checkouts and machines may share (default: $PLAYBOOK_CACHE_PATH, else WORK/cache).",
            valueName: "path"))
    var cachePath: String?

    /// The environment variable naming the cache folder when --cache-path is not given.
    static let cachePathVariable = "PLAYBOOK_CACHE_PATH"

    /// The cache folder the options name, nil for the work folder's.
    func cacheDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let given = cachePath ?? environment[Self.cachePathVariable].flatMap { $0.isEmpty ? nil : $0 }
        return given.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
    }

    @Flag(help: "Succeed even if no example was verified (no chapter, a filter matching nothing, only skipped examples).")
    var allowEmpty = false

    @Flag(
        help:
            "Every example that runs must have an ```output block (in a doc comment: end with its output as // lines) or say no-compare; blocks never borrow from each other (default: playbook.json's \"strict\", else false)."
    )
    var strict = false

    /// Fails the command when the run verified no example, unless --allow-empty.
    func requireVerified(_ report: VerificationReport, what consequence: String? = nil) throws {
        guard let reason = report.nothingVerified, !allowEmpty else { return }
        // A shard whose part verified nothing is fine when the run has units: the merge judges the whole.
        if let shard = report.shard, shard.totalUnits > 0 { return }
        let tail = consequence.map { "; \($0)" } ?? ""
        FileHandle.standardError.write(
            Data(
                VisibleText.escaped("playbook: error: no example was verified: \(reason)\(tail); pass --allow-empty if that is expected\n")
                    .utf8))
        throw ExitCode(1)
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        guard timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds, got \(timeout)") }
        _ = try limits()
    }

    /// The defaults with the limits given on the command line in their place.
    func limits() throws -> ResourceLimits {
        var limits = ResourceLimits()
        let given: [(ResourceLimits.Kind, String?)] = [
            (.memory, memory), (.cpu, cpu), (.fileSize, fileSize), (.openFiles, openFiles), (.processes, processes)
        ]
        for case (let kind, let text?) in given {
            guard let value = ResourceLimits.parse(text, as: kind) else {
                throw ValidationError(
                    "--\(kind.rawValue) needs a positive \(kind.isByteSize ? "size such as 512M or 2G" : "whole number"), got \(text)")
            }
            limits[kind] = value
        }
        return limits
    }

    func options(paths: [String], filter: String? = nil, exampleNumber: Int? = nil, useCache: Bool) throws -> VerificationOptions {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root: URL
        if let packagePath {
            root = URL(fileURLWithPath: packagePath, relativeTo: current).standardizedFileURL
            guard FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path) else {
                throw ValidationError("--package-path \(packagePath) holds no Package.swift")
            }
        } else {
            root = try ChapterFiles.packageRoot(from: current)
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("no such file or directory: \(path)")
        }
        let configuration = try PlaybookConfiguration.load(root: root)
        var options = VerificationOptions(
            paths: paths, filter: filter, exampleNumber: exampleNumber, jobs: jobs, useCache: useCache,
            defaultTimeout: timeout, limits: try limits(), libraryRoot: root,
            workDirectory: workPath.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL },
            waitingForWorkFolder: { holder in
                let folder = workPath ?? root.appending(path: ".build/playbook").path
                let who = holder.map { " (pid \($0))" } ?? ""
                FileHandle.standardError.write(
                    Data("playbook: waiting for another playbook run on \(folder) to finish\(who); use --work-path to run beside it\n".utf8)
                )
            })
        options.rules = ExtractionRules(strictOutput: strict || configuration?.strict == true)
        options.cacheDirectory = cacheDirectory()
        return options
    }

    /// What to read when no path is given: playbook.json's `paths`, else
    /// those of README.md, Docs, Documentation, Guides, Playgrounds and
    /// Sources (doc comments and DocC catalogs) that exist.
    func defaultPaths(_ paths: [String]) throws -> [String] {
        guard paths.isEmpty else { return paths }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root =
            packagePath.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL }
            ?? (try? ChapterFiles.packageRoot(from: current))
        if let root, let configured = try PlaybookConfiguration.load(root: root)?.paths {
            // Relative to the package; as given when that is the current folder.
            return configured.map { root.standardizedFileURL.path == current.standardizedFileURL.path ? $0 : root.appending(path: $0).path }
        }
        return Self.conventionalPaths.filter { FileManager.default.fileExists(atPath: $0) }
    }

    static let conventionalPaths = ["README.md", "Docs", "Documentation", "Guides", "Playgrounds", "Sources"]
}

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit, github
}
