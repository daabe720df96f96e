import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// What the Copy button gives: code for a plain RxSwift project. The claim is
/// checked on every example of Docs/ and Playgrounds/ that compiles here
/// (run, no-run and marble; not compile-fail, which must not, nor skip, which
/// needs what Linux lacks): its copy, alone in a main.swift, type-checks
/// against the modules named as RxSwift names them (RxSwift, RxRelay,
/// RxCocoa, RxBlocking, RxTest), in the Swift 5 language mode RxSwift is
/// written in.
final class CopyableCodeTests: XCTestCase {
    func testCopyHasTheSetupTheHiddenLinesAndRxSwiftsImports() {
        let chapter = Fixtures.extract(
            """
            ```swift setup
            import Rx
            #- let bag = DisposeBag()
            ```

            ```swift
            import Rx
            #- let relay = BehaviorRelay(value: 1)
            relay.subscribe(onNext: { print($0) }).disposed(by: bag)
            ```

            ```output
            1
            ```
            """)
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(
            CopyableCode.text(for: chapter.examples[1]),
            """
            import RxSwift
            import RxRelay

            let bag = DisposeBag()

            let relay = BehaviorRelay(value: 1)
            relay.subscribe(onNext: { print($0) }).disposed(by: bag)

            """)
    }

    func testAMarbleExampleIsCopiedInItsRxTestForm() {
        let chapter = Fixtures.extract(
            """
            ```swift marble
            let numbers = hot("--1--2--|")
            result(numbers.map { $0 * 10 }.delay(frames(2), scheduler: scheduler))
            ```

            ```output
            ----a--b--|
            a = 10
            b = 20
            ```
            """)
        let copy = CopyableCode.text(for: chapter.examples[0])
        XCTAssertTrue(copy.hasPrefix("import RxSwift\nimport RxTest\n\n// Virtual time in marble frames"), copy)
        XCTAssertTrue(copy.contains("let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)"))
        XCTAssertTrue(copy.contains("func frames(_ count: Int) -> RxTimeInterval { .milliseconds(10 * count) }"), "frames as on the page")
        XCTAssertTrue(copy.contains("func marbles<Element>(_ events: [Recorded<Event<Element>>]) -> String {"), "its own printer")
        XCTAssertTrue(
            copy.hasSuffix(
                """
                let numbers = scheduler.createHotObservable([.next(20, 1), .next(50, 2), .completed(80)])
                let recorded = scheduler.start(created: 0, subscribed: 0, disposed: 10000) {
                    numbers.map { $0 * 10 }.delay(frames(2), scheduler: scheduler)
                }
                print(marbles(recorded.events))

                """), copy)
        XCTAssertFalse(copy.contains("PlaybookMarbles") || copy.contains("MarbleScenario"), "nothing of playbook's")
    }

    func testSeveralResultsAreRecordedTogetherAndInputsKeepTheirValues() throws {
        let converted = try XCTUnwrap(
            MarbleRxTestForm.convert(
                """
                let letters = cold("-a-(bc)-#", as: String.self)
                let sizes = hot("-s-^-l|", values: ["s": 1, "l": 9])
                result(letters, until: 5)
                result(sizes)
                """))
        XCTAssertTrue(converted.declarations.contains { $0.hasSuffix("struct MarbleStringError: Error {}") })
        XCTAssertTrue(
            converted.declarations.contains {
                $0.hasSuffix("let scheduler = TestScheduler(initialClock: -30, resolution: 0.001, simulateProcessingDelay: false)")
            })
        XCTAssertEqual(
            converted.code,
            """
            let letters = scheduler.createColdObservable([.next(10, "a"), .next(30, "b"), .next(30, "c"), .error(50, MarbleStringError())])
            let sizes = scheduler.createHotObservable([.next(-20, 1), .next(20, 9), .completed(30)])
            let result1 = record(letters, disposed: 50)
            let result2 = record(sizes, disposed: 10000)

            scheduler.start()
            print(marbles(result1.events))
            print(marbles(result2.events))

            """)
    }

    /// The module folder of this test build: RxSwift, RxRelay, RxCocoa, RxTest and RxBlocking.
    static func rxSwiftModules() throws -> URL {
        let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "Modules")
        for name in ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]
        where !FileManager.default.fileExists(atPath: modules.appending(path: "\(name).swiftmodule").path) {
            throw XCTSkip("no \(name).swiftmodule beside the test bundle (\(modules.path))")
        }
        return modules
    }

    func testTheCopyOfEveryExampleTypeChecksInAPlainRxSwiftProject() throws {
        let modules = try Self.rxSwiftModules()
        let documentation = try DocumentationLoader().load(
            [Fixtures.packageRoot.appending(path: "Docs").path, Fixtures.packageRoot.appending(path: "Playgrounds").path])
        let examples = documentation.chapters.flatMap(\.examples).filter { example in
            switch example.kind {
            case .run, .noRun, .marble: return example.skipConditions.isEmpty
            case .setup, .skip, .compileFail, .manifest: return false
            }
        }
        XCTAssertGreaterThan(examples.count, 200)
        let work = FileManager.default.temporaryDirectory.appending(path: "copy-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: work) }
        // `Resources` exists only in modules built with the TraceResources trait (in RxSwift, with
        // TRACE_RESOURCES). A plain `swift test` builds without it: then the copies that read it
        // cannot be checked here, every other copy is, and the test says so by skipping at the end;
        // `make test` (swift test --traits TraceResources) checks them all.
        let traced = try Self.typeChecks("import RxSwift\n_ = Resources.total\n", against: modules, in: work)
        let untraceable = traced ? [] : examples.filter { CopyableCode.text(for: $0).contains("Resources.") }
        let checked = examples.filter { example in !untraceable.contains { $0.id == example.id } }
        let failures = WorkerPool(jobs: 2).map(checked) { example -> String? in
            let folder = work.appending(path: example.id)
            let file = folder.appending(path: "main.swift")
            let copy = CopyableCode.text(for: example)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try copy.write(to: file, atomically: true, encoding: .utf8)
                let result = try ChildProcess(
                    program: "swiftc",
                    arguments: ["-typecheck", "-swift-version", "5", "-suppress-warnings", "-I", modules.path, file.path],
                    deadline: 300
                ).run()
                if result.succeeded { return nil }
                return "\(example.name): its copy does not type-check:\n\(copy)\n\(result.stderr.prefix(2000))"
            } catch {
                return "\(example.name): \(error)"
            }
        }.compactMap { $0 }
        XCTAssertEqual(
            failures.count, 0, "\(failures.count) of \(checked.count) copies fail:\n" + failures.prefix(5).joined(separator: "\n\n"))
        // Only RxSwift's module names: no copy imports the library's own.
        for example in examples {
            let imports = CopyableCode.text(for: example).split(separator: "\n").filter { $0.hasPrefix("import ") }
            for line in imports {
                XCTAssertFalse(["import Rx", "import RxTesting", "import MarbleSupport"].contains(line), "\(example.name): \(line)")
            }
        }
        if !untraceable.isEmpty {
            throw XCTSkip(
                "\(checked.count) copies type-check; \(untraceable.count) read `Resources`, which modules built without the "
                    + "TraceResources trait lack: run swift test --traits TraceResources (as make test does) to check them too")
        }
    }

    /// Whether `code` type-checks against the modules in `modules`.
    static func typeChecks(_ code: String, against modules: URL, in work: URL) throws -> Bool {
        let probe = work.appending(path: "probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
        let file = probe.appending(path: "main.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try ChildProcess(
            program: "swiftc", arguments: ["-typecheck", "-swift-version", "5", "-I", modules.path, file.path], deadline: 300
        ).run().succeeded
    }

    /// The modules a copy imports are those RxSwift declares its names in:
    /// read from RxSwift 6's API list (`../shared/RX-API.md` beside the
    /// repository, or `RX_API`), not from the table the copy is written
    /// with. Our RxSwift module re-exports everything, so only this check
    /// sees a relay used without `import RxRelay`.
    func testEachCopyImportsTheRxSwiftModulesThatDeclareWhatItUses() throws {
        let list =
            ProcessInfo.processInfo.environment["RX_API"].map { URL(fileURLWithPath: $0) }
            ?? Fixtures.packageRoot.deletingLastPathComponent().appending(path: "shared/RX-API.md")
        guard let text = try? String(contentsOf: list, encoding: .utf8) else {
            throw XCTSkip("RxSwift's API list is not at \(list.path); set RX_API to check the imports against it")
        }
        // Types: the files of a module named after what they declare (no `+`);
        // members: names another module adds to RxSwift's own types.
        var module = ""
        var file = ""
        var declaredBy: [String: Set<String>] = [:]
        var rxSwiftContexts = Set<String>()
        var rxSwiftNames = Set<String>()
        var members: [(module: String, context: String, name: String)] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                let path = line.dropFirst(3).split(separator: "/")
                module = path.count > 1 ? String(path[0]) : ""
                file = String(path.last?.split(separator: ".").first ?? "")
                if module != "RxSwift", !module.isEmpty, !file.contains("+") { declaredBy[file, default: []].insert(module) }
                continue
            }
            guard line.hasPrefix("- "), !module.isEmpty else { continue }
            let entry = line.dropFirst(2).replacingOccurrences(of: "static ", with: "")
            let head = entry.prefix(while: { $0 != "(" }).split(separator: ".")
            guard head.count == 2 else { continue }
            if module == "RxSwift" {
                rxSwiftContexts.insert(String(head[0]))
                rxSwiftNames.insert(String(head[1]))
            } else {
                members.append((module, String(head[0]), String(head[1])))
            }
        }
        for member in members where rxSwiftContexts.contains(member.context) && !rxSwiftNames.contains(member.name) {
            declaredBy[(member.context == "Reactive" ? ".rx." : "") + member.name, default: []].insert(member.module)
        }
        XCTAssertEqual(declaredBy["BehaviorRelay"], ["RxRelay"])
        XCTAssertEqual(declaredBy["toBlocking"], ["RxBlocking"])

        let documentation = try DocumentationLoader().load(
            [Fixtures.packageRoot.appending(path: "Docs").path, Fixtures.packageRoot.appending(path: "Playgrounds").path])
        var checked = 0
        for example in documentation.chapters.flatMap(\.examples) {
            guard [.run, .noRun, .marble].contains(example.kind) else { continue }
            let copy = CopyableCode.text(for: example)
            let (_, imported, names) = PlainCopy.withoutImports(copy)
            for (name, modules) in declaredBy {
                let used = name.hasPrefix(".rx.") ? copy.contains(name + "(") : names.contains(name)
                if used && modules.isDisjoint(with: imported) {
                    XCTFail("\(example.name): its copy uses \(name) but imports none of \(modules.sorted())")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 200)
    }
}
