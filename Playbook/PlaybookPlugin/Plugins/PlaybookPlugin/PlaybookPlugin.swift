import Foundation
import PackagePlugin

/// `swift package playbook test|run|build [paths] [options]`: runs the
/// playbook tool on the package the command is given in.
///
/// The tool is not a dependency of this plugin: a dependency would bring
/// playbook's own packages (swift-syntax, swift-argument-parser, FlyingFox)
/// into the documented package's graph, where they clash with the package's
/// own copies or with the package itself. The plugin builds the tool package
/// (`Playbook/`, beside this plugin's package) with `swift build` in a build
/// folder of its own, once per user and checkout (see ``ToolBuild``), and
/// runs it. The examples are built against the documented package's library
/// products (see playbook.json in Playbook/Manual/02-in-any-package.md). The work folder (generated
/// harness, result cache) is the plugin's own, under `.build/plugins`;
/// `build` writes the site into the package (`site/` unless `--output` says
/// otherwise) and `test --update` rewrites expected blocks, hence the write
/// permission.
@main
struct PlaybookPlugin: CommandPlugin {
    static let verbs = ["test", "run", "build", "watch"]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard let verb = arguments.first, Self.verbs.contains(verb) else {
            throw Failure(
                description:
                    "usage: swift package playbook test|run|build [paths] [options] (got \(arguments.first.map { "'\($0)'" } ?? "nothing")); see `swift package playbook test --help`"
            )
        }
        let package = context.package.directoryURL
        let tool = try ToolBuild(fallbackFolder: context.pluginWorkDirectoryURL.appending(path: "tool")).executable()
        var toolArguments = arguments
        if !arguments.contains("--help") && !arguments.contains("-h") {
            if !arguments.contains("--package-path") { toolArguments += ["--package-path", package.path] }
            if !arguments.contains("--work-path") {
                toolArguments += ["--work-path", context.pluginWorkDirectoryURL.appending(path: "work").path]
            }
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = toolArguments
        // Paths on the command line, Docs and Playgrounds by default, and
        // the site's folder are relative to the package.
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(description: "playbook \(verb) failed (exit status \(process.terminationStatus))")
        }
    }
}

/// The playbook tool, built from the package beside this plugin's package.
///
/// Its build folder is `$PLAYBOOK_TOOL_BUILD` if set, else one per checkout
/// of the tool under `$XDG_CACHE_HOME/playbook` (or `~/.cache/playbook`),
/// shared by every package that uses this checkout: the tool is built once,
/// not once per package. SwiftPM's lock on that folder keeps two plugins
/// that start at once from building it twice. When no cache folder can be
/// made the plugin's own work folder is used.
struct ToolBuild {
    /// `Playbook/`, the tool's package: this file is
    /// `Playbook/PlaybookPlugin/Plugins/PlaybookPlugin/PlaybookPlugin.swift`.
    static let toolPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let scratch: URL
    /// Flags that cut the first build in the plugin's own cache folder
    /// (measured on 2 cores: 197 s -> 163 s, 307 -> 258 s of CPU): no index
    /// store, which only editors read, and no debug information. A folder
    /// chosen with `$PLAYBOOK_TOOL_BUILD` is built as plain `swift build`
    /// builds it, so that a developer's `.build` is shared, not rebuilt.
    let buildFlags: [String]

    init(fallbackFolder: URL) throws {
        let environment = ProcessInfo.processInfo.environment
        if let chosen = environment["PLAYBOOK_TOOL_BUILD"], !chosen.isEmpty {
            scratch = URL(fileURLWithPath: chosen)
            buildFlags = []
            return
        }
        buildFlags = ["--disable-index-store", "-Xswiftc", "-gnone"]
        let cacheHome =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0).appending(path: ".cache") }
        // One folder per checkout of the tool: its path, made a folder name.
        let name = Self.toolPackage.standardizedFileURL.path.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        if let cacheHome {
            let folder = cacheHome.appending(path: "playbook").appending(path: "tool" + String(name))
            if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil {
                scratch = folder
                return
            }
        }
        scratch = fallbackFolder
    }

    /// Builds the tool if it is not built or its sources changed (SwiftPM
    /// decides; a current build takes about a second) and returns its path.
    func executable() throws -> URL {
        let product = scratch.appending(path: "debug/playbook")
        let firstBuild = !FileManager.default.isExecutableFile(atPath: product.path)
        if firstBuild {
            print(
                "playbook: building the playbook tool into \(scratch.path) (once per checkout; a few minutes the first time)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "swift", "build", "--package-path", Self.toolPackage.path, "--scratch-path", scratch.path, "--product", "playbook"
            ] + buildFlags
        let log = scratch.appending(path: "tool-build.log")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try? handle.close()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw PlaybookPlugin.Failure(
                description:
                    "could not build the playbook tool (swift build --package-path \(Self.toolPackage.path) --scratch-path \(scratch.path)):\n\(output.suffix(4000))"
            )
        }
        return product
    }
}
