import ArgumentParser
import Foundation
import Playbook

struct DeclarationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "declarations",
        abstract: "Print the functions and initializers that Swift sources declare, as JSON.",
        discussion: """
            Reads every .swift file under each PATH with swift-syntax, as the operator pages \
            do, and prints one JSON object: "declarations", each with its name, context \
            (the enclosing type or extension), parameters (label, whether a call may leave \
            it out, text), static, public, the #if conditions it is compiled under, file \
            and line; and "conformances", what each type or extension inherits. \
            make test-api compares Rx's declarations with RxSwift's API list through it.

            Example:
              playbook declarations Sources/Rx Sources/RxTesting Sources/RxBlocking
            """)

    @Argument(help: ArgumentHelp("Swift files or folders to read.", valueName: "path"))
    var paths: [String]

    func run() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(try SourceDeclarations(reading: paths))
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
