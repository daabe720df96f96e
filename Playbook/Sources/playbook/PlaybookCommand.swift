import ArgumentParser
import Foundation
import Playbook

struct PlaybookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playbook",
        abstract: "Verify the Swift examples in markdown documentation: compile them, run them, check their output.",
        discussion: """
            Every ```swift block of the chapters is compiled into one program against the \
            package's library products (all of them, or those playbook.json beside \
            Package.swift names); each example runs in its own \
            process and its printed output must match the ```output block below it.

            Example:
              playbook test Docs Playgrounds
            """,
        subcommands: [
            TestCommand.self, MergeCommand.self, RunCommand.self, BuildCommand.self, WatchCommand.self, ServeCommand.self,
            OperatorsCommand.self, DeclarationsCommand.self,
            PlaygroundCommand.self
        ])

    /// Runs the command; usage errors (unknown flag, missing path) print one
    /// line and exit with status 2, verification failures exit with 1.
    static func runExitingWithStatus2OnUsageErrors() -> Never {
        Interruption.install()
        // Whatever an example starts and leaves behind is re-parented here, and ended (Orphans).
        Orphans.adopt()
        do {
            var command = try parseAsRoot()
            try command.run()
            Interruption.haltIfInterrupted()
            Orphans.sweep()
            Foundation.exit(0)
        } catch let code as ExitCode {
            Interruption.haltIfInterrupted()
            Orphans.sweep()
            Foundation.exit(code.rawValue)
        } catch let error as PlaybookError {
            Interruption.haltIfInterrupted()
            Orphans.sweep()
            // A located error already says `path:line:col: error:`.
            let prefix = if case .invalidConfiguration = error { "" } else { "playbook: error: " }
            FileHandle.standardError.write(Data("\(prefix)\(VisibleText.escaped(error.description))\n".utf8))
            Foundation.exit(error.isUsageError ? 2 : 1)
        } catch {
            let status = exitCode(for: error)
            if status == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(Data("playbook: error: \(VisibleText.escaped(message)) (see playbook --help)\n".utf8))
            Foundation.exit(2)
        }
    }
}

extension PlaybookError {
    /// Errors in what the user asked for, as opposed to failures while working.
    var isUsageError: Bool {
        switch self {
        case .pathNotFound, .packageRootNotFound, .exampleNotFound, .operatorCatalogMissing, .invalidConfiguration: return true
        default: return false
        }
    }
}
