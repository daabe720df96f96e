import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The RxTest form Copy gives for a marble example is equivalent to it: run,
/// it records exactly the events whose marble strings the example's verified
/// output block shows. Every marble example of Docs/ and Playgrounds/ is
/// rewritten, compiled into one program (each in a function of its own)
/// against the libraries playbook builds for its harness, and run; each
/// result's recorded events are printed with `MarbleGrammar.diagram`
/// and compared with the output block.
final class MarbleRxTestFormRunTests: XCTestCase {
    func testEveryMarbleExampleInItsRxTestFormRecordsWhatItsOutputBlockShows() throws {
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
        var program = [
            "import Rx", "import RxTesting", "import PlaybookWire", "",
            // The copy's error, printed as the marble helpers print their default error.
            "struct TestError: Error, CustomStringConvertible { var description: String { \"error\" } }",
            // Recorded events as the marble helpers print them.
            """
            func diagram<T>(_ events: [Recorded<Event<T>>]) -> String {
                MarbleGrammar.diagram(events.map { recorded in
                    switch recorded.value {
                    case .next(let element): return MarbleGrammar.Event(time: recorded.time, label: .next(String(describing: element)))
                    case .error(let error): return MarbleGrammar.Event(time: recorded.time, label: .error(String(describing: error)))
                    case .completed: return MarbleGrammar.Event(time: recorded.time, label: .completed)
                    }
                })
            }
            """
        ]
        var addedRecord = false
        var calls: [String] = []
        for (number, example) in examples.enumerated() {
            guard let converted = MarbleRxTestForm.convert(example.readableCode) else {
                XCTFail("\(example.name): no RxTest form")
                continue
            }
            var body: [String] = []
            for declaration in converted.declarations {
                if declaration.hasPrefix("struct TestError") { continue }
                if declaration.hasPrefix("extension TestScheduler") {
                    if !addedRecord { program.append(declaration) }
                    addedRecord = true
                    continue
                }
                body.append(declaration)
            }
            body.append(
                converted.code.replacingOccurrences(
                    of: #"print\((recorded|result[0-9]+)\.events\)"#, with: "print(diagram($1.events))", options: .regularExpression)
            )
            program.append("func example\(number)() {\n" + body.joined(separator: "\n") + "\n}")
            calls.append("print(\"=== \(number)\")\nexample\(number)()")
        }
        program += calls

        let folder = FileManager.default.temporaryDirectory.appending(path: "rxtest-form-\(UUID().uuidString)")
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
        XCTAssertTrue(compiled.succeeded, "the RxTest forms do not compile:\n\(compiled.stderr.prefix(3000))")
        guard compiled.succeeded else { return }
        let ran = try ChildProcess(program: executable.path, arguments: [], deadline: 120).run()
        XCTAssertTrue(ran.succeeded, "the RxTest forms did not run to the end:\n\(ran.stderr.prefix(2000))")

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
                "\(example.name): its RxTest form recorded\n\(actual)but the example shows\n\(expected.text)")
            compared += 1
        }
        XCTAssertEqual(compared, examples.count)
    }
}
