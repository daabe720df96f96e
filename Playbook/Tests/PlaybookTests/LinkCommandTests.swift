import XCTest
@testable import Playbook

/// The link's own programs (autolink, the linker), started without the
/// driver and clang between them.
final class LinkCommandTests: XCTestCase {
    private let placeholders = LinkCommand.Placeholders(folder: URL(fileURLWithPath: "/q/ask"))
    private var objects: String { "\(placeholders.first) \(placeholders.second)" }

    private var driverAnswer: String {
        """
        /opt/swift/usr/bin/swift-autolink-extract \(objects) -o \(placeholders.flagsFile)
        /opt/swift/usr/bin/clang -pie -Xlinker -rpath -Xlinker '/a b' \(objects) @\(placeholders.flagsFile) -L /lib -o \(placeholders.output)

        """
    }

    private var clangAnswer: String {
        """
        clang version 21.0.0
        Target: x86_64-unknown-linux-gnu
         "/usr/bin/ld.gold" "-pie" "-o" "\(placeholders.output)" "/lib/Scrt1.o" "-L/lib" "-rpath" "/a b" "\(placeholders.first)" "\(placeholders.second)" "\(LinkCommand.flags)" "-lc"

        """
    }

    func testTheJobsAreReusedWithTheObjectsFlagsAndOutputInPlace() throws {
        let jobs = try XCTUnwrap(LinkCommand.parseDriver(driverAnswer, placeholders))
        XCTAssertEqual(jobs.clang[0], "/opt/swift/usr/bin/clang")
        XCTAssertTrue(jobs.clang.contains("/a b"))
        let linker = try XCTUnwrap(LinkCommand.parseClang(clangAnswer, placeholders))
        let command = LinkCommand(autolink: jobs.autolink.map(placeholders.canonical), linker: linker.map(placeholders.canonical))
        XCTAssertEqual(
            command.autolinkArguments(objects: ["/h/main.o", "/h/batch-1.o", "/h/batch-2.o"], flagsFile: "/h/.harness.autolink"),
            ["/h/main.o", "/h/batch-1.o", "/h/batch-2.o", "-o", "/h/.harness.autolink"])
        XCTAssertEqual(
            command.linkerArguments(
                objects: ["/h/main.o", "/h/batch-1.o"], flags: ["-lswiftCore", "-lFoundation"], output: "/h/.harness.tmp"),
            [
                "-pie", "-o", "/h/.harness.tmp", "/lib/Scrt1.o", "-L/lib", "-rpath", "/a b", "/h/main.o", "/h/batch-1.o", "-lswiftCore",
                "-lFoundation", "-lc"
            ])
        XCTAssertEqual(command.linker[0], "/usr/bin/ld.gold")
    }

    func testAnAnswerThatIsNotTheExpectedJobsIsNotReused() {
        let autolink = "/opt/swift/usr/bin/swift-autolink-extract \(objects) -o \(placeholders.flagsFile)"
        let clang = "/opt/swift/usr/bin/clang \(objects) @\(placeholders.flagsFile) -o \(placeholders.output)"
        for printed in [
            clang,  // no autolink job
            "\(autolink)\n\(clang)\n\(clang)",  // three jobs
            "\(clang)\n\(autolink)",  // in another order
            "\(autolink)\n/opt/swift/usr/bin/clang \(placeholders.second) \(placeholders.first) @\(placeholders.flagsFile) -o \(placeholders.output)",
            "\(autolink)\n/opt/swift/usr/bin/clang \(objects) -o \(placeholders.output)",  // the flags not read
            "\(autolink)\n/opt/swift/usr/bin/clang \(objects) @\(placeholders.flagsFile) \(placeholders.output)",  // no -o
            "/opt/swift/usr/bin/swift-autolink-extract \(objects) -o /elsewhere\n\(clang)"
        ] {
            XCTAssertNil(LinkCommand.parseDriver(printed, placeholders), printed)
        }
        let linker = #" "/usr/bin/ld" "-o" "\#(placeholders.output)" "\#(placeholders.first)" "\#(placeholders.second)""#
        for printed in [
            linker,  // the flags of the response file are not there
            "\(linker) \"\(LinkCommand.flags)\"\n\(linker) \"\(LinkCommand.flags)\"",  // two commands
            #" "/usr/bin/ld" "-o" "\#(placeholders.output)" "\#(placeholders.first)" "\#(LinkCommand.flags)""#
        ] {
            XCTAssertNil(LinkCommand.parseClang(printed, placeholders), printed)
        }
    }

    func testOnlyLibraryFlagsGoToTheLinkerAsTheyAre() {
        XCTAssertEqual(LinkCommand.libraryFlags("-lswiftCore\n-lFoundation\n"), ["-lswiftCore", "-lFoundation"])
        XCTAssertEqual(LinkCommand.libraryFlags(""), [])
        for text in ["-framework\nFoundation\n", "-L/usr/lib\n-lz\n", "-l\n", "-lz -lm\n", "-Xlinker\n--as-needed\n"] {
            XCTAssertNil(LinkCommand.libraryFlags(text), text)
        }
    }

    /// The real driver and clang asked once, then the memo read; the
    /// commands link a program that runs.
    func testTheRealToolsAnswerAndTheirCommandsLinkAProgram() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "link-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = folder.appending(path: "link-command.json")
        let command = try XCTUnwrap(LinkCommand.resolve(["-Xlinker", "--export-dynamic"], memo: memo))
        XCTAssertTrue(FileManager.default.fileExists(atPath: memo.path))
        XCTAssertEqual(LinkCommand.resolve(["-Xlinker", "--export-dynamic"], memo: memo), command)
        XCTAssertTrue(command.linker.contains("--export-dynamic"), "\(command.linker)")

        let source = folder.appending(path: "main.swift")
        try "print(\"linked without the driver\")\n".write(to: source, atomically: true, encoding: .utf8)
        let object = folder.appending(path: "main.o")
        let compiled = try ChildProcess(program: "swiftc", arguments: ["-c", source.path, "-o", object.path]).run()
        XCTAssertTrue(compiled.succeeded, compiled.stderr)
        let flagsFile = folder.appending(path: "main.autolink")
        let extracted = try ChildProcess(
            program: command.autolink[0], arguments: command.autolinkArguments(objects: [object.path], flagsFile: flagsFile.path)
        ).run()
        XCTAssertTrue(extracted.succeeded, extracted.stderr)
        let flags = try XCTUnwrap(LinkCommand.libraryFlags(String(contentsOf: flagsFile, encoding: .utf8)))
        XCTAssertTrue(flags.contains("-lswiftCore"), "\(flags)")
        let program = folder.appending(path: "main")
        let linked = try ChildProcess(
            program: command.linker[0], arguments: command.linkerArguments(objects: [object.path], flags: flags, output: program.path)
        ).run()
        XCTAssertTrue(linked.succeeded, linked.stderr)
        let ran = try ChildProcess(program: program.path, arguments: []).run()
        XCTAssertEqual(ran.stdout, "linked without the driver\n")
    }
}
