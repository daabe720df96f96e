import XCTest
@testable import Playbook

/// The frontend command a compile reuses instead of starting the driver.
final class FrontendCommandTests: XCTestCase {
    private let placeholders = "\(FrontendCommand.firstFile) \(FrontendCommand.secondFile)"

    func testShellWordsAreReadAsAPOSIXShellReadsThem() {
        XCTAssertEqual(ShellWords.split(#"a 'b c'  "d\"e\n" f\ g '' x'y'z"#), ["a", "b c", #"d"e\n"#, "f g", "", "xyz"])
        XCTAssertEqual(
            ShellWords.split(#"-I '/tmp/a b'\''c' -Xcc '-fmodule-map-file=/x y/z'"#),
            ["-I", "/tmp/a b'c", "-Xcc", "-fmodule-map-file=/x y/z"])
        XCTAssertNil(ShellWords.split("a 'b"))
        XCTAssertNil(ShellWords.split(#"a "b"#))
        XCTAssertNil(ShellWords.split(#"a \"#))
    }

    func testTheDriversOneJobIsReusedWithTheFilesAndOutputInPlace() throws {
        let line =
            "/opt/swift/bin/swift-frontend -frontend -c \(placeholders) -target x86_64 -I '/a b' -module-name harness -o \(FrontendCommand.output)\n"
        let command = try XCTUnwrap(FrontendCommand.parse(line, writesOutput: true))
        XCTAssertEqual(command.program, "/opt/swift/bin/swift-frontend")
        let list = FileManager.default.temporaryDirectory.appending(path: "files-\(UUID().uuidString).txt")
        XCTAssertEqual(
            try command.arguments(files: ["/x/1.swift", "/x/2.swift", "/x/3.swift"], output: "/x/out.o", fileList: list),
            [
                "-frontend", "-c", "/x/1.swift", "/x/2.swift", "/x/3.swift", "-target", "x86_64", "-I", "/a b", "-module-name", "harness",
                "-o", "/x/out.o"
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: list.path))
        // Many files go in a file list.
        let many = (0..<2_000).map { "/a/long/path/to/example-\($0).swift" }
        let arguments = try command.arguments(files: many, output: "/x/out.o", fileList: list)
        defer { try? FileManager.default.removeItem(at: list) }
        XCTAssertEqual(Array(arguments[2...3]), ["-filelist", list.path])
        XCTAssertEqual(try String(contentsOf: list, encoding: .utf8), many.joined(separator: "\n") + "\n")
    }

    func testAnAnswerThatIsNotOneWholeModuleJobIsNotReused() {
        let frontend = "/opt/swift/bin/swift-frontend -frontend"
        for printed in [
            "\(frontend) -c \(placeholders) -o \(FrontendCommand.output)\n\(frontend) -c \(placeholders)",  // two jobs
            "\(frontend) -c -primary-file \(FrontendCommand.firstFile) \(FrontendCommand.secondFile) -o \(FrontendCommand.output)",
            "\(frontend) -c \(FrontendCommand.firstFile) -o \(FrontendCommand.output)",  // a placeholder missing
            "\(frontend) -c \(FrontendCommand.secondFile) \(FrontendCommand.firstFile) -o \(FrontendCommand.output)",  // apart
            "/usr/bin/clang -c \(placeholders) -o \(FrontendCommand.output)",  // not the frontend
            "\(frontend) -c \(placeholders) -o '\(FrontendCommand.output)",  // a quote not closed
            "\(frontend) -c \(placeholders)"  // no output where one was asked for
        ] {
            XCTAssertNil(FrontendCommand.parse(printed, writesOutput: true), printed)
        }
        XCTAssertNotNil(FrontendCommand.parse("\(frontend) -typecheck \(placeholders) -module-name m", writesOutput: false))
    }

    /// The real driver's answer, asked once and then read from the memo; a
    /// memo of another key is asked again.
    func testTheDriversCommandIsAskedOnceAndRemembered() throws {
        let memo = FileManager.default.temporaryDirectory.appending(path: "frontend-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: memo) }
        try "{\"key\":\"another\",\"command\":{\"program\":\"/bin/false\",\"arguments\":[]}}".write(
            to: memo, atomically: true, encoding: .utf8)
        let arguments = ["-c", "-wmo", "-parse-as-library", "-module-name", "checked"]
        let asked = try XCTUnwrap(FrontendCommand.resolve(arguments, writesOutput: true, memo: memo))
        XCTAssertTrue(asked.program.hasSuffix("swift-frontend"), asked.program)
        XCTAssertTrue(asked.arguments.contains("checked"))
        XCTAssertEqual(FrontendCommand.resolve(arguments, writesOutput: true, memo: memo), asked)
        XCTAssertNil(FrontendCommand.resolve(arguments, writesOutput: true, memo: memo, searchPath: "/nonexistent"))
    }
}
