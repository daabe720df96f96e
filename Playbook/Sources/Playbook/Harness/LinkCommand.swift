import Foundation

/// The two programs a `swiftc -emit-executable` link starts, run without
/// the driver and clang between them: `swift-autolink-extract` (which reads
/// the libraries the objects ask for) and the linker clang would start. The
/// driver is asked once (`swiftc -###`) for its two jobs, and clang once
/// (`clang -###`) for the linker's command, with placeholder files; the
/// answers are kept in a memo file in the work folder, keyed like
/// ``FrontendCommand``'s. A link then costs the linker's work and
/// autolink's: the driver's and clang's starts were a third of a harness's
/// link (0.32 s against 0.22 s on this machine, the same program out).
///
/// The flags autolink writes go to the linker as clang would pass them,
/// which holds for `-l` flags (the only ones it writes on Linux); a file
/// with anything else, or an answer that is not the expected two jobs and
/// one linker command naming each placeholder once, leaves the link to
/// `swiftc` as before.
struct LinkCommand: Codable, Sendable, Equatable {
    /// `swift-autolink-extract` and its arguments, with the placeholders.
    let autolink: [String]
    /// The linker and its arguments, with the placeholders.
    let linker: [String]

    static let firstObject = "/playbook-placeholder/first.o"
    static let secondObject = "/playbook-placeholder/second.o"
    static let flagsFile = "/playbook-placeholder/output.autolink"
    static let flags = "-lplaybook-placeholder-autolink"
    static let output = "/playbook-placeholder/output"

    /// Autolink's arguments for these objects, writing to `flagsFile`.
    func autolinkArguments(objects: [String], flagsFile: String) -> [String] {
        Self.substitute(autolink.dropFirst(), [Self.firstObject: objects, Self.secondObject: [], Self.flagsFile: [flagsFile]])
    }

    /// The linker's arguments for these objects and the flags autolink wrote, writing `output`.
    func linkerArguments(objects: [String], flags: [String], output: String) -> [String] {
        Self.substitute(linker.dropFirst(), [Self.firstObject: objects, Self.secondObject: [], Self.flags: flags, Self.output: [output]])
    }

    /// The flags of what autolink wrote, one a line, when each is a `-l`
    /// flag (passed to the linker as it is); nil when one is anything else.
    static func libraryFlags(_ text: String) -> [String]? {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard lines.allSatisfy({ $0.hasPrefix("-l") && $0.count > 2 && !$0.contains(where: \.isWhitespace) }) else { return nil }
        return lines
    }

    /// The commands of a link with these driver arguments (besides the
    /// objects and `-o`): remembered in `memo`, else asked and remembered;
    /// nil when a tool cannot be found or an answer is not one to reuse.
    static func resolve(
        _ driverArguments: [String], memo: URL, searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    ) -> LinkCommand? {
        guard let driver = Toolchain.driver(named: "swiftc", in: searchPath) else { return nil }
        let key = ([Toolchain.localIdentity(driver)] + driverArguments).joined(separator: "\n")
        if let known = CommandMemo<LinkCommand>.read(memo, key: key) { return known }
        // clang reads its inputs and response file even under -###: the placeholders are files.
        let folder = FileManager.default.temporaryDirectory.appending(path: "playbook-link-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let placeholders = Placeholders(folder: folder)
        guard (try? placeholders.create()) != nil else { return nil }
        let asked = ChildProcess(
            program: driver.path,
            arguments: ["-###", "-emit-executable", placeholders.first, placeholders.second] + driverArguments + [
                "-o", placeholders.output
            ],
            deadline: 60)
        guard let printed = try? asked.run(), printed.succeeded, let jobs = parseDriver(printed.stdout, placeholders) else { return nil }
        let clang = ChildProcess(program: jobs.clang[0], arguments: ["-###"] + jobs.clang.dropFirst(), deadline: 60)
        guard let answer = try? clang.run(), answer.succeeded, let linker = parseClang(answer.stderr, placeholders) else { return nil }
        let command = LinkCommand(autolink: jobs.autolink.map(placeholders.canonical), linker: linker.map(placeholders.canonical))
        CommandMemo.write(command, key: key, to: memo)
        return command
    }

    /// The driver's two jobs: autolink on the two objects side by side
    /// writing the flags file, then clang on them, the flags file as a
    /// response file, writing the output.
    static func parseDriver(_ printed: String, _ placeholders: Placeholders) -> (autolink: [String], clang: [String])? {
        let lines = printed.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard lines.count == 2, let autolink = ShellWords.split(String(lines[0])), let clang = ShellWords.split(String(lines[1])),
            autolink.first?.hasSuffix("/swift-autolink-extract") == true, clang.count > 1,
            holdsObjects(autolink, placeholders), holdsObjects(clang, placeholders),
            writes(autolink, placeholders.flagsFile), writes(clang, placeholders.output),
            clang.filter({ $0 == "@" + placeholders.flagsFile }).count == 1
        else { return nil }
        return (autolink, clang)
    }

    /// The linker's command among what `clang -###` printed: the one line of
    /// quoted words, holding the objects side by side, the flag the
    /// placeholder response file holds and the output, each once.
    static func parseClang(_ printed: String, _ placeholders: Placeholders) -> [String]? {
        let commands = printed.split(separator: "\n").filter { $0.hasPrefix(" \"") }
        guard commands.count == 1, let words = ShellWords.split(String(commands[0])), words.count > 1,
            holdsObjects(words, placeholders), writes(words, placeholders.output), words.filter({ $0 == flags }).count == 1
        else { return nil }
        return words
    }

    private static func holdsObjects(_ words: [String], _ placeholders: Placeholders) -> Bool {
        guard words.filter({ $0 == placeholders.first }).count == 1, words.filter({ $0 == placeholders.second }).count == 1,
            let first = words.firstIndex(of: placeholders.first)
        else { return false }
        return words.indices.contains(first + 1) && words[first + 1] == placeholders.second
    }

    private static func writes(_ words: [String], _ file: String) -> Bool {
        guard words.filter({ $0 == file }).count == 1, let index = words.firstIndex(of: file) else { return false }
        return index > 0 && words[index - 1] == "-o"
    }

    private static func substitute(_ words: ArraySlice<String>, _ replacements: [String: [String]]) -> [String] {
        words.flatMap { replacements[$0] ?? [$0] }
    }

    /// The placeholder files of one question, in a folder of its own.
    struct Placeholders {
        let folder: URL
        var first: String { folder.appending(path: "first.o").path }
        var second: String { folder.appending(path: "second.o").path }
        var flagsFile: String { folder.appending(path: "output.autolink").path }
        var output: String { folder.appending(path: "output").path }

        func create() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (path, text) in [(first, ""), (second, ""), (flagsFile, LinkCommand.flags + "\n")] {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
        }

        /// A word with this folder's files named as the memo names them.
        func canonical(_ word: String) -> String {
            switch word {
            case first: return LinkCommand.firstObject
            case second: return LinkCommand.secondObject
            case flagsFile: return LinkCommand.flagsFile
            case output: return LinkCommand.output
            default: return word
            }
        }
    }

}

extension HarnessProgram {
    /// Links the objects into `program` with the link's own programs
    /// (``LinkCommand``), else with `swiftc`: nil on success, else what the
    /// tools printed.
    func linkExecutable(_ objects: [URL], arguments: [String], producing program: URL) throws(PlaybookError) -> String? {
        let memo = directory.deletingLastPathComponent().appending(path: "link-command.json")
        guard let command = LinkCommand.resolve(arguments, memo: memo) else {
            return try swiftc(["-emit-executable"] + objects.map(\.path) + arguments, producing: program)
        }
        let flagsFile = directory.appending(path: ".\(program.lastPathComponent).\(UUID().uuidString).autolink")
        defer { try? FileManager.default.removeItem(at: flagsFile) }
        let extracted: ProcessResult
        do {
            extracted = try ChildProcess(
                program: command.autolink[0], arguments: command.autolinkArguments(objects: objects.map(\.path), flagsFile: flagsFile.path)
            ).run()
        } catch { throw .toolFailed(command: command.autolink[0], output: error.description) }
        guard extracted.succeeded else { return extracted.stdout + extracted.stderr }
        guard let flags = LinkCommand.libraryFlags((try? String(contentsOf: flagsFile, encoding: .utf8)) ?? "-") else {
            return try swiftc(["-emit-executable"] + objects.map(\.path) + arguments, producing: program)
        }
        return try produce(program, running: command.linker[0]) { temporary in
            command.linkerArguments(objects: objects.map(\.path), flags: flags, output: temporary.path)
        }
    }
}
