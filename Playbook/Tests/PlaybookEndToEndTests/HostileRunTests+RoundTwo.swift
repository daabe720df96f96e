#if canImport(Glibc)
    import Glibc
#endif
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Issue 34: a second hostile corpus, run by the built executable. Each test
/// checks the exit status, the located message, that no process of the run
/// is left (``ProcessTreeCheck``) and what changed on disk.
extension HostileRunTests {
    /// A passing example printing `text`.
    private func passing(_ text: String) -> String {
        "```swift\nprint(\"\(text)\")\n```\n\n```output\n\(text)\n```\n"
    }

    /// Every file under the folder by the bytes of its path (not Swift's
    /// String equality, under which an NFC and an NFD name are one key).
    private func snapshotByBytes() throws -> [[UInt8]: Data] {
        var files: [[UInt8]: Data] = [:]
        for (relative, data) in try snapshotPairs() { files[Array(relative.utf8)] = data }
        return files
    }

    private func snapshotPairs() throws -> [(String, Data)] {
        var pairs: [(String, Data)] = []
        for relative in FileManager.default.subpaths(atPath: folder.path) ?? [] {
            var isDirectory: ObjCBool = false
            let path = folder.path + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                pairs.append((relative, try Data(contentsOf: URL(fileURLWithPath: path))))
            }
        }
        return pairs
    }

    /// The bytes of the output that a terminal would act on: C0 controls but
    /// newline, DEL, and C1 controls (as UTF-8 scalars U+0080 to U+009F).
    private func controlBytes(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    func testNamesThatDifferOnlyInNormalisationAreTwoChapters() throws {
        let composed = "caf\u{E9}.md"
        let decomposed = "cafe\u{301}.md"
        XCTAssertEqual(composed, decomposed, "Swift's String equality takes them as one name")
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        try write(passing("composed"), "Norm/" + composed)
        try write("```swift\nprint(\"decomposed\")\n```\n\n```output\nwrong\n```\n", "Norm/" + decomposed)
        let norm = folder.appending(path: "Norm")
        XCTAssertEqual(try ChapterFiles.find([norm.path]).count, 2)
        let before = try snapshotByBytes()
        let result = try playbook(["test", norm.path, "--no-cache"])
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("\(norm.path)/\(decomposed):5:1: error: output differs"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 1 failed, 0 skipped\n"), result.stdout)
        XCTAssertEqual(try snapshotByBytes(), before)
    }

    func testUpdateWritesNothingThatWouldMatchMoreThanWasPrinted() throws {
        let example = { (code: String) in "```swift\nimport Foundation\n\(code)\n```\n\n```output\nold\n```\n\n" }
        let lines = [
            #"print("a ... b")"#, #"print("took {{t}} ms")"#, #"print("id {{/[0-9]+/}}")"#, #"print("bell\u{07}ring")"#,
            #"print("nul\u{0}byte")"#, #"print("\u{1B}[2Jclear")"#,
            "FileHandle.standardOutput.write(Data([0x61, 0xE9, 0x0A]))"
        ]
        let chapter = try write("# W\n\n" + lines.map(example).joined() + example(#"print("fixed")"#), "Wild/wild.md")
        // Invalid UTF-8 is not the replacement character.
        let replacement = try write(
            "# R\n\n```swift\nimport Foundation\nFileHandle.standardOutput.write(Data([0xE9, 0x0A]))\n```\n\n```output\n\u{FFFD}\n```\n",
            "Wild/replacement.md")
        let before = try String(contentsOf: chapter, encoding: .utf8)

        let checked = try playbook(["test", replacement.path, "--no-cache"])
        XCTAssertEqual(checked.termination, .exited(1), checked.stdout + checked.stderr)
        XCTAssertTrue(checked.stdout.contains("\(replacement.path):8:1: error: output is not valid UTF-8"), checked.stdout)

        let updated = try playbook(["test", chapter.path, "--update", "--no-cache"])
        XCTAssertEqual(updated.termination, .exited(1), updated.stdout + updated.stderr)
        for (index, _) in lines.enumerated() {
            let outputLine = 8 + 9 * index
            XCTAssertTrue(
                updated.stderr.contains("\(chapter.path):\(outputLine):1: error: output not written:"),
                "block at line \(outputLine) in:\n\(updated.stderr)")
        }
        XCTAssertTrue(updated.stderr.contains("updated the expected output of 1 example in 1 file"), updated.stderr)
        let fixedBlock = 8 + 9 * lines.count
        let expected = before.replacingOccurrences(
            of: "print(\"fixed\")\n```\n\n```output\nold\n", with: "print(\"fixed\")\n```\n\n```output\nfixed\n")
        XCTAssertEqual(try String(contentsOf: chapter, encoding: .utf8), expected, "only the block at line \(fixedBlock) changed")
        XCTAssertTrue(updated.stdout.hasSuffix("1 passed, \(lines.count) failed, 0 skipped\n"), updated.stdout)
        XCTAssertEqual(controlBytes(updated.stdout + updated.stderr), [])
    }

    func testAnUpdateThatFixedEverythingSaysSo() throws {
        let chapter = try write("# U\n\n```swift\nprint(\"new\")\n```\n\n```output\nold\n```\n", "u.md")
        let updated = try playbook(["test", chapter.path, "--update", "--no-cache"])
        XCTAssertEqual(updated.termination, .exited(0), updated.stdout + updated.stderr)
        XCTAssertTrue(updated.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), updated.stdout)
        XCTAssertTrue(updated.stderr.contains("updated the expected output of 1 example in 1 file"), updated.stderr)
    }

    func testAChapterThatCannotBeReadDuringUpdateFailsAlone() throws {
        let doomed = folder.appending(path: "Update/a.md")
        try write(
            "# A\n\n```swift\nimport Foundation\nlet path = ProcessInfo.processInfo.environment[\"PLAYBOOK_DOOMED_CHAPTER\"]!\n"
                + "try FileManager.default.removeItem(atPath: path)\ntry FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)\n"
                + "print(\"new\")\n```\n\n```output\nold\n```\n", "Update/a.md")
        let other = try write("# B\n\n```swift\nprint(\"new\")\n```\n\n```output\nold\n```\n", "Update/b.md")
        let result = try playbook(
            ["test", folder.appending(path: "Update").path, "--update", "--no-cache", "--jobs", "1"],
            environment: ["PLAYBOOK_DOOMED_CHAPTER": doomed.path])
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("\(doomed.path):1:1: error: "), result.stderr)
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "# B\n\n```swift\nprint(\"new\")\n```\n\n```output\nnew\n```\n")
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 1 failed, 0 skipped\n"), result.stdout)
    }

    func testAnExampleThatKillsItsHarnessServerFailsAloneAndLeavesNothing() throws {
        let report = folder.appending(path: "report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        let start = { (name: String) in
            """
            import Foundation
            // The server, named before anything else (later getppid() may name whoever adopted this process).
            let server = getppid()
            // A process in a session of its own, through a shell that exits at once.
            _ = system("setsid sleep 300 >/dev/null 2>&1 &")
            let report = ProcessInfo.processInfo.environment["PLAYBOOK_PROCESS_REPORT"]!
            try FileManager.default.currentDirectoryPath.write(toFile: report + "/\(name)", atomically: true, encoding: .utf8)
            usleep(200_000)
            """
        }
        let chapter = try write(
            "# K\n\n" + passing("before")
                + "\n```swift\n\(start("parent"))\nif server > 1 { kill(server, SIGKILL) }\nsleep(20)\nprint(\"after\")\n```\n\n```output\nafter\n```\n\n"
                + "```swift\n\(start("group"))\nlet group = getpgid(server)\nif group > 1 { kill(-group, SIGKILL) }\nsleep(20)\nprint(\"after\")\n```\n\n```output\nafter\n```\n\n"
                + "```swift timeout=1\n\(start("stop"))\nif server > 1 { kill(server, SIGSTOP) }\nprint(\"after\")\n```\n\n```output\nafter\n```\n\n"
                + passing("after"),
            "kills.md")
        let result = try playbook(
            ["test", chapter.path, "--no-cache", "--jobs", "2"], environment: ["PLAYBOOK_PROCESS_REPORT": report.path])
        defer { for process in ProcessTreeCheck.descendants(of: getpid()) { kill(process.pid, SIGKILL) } }
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("\(chapter.path):11:1: error: example stopped the harness server"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(chapter.path):29:1: error: example stopped the harness server"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(chapter.path):48:1: error: example stopped the harness server"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("2 passed, 3 failed, 0 skipped\n"), result.stdout)
        for name in ["parent", "group", "stop"] {
            let folder = try String(contentsOf: report.appending(path: name), encoding: .utf8)
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "the folder \(folder) of the dead server's example remains")
        }
    }

    func testControlBytesOfOutputAndNamesAreShownNotSent() throws {
        let hostile = #"print("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[1A\rerased\u{9B}31m\u{0}end")"#
        let chapter = try write(
            "# C\n\n```swift\n\(hostile)\n```\n\n```output\nplain\n```\n\n```swift\nprint(\"x\")\n```\n\n```output\ny\n```\n",
            "Control/e\u{1B}[31mvil\u{9B}.md")
        let junit = folder.appending(path: "report.xml")
        for format in ["text", "json", "junit", "github"] {
            let result = try playbook(["test", chapter.path, "--format", format, "--junit-path", junit.path, "--no-cache"])
            XCTAssertEqual(result.termination, .exited(1), format + ": " + result.stdout + result.stderr)
            XCTAssertEqual(controlBytes(result.stdout + result.stderr), [], format + ":\n" + result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.contains("\\u{1B}"), format + ":\n" + result.stdout)
            XCTAssertEqual(controlBytes(try String(contentsOf: junit, encoding: .utf8)), [])
        }
        let streamed = try playbook(["run", chapter.path])
        XCTAssertEqual(streamed.termination, .exited(1), streamed.stdout + streamed.stderr)
        XCTAssertEqual(controlBytes(streamed.stdout + streamed.stderr), [], streamed.stdout + streamed.stderr)
        XCTAssertTrue(streamed.stdout.contains("\\u{1B}]0;pwned"), streamed.stdout)
    }

    func testANewlineOrAColonInAFileNameBreaksNothing() throws {
        let newline = try write(passing("two lines"), "Names/two\nlines.md")
        try write(passing("plain"), "Names/plain.md")
        let colon = try write("```swift\nprint(\"x\")\n```\n\n```output\ny\n```\n", "Names/x:3:1: error: y.md")
        // A name of 200 bytes: the example's id spells out the whole path, longer than a file name may be.
        try write(passing("long"), "Names/" + String(repeating: "n", count: 200) + ".md")
        // A name that is not UTF-8: Foundation lists it with U+FFFD, and it cannot be read by that name.
        let latin = folder.appending(path: "Names").path + "/caf" + String(decoding: [0xE9], as: UTF8.self) + ".md"
        var rawName = Array(folder.appending(path: "Names").path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8) + [0]
        let descriptor = rawName.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
        let names = folder.appending(path: "Names")
        let result = try playbook(["test", names.path, "--no-cache"])
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("\(latin):1:1: error: could not read the file: its name is not valid UTF-8"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("3 passed, 2 failed, 0 skipped\n"), result.stdout)
        // The location of the colon's file is quoted, so it reads one way only.
        XCTAssertTrue(result.stdout.contains("\"\(colon.path)\":5:1: error: output differs"), result.stdout)
        XCTAssertFalse(result.stdout.contains("\n\(colon.path):"), result.stdout)
        XCTAssertEqual(controlBytes(result.stdout + result.stderr), [])
        _ = newline

        // An unreadable chapter stops an export by design: export the names that can be read.
        rawName.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = unlink($0.baseAddress!) }
        }
        let playground = folder.appending(path: "Out/Rx.playground")
        let export = try playbook(
            ["playground", names.path, "--output", playground.path, "--package", Fixtures.packageRoot.path], package: false)
        XCTAssertEqual(export.termination, .exited(0), export.stdout + export.stderr)
        for page in try FileManager.default.contentsOfDirectory(atPath: playground.appending(path: "Pages").path) {
            let contents = playground.appending(path: "Pages/\(page)/Contents.swift")
            let parsed = try ChildProcess(program: "swiftc", arguments: ["-parse", contents.path], deadline: 120).run()
            XCTAssertEqual(parsed.termination, .exited(0), "\(page): \(parsed.stderr)")
        }
    }

    func testAnImportOfAMissingModuleFailsThatExampleAlone() throws {
        let broken = try write("# M\n\n```swift\nimport NoSuchModule\nprint(1)\n```\n\n```output\n1\n```\n", "Modules/missing.md")
        try write(passing("fine"), "Modules/fine.md")
        // Errors that name no example: the example moves them into generated code.
        let reset = try write(
            "# R\n\n```swift\n#sourceLocation()\nlet wrong: Int = \"text\"\nprint(wrong)\n```\n\n```output\n1\n```\n",
            "Modules/reset.md")
        let result = try playbook(["test", folder.appending(path: "Modules").path, "--no-cache"])
        XCTAssertEqual(result.termination, .exited(1), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("\(broken.path):3:1: error: example does not compile"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(broken.path):4:8: error: no such module 'NoSuchModule'"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\(reset.path):3:1: error: example does not compile"), result.stdout)
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 2 failed, 0 skipped\n"), result.stdout)
    }
}

extension HostileRunTests {
    /// Run on a terminal (util-linux `script` gives playbook one), an example
    /// cannot open it to write past playbook's reports: it has no controlling terminal.
    func testAnExampleCannotReachTheTerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("needs util-linux script") }
        let chapter = try write(
            "# T\n\n```swift\nimport Foundation\nprint(open(\"/dev/tty\", O_WRONLY) < 0 ? \"no terminal\" : \"terminal\")\n```\n\n"
                + "```output\nno terminal\n```\n", "tty.md")
        let command = [
            executable.path, "test", chapter.path, "--no-cache", "--package-path", Fixtures.packageRoot.path, "--work-path",
            workDirectory.path
        ].map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let result = try ChildProcess(program: "/usr/bin/script", arguments: ["-qec", command, "/dev/null"], deadline: 900).run()
        XCTAssertEqual(ProcessTreeCheck.leftovers(), [])
        XCTAssertEqual(result.termination, .exited(0), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 passed, 0 failed, 0 skipped"), result.stdout)
    }
}
