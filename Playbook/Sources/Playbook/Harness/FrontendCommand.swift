import Foundation

/// The `swift-frontend` command that a whole-module `swiftc` run starts,
/// asked of the driver once (`swiftc -###`, with placeholder files) and kept
/// in a memo file beside the harness: a compile then starts the frontend
/// itself, without the driver's own start before it (0.1 s of CPU and 0.2 s
/// of waiting on this machine, for each compile of a run).
///
/// The memo is keyed by the driver found in PATH (its resolved path, size
/// and time, which only decide whether to ask again) and the arguments.
/// When the driver's answer is not one frontend job that names each
/// placeholder once, in a whole-module compile (another driver, another
/// mode), there is no command and the caller runs `swiftc` as before.
struct FrontendCommand: Codable, Sendable, Equatable {
    /// The frontend's path, as the driver printed it.
    let program: String
    /// Its arguments, with the placeholders where the files and output go.
    let arguments: [String]

    static let firstFile = "/playbook-placeholder/first.swift"
    static let secondFile = "/playbook-placeholder/second.swift"
    static let output = "/playbook-placeholder/output.o"

    /// Above this many bytes of paths the files go in a `-filelist` file.
    static let longestFileArguments = 65_536

    /// The arguments for these files, writing to `output` (where the driver
    /// would have been given `-o`); the files as a file list at `fileList`
    /// when they are many.
    func arguments(files: [String], output: String?, fileList: URL) throws(PlaybookError) -> [String] {
        var paths = files
        if files.reduce(0, { $0 + $1.utf8.count + 1 }) > Self.longestFileArguments {
            try GeneratedFiles.writeAtomically(files.joined(separator: "\n") + "\n", to: fileList)
            paths = ["-filelist", fileList.path]
        }
        return arguments.flatMap { word -> [String] in
            switch word {
            case Self.firstFile: return paths
            case Self.secondFile: return []
            case Self.output: return [output ?? word]
            default: return [word]
            }
        }
    }

    /// The command for `swiftc` with these arguments (and `-o` when the run
    /// writes a file): remembered in `memo`, else asked and remembered; nil
    /// when the driver cannot be found or its answer is not one to reuse.
    static func resolve(
        _ driverArguments: [String], writesOutput: Bool, memo: URL,
        searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    ) -> FrontendCommand? {
        guard let driver = Toolchain.driver(named: "swiftc", in: searchPath) else { return nil }
        let key = ([Toolchain.localIdentity(driver)] + driverArguments + [writesOutput ? "-o" : ""]).joined(separator: "\n")
        if let known = CommandMemo<FrontendCommand>.read(memo, key: key) { return known }
        let placeholders = [firstFile, secondFile] + (writesOutput ? ["-o", output] : [])
        let process = ChildProcess(program: driver.path, arguments: ["-###"] + driverArguments + placeholders, deadline: 60)
        guard let result = try? process.run(), result.succeeded,
            let command = parse(result.stdout, writesOutput: writesOutput)
        else { return nil }
        CommandMemo.write(command, key: key, to: memo)
        return command
    }

    /// Reads what `swiftc -###` printed: one line, the frontend and its
    /// arguments in POSIX shell quoting, each placeholder once, the files
    /// side by side and not as `-primary-file` (a compile per file).
    static func parse(_ printed: String, writesOutput: Bool) -> FrontendCommand? {
        let lines = printed.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
        guard lines.count == 1, let words = ShellWords.split(String(lines[0])), words.count > 2, words[1] == "-frontend" else {
            return nil
        }
        let count = { (word: String) in words.filter { $0 == word }.count }
        guard count(firstFile) == 1, count(secondFile) == 1, count(output) == (writesOutput ? 1 : 0),
            let first = words.firstIndex(of: firstFile), words.indices.contains(first + 1), words[first + 1] == secondFile,
            words[first - 1] != "-primary-file", !words.contains("-primary-file")
        else { return nil }
        return FrontendCommand(program: words[0], arguments: Array(words.dropFirst()))
    }

}

/// A command asked of a tool once and kept in a file, with the key it was
/// asked for (the tool's identity and the arguments): read back only for
/// the same key. Shared by ``FrontendCommand`` and ``LinkCommand``.
struct CommandMemo<Command: Codable>: Codable {
    let key: String
    let command: Command

    static func read(_ file: URL, key: String) -> Command? {
        guard let data = try? Data(contentsOf: file), let known = try? JSONDecoder().decode(Self.self, from: data), known.key == key
        else { return nil }
        return known.command
    }

    static func write(_ command: Command, key: String, to file: URL) {
        guard let data = try? JSONEncoder().encode(Self(key: key, command: command)) else { return }
        try? GeneratedFiles.writeAtomically(String(decoding: data, as: UTF8.self), to: file)
    }
}

/// Words of a command line in POSIX shell quoting, as `swiftc -###` prints
/// them: unquoted words split at spaces, `'...'` taken as it is, `"..."`
/// and a backslash as the shell takes them. Nil when a quote is not closed.
/// Hand-written: 30 lines, and no package on this machine's mirror splits
/// shell words.
enum ShellWords {
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var current = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "'":
                inWord = true
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "'" { break }
                    current.append(next)
                }
            case "\"":
                inWord = true
                while true {
                    guard let next = characters.next() else { return nil }
                    if next == "\"" { break }
                    if next == "\\", let escaped = characters.next() {
                        if !"\"\\$`".contains(escaped) { current.append("\\") }
                        current.append(escaped)
                    } else {
                        current.append(next)
                    }
                }
            case "\\":
                inWord = true
                guard let escaped = characters.next() else { return nil }
                current.append(escaped)
            default:
                inWord = true
                current.append(character)
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
