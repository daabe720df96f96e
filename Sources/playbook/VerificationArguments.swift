import ArgumentParser
import Foundation
import Playbook

/// Options shared by the commands that verify examples.
struct VerificationArguments: ParsableArguments {
    @Option(help: "Child processes to run at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Seconds an example may run unless its fence says timeout=N.", valueName: "seconds"))
    var timeout: Double = 10

    @Option(help: ArgumentHelp("The package whose libraries the examples link (default: found from the current folder upward).", valueName: "path"))
    var packagePath: String?

    @Option(help: ArgumentHelp("Folder for the generated harness and the result cache (default: PACKAGE/.build/playbook).", valueName: "path"))
    var workPath: String?

    @Flag(help: "Succeed even if no example was verified (no chapter, a filter matching nothing, only skipped examples).")
    var allowEmpty = false

    /// Fails the command when the run verified no example, unless --allow-empty.
    func requireVerified(_ report: VerificationReport, what consequence: String? = nil) throws {
        guard let reason = report.nothingVerified, !allowEmpty else { return }
        let tail = consequence.map { "; \($0)" } ?? ""
        FileHandle.standardError.write(Data("playbook: error: no example was verified: \(reason)\(tail); pass --allow-empty if that is expected\n".utf8))
        throw ExitCode(1)
    }

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, got \(jobs)") }
        guard timeout > 0 else { throw ValidationError("--timeout must be a positive number of seconds, got \(timeout)") }
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
        return VerificationOptions(
            paths: paths, filter: filter, exampleNumber: exampleNumber, jobs: jobs, useCache: useCache,
            defaultTimeout: timeout, libraryRoot: root,
            workDirectory: workPath.map { URL(fileURLWithPath: $0, relativeTo: current).standardizedFileURL })
    }

    /// Docs and Playgrounds, those that exist, when no path is given.
    static func defaultPaths(_ paths: [String]) -> [String] {
        paths.isEmpty ? ["Docs", "Playgrounds"].filter { FileManager.default.fileExists(atPath: $0) } : paths
    }
}

enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, junit
}
