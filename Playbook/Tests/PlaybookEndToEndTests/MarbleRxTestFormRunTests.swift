import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// What Copy gives for a marble example is a program that prints what the
/// page shows: every marble example of Docs/ and Playgrounds/ is copied
/// (``CopyableCode``: its RxTest form, with its own marble printer), each
/// copy, imports aside, put in a function of its own in one program compiled
/// against the RxSwift and RxTest modules of the libraries playbook builds
/// for its harness, and run; what each prints is compared with the example's
/// verified output block.
final class MarbleRxTestFormRunTests: XCTestCase {
    func testEveryMarbleExamplesCopyPrintsWhatItsOutputBlockShows() throws {
        let root = Fixtures.packageRoot
        let work = root.appending(path: ".build/playbook-tests")
        // The package as verification reads it, so the libraries it built are reused.
        let package = try DocumentedPackage.load(root: root, memo: work.appending(path: "package-description.json"))
        let libraries = LibraryBuild(
            directory: work.appending(path: "libraries"), package: package, inputs: try BuildInputs(package: package),
            importing: HarnessRuntimePackage.marbleSupportDependencies)
        XCTAssertTrue(try libraries.ensureBuilt(starting: {}).marbles)

        let documentation = try DocumentationLoader().load([root.appending(path: "Docs").path, root.appending(path: "Playgrounds").path])
        let examples = documentation.chapters.flatMap(\.examples).filter { $0.kind == .marble && $0.expected != nil }
        XCTAssertGreaterThan(examples.count, 80)
        var imports: [String] = []
        var program: [String] = []
        var calls: [String] = []
        for (number, example) in examples.enumerated() {
            XCTAssertNotNil(MarbleRxTestForm.convert(example.readableCode), "\(example.name): no RxTest form")
            let copy = CopyableCode.text(for: example)
            var body: [String] = []
            for line in copy.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("import ") {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                } else {
                    body.append("    " + line)
                }
            }
            program.append("func example\(number)() {\n" + body.joined(separator: "\n") + "\n}")
            calls.append("print(\"=== \(number)\")\nexample\(number)()")
        }
        program = imports + program
        program += calls

        let folder = FileManager.default.temporaryDirectory.appending(path: "marble-copies-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let source = folder.appending(path: "main.swift")
        try program.joined(separator: "\n\n").write(to: source, atomically: true, encoding: .utf8)
        let executable = folder.appending(path: "forms")
        let compiled = try ChildProcess(
            program: "swiftc",
            arguments: ["-swift-version", "5", "-Onone", "-suppress-warnings"] + libraries.compileArguments + [
                source.path, "-o", executable.path
            ]
                + libraries.linkArguments,
            deadline: 600
        ).run()
        XCTAssertTrue(compiled.succeeded, "the copies do not compile:\n\(compiled.stderr.prefix(3000))")
        guard compiled.succeeded else { return }
        let ran = try ChildProcess(program: executable.path, arguments: [], deadline: 120).run()
        XCTAssertTrue(ran.succeeded, "the copies did not run to the end:\n\(ran.stderr.prefix(2000))")

        var printed: [Int: String] = [:]
        var current: Int?
        for line in ran.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== "), let number = Int(line.dropFirst(4)) {
                current = number
                printed[number] = ""
            } else if let number = current {
                printed[number, default: ""] += line + "\n"
            }
        }
        var compared = 0
        for (number, example) in examples.enumerated() {
            guard let expected = example.expected else { continue }
            let actual = printed[number] ?? ""
            XCTAssertTrue(
                OutputMatcher().matches(actual: actual, expected: expected),
                "\(example.name): its copy printed\n\(actual)but the example shows\n\(expected.text)")
            compared += 1
        }
        XCTAssertEqual(compared, examples.count)
    }
}
