import Foundation
import PackagePlugin

/// `swift package playbook test|run|build [paths] [options]`: runs the
/// playbook tool on the package the command is given in. The examples are
/// built against that package's library products (see playbook.json in the
/// README); playbook's harness runtime comes from the RxPlaybook checkout
/// the tool was built from. The work folder (generated harness, result
/// cache) is the plugin's own, under `.build/plugins`; `build` writes the
/// site into the package (`site/` unless `--output` says otherwise) and
/// `test --update` rewrites expected blocks, hence the write permission.
@main
struct PlaybookPlugin: CommandPlugin {
    static let verbs = ["test", "run", "build"]

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
        var toolArguments = arguments
        if !arguments.contains("--help") && !arguments.contains("-h") {
            if !arguments.contains("--package-path") { toolArguments += ["--package-path", package.path] }
            if !arguments.contains("--work-path") {
                toolArguments += ["--work-path", context.pluginWorkDirectoryURL.appending(path: "work").path]
            }
        }
        let process = Process()
        process.executableURL = try context.tool(named: "playbook").url
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
