import ArgumentParser
import Foundation
import Playbook

/// How `playbook test` prints its report and writes the JUnit file.
enum ReportFiles {
    /// The JUnit file's URL; its folder must exist and the path must not be a folder.
    static func junitDestination(_ path: String) throws -> URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL
        var isFolder: ObjCBool = false
        guard !path.isEmpty, !path.hasSuffix("/") else {
            throw ValidationError("--junit-path needs a file name, got '\(path)'")
        }
        if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("--junit-path \(path) is a folder; name a file inside it")
        }
        let folder = file.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--junit-path \(path): no such folder \(folder.path); create it first")
        }
        return file
    }

    /// Writes the JUnit XML atomically (a temporary file beside it, renamed).
    static func writeJUnit(_ report: VerificationReport, to path: String) throws {
        try writeJUnit(ReportDocument(report), to: path)
    }

    static func writeJUnit(_ document: ReportDocument, to path: String) throws {
        let file = try junitDestination(path)
        do {
            try JUnitReport().write(document, to: file)
        } catch {
            FileHandle.standardError.write(Data("playbook: error: \(VisibleText.escaped(error.description))\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The report in `format` on stdout. Under GitHub Actions (or with
    /// `--format github`) the failures' annotations come first: on stdout
    /// before a text report, on stderr beside a JSON or JUnit one, which
    /// stays machine-readable.
    static func printReport(
        _ report: VerificationReport, format: ReportFormat, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        try printReport(ReportDocument(report), format: format, environment: environment)
    }

    static func printReport(
        _ document: ReportDocument, format: ReportFormat, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let annotations = format == .github || GitHubAnnotations.isGitHubActions(environment) ? GitHubAnnotations().render(document) : ""
        switch format {
        case .text, .github:
            print(annotations + TextReport().render(document), terminator: "")
        case .json, .junit:
            FileHandle.standardError.write(Data(annotations.utf8))
            print(format == .json ? try JSONReport().render(document) : JUnitReport().render(document), terminator: "")
        }
    }
}
