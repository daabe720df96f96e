import XCTest
@testable import Playbook
@testable import PlaybookRx

final class ResultCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appending(path: "playbook-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testKeyChangesWithCodeSetupTimeoutAndKindButNotWithExpectedOutputOrLines() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage())
        let cache = ResultCache(directory: URL(fileURLWithPath: "/nonexistent/cache"), inputs: inputs)
        let base = Fixtures.extract("```swift setup\nlet a = 1\n```\n\n```swift\nprint(a)\n```\n\n```output\n1\n```\n").examples[1]
        let key = cache.key(for: base)
        var moved = base
        moved.codeFirstLine += 10
        moved.expected?.text = "2\n"
        moved.location.path = "Elsewhere/doc.md"
        XCTAssertEqual(cache.key(for: moved), key)
        var edited = base
        edited.code = "print(a + 1)\n"
        XCTAssertNotEqual(cache.key(for: edited), key)
        var otherSetup = base
        otherSetup.setup[0].code = "let a = 2\n"
        XCTAssertNotEqual(cache.key(for: otherSetup), key)
        var longer = base
        longer.timeout = 30
        XCTAssertNotEqual(cache.key(for: longer), key)
        var noRun = base
        noRun.kind = .noRun
        XCTAssertNotEqual(cache.key(for: noRun), key)
        var limited = base
        limited.limits = [.memory: 1 << 30]
        XCTAssertNotEqual(cache.key(for: limited), key)
        // The run's own limits count too: a result under --timeout 1 is not one under 10.
        let shorter = ResultCache(directory: cache.directory, inputs: inputs, settings: ResultCache.Settings(defaultTimeout: 1))
        XCTAssertNotEqual(shorter.key(for: base), key)
        var lessMemory = ResultCache.Settings()
        lessMemory.limits[.memory] = 1 << 29
        XCTAssertNotEqual(ResultCache(directory: cache.directory, inputs: inputs, settings: lessMemory).key(for: base), key)
    }

    func testStoredOutcomesSurviveASaveAndLoadOneFileEach() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage())
        let examples = Fixtures.extract("```swift no-run\nlet a = 1\n```\n\n```swift no-run\nlet b = 2\n```\n").examples
        var cache = ResultCache(directory: folder, inputs: inputs)
        XCTAssertNil(cache.outcome(for: examples[0]))
        cache.store(.compiled, for: examples[0])
        cache.store(.compiled, for: examples[1])
        try cache.save()
        XCTAssertEqual(ResultCache(directory: folder, inputs: inputs).outcome(for: examples[0]), .compiled)
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.appending(path: "results").path).filter {
            $0.hasSuffix(".json")
        }
        XCTAssertEqual(entries.count, 2, "\(entries)")
        XCTAssertTrue(entries.contains("\(cache.key(for: examples[0]).prefix(2))/\(cache.key(for: examples[0])).json"), "\(entries)")
    }

    /// A package of one target, written at `root`.
    private func makePackage(at root: URL, library: String = "public let answer = 42\n") throws -> DocumentedPackage {
        try FileManager.default.createDirectory(at: root.appending(path: "Sources/Lib"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.1\nimport PackageDescription\nlet package = Package(name: \"Lib\")\n".write(
            to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        try library.write(to: root.appending(path: "Sources/Lib/Lib.swift"), atomically: true, encoding: .utf8)
        return try Fixtures.documentedPackage(root: root, sourceFolders: ["Lib"])
    }

    private let chapters = [
        "```swift setup\nlet base = 1\n```\n\n```swift\nprint(base)\n```\n\n```output\n1\n```\n\n```swift\nprint(base + 1)\n```\n\n```output\n2\n```\n",
        "```swift\nprint(3)\n```\n\n```output\n3\n```\n"
    ]

    private func examples(setup: String = "let base = 1") -> [Example] {
        chapters.map { $0.replacingOccurrences(of: "let base = 1", with: setup) }.enumerated().flatMap { index, text in
            ChapterExtractor().extract(source: text, path: "Docs/chapter-\(index).md").examples.filter { $0.kind != .setup }
        }
    }

    /// Which of `examples` the cache in `folder` holds for these inputs.
    private func hits(_ examples: [Example], _ inputs: BuildInputs, settings: ResultCache.Settings = .init()) -> [Bool] {
        let cache = ResultCache(directory: folder.appending(path: "cache"), inputs: inputs, settings: settings)
        return examples.map { cache.outcome(for: $0) != nil }
    }

    func testACacheWrittenFromOneCheckoutIsReusedFromAnotherFolderAndInvalidatedByWhatChanged() throws {
        let first = try makePackage(at: folder.appending(path: "checkout-one"))
        try FileManager.default.copyItem(at: folder.appending(path: "checkout-one"), to: folder.appending(path: "elsewhere/checkout-two"))
        let copy = try Fixtures.documentedPackage(root: folder.appending(path: "elsewhere/checkout-two"), sourceFolders: ["Lib"])
        let toolchain = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu"
        let inputs = try BuildInputs(package: first, memo: folder.appending(path: "work-one/library-hash.txt"), toolchain: toolchain)
        var cache = ResultCache(directory: folder.appending(path: "cache"), inputs: inputs)
        let all = examples()
        for example in all {
            cache.store(.ran(ProcessResult(termination: .exited(0), stdout: "1\n", stderr: "", duration: 0.01)), for: example)
        }
        try cache.save()

        // Another checkout of the same sources, another work folder: every result is found.
        let copied = try BuildInputs(package: copy, memo: folder.appending(path: "work-two/library-hash.txt"), toolchain: toolchain)
        XCTAssertEqual(copied.libraryHash, inputs.libraryHash)
        XCTAssertEqual(hits(all, copied), [true, true, true])
        // The same chapters at other paths (another folder of the docs) too.
        let moved = all.map { example in
            var example = example
            example.location.path = "/somewhere/else/" + example.location.path
            return example
        }
        XCTAssertEqual(hits(moved, copied), [true, true, true])

        // An edited setup block: the two examples below it, and only they, run again.
        XCTAssertEqual(hits(examples(setup: "let base = 10"), copied), [false, false, true])
        // Another toolchain version: everything.
        let newer = try BuildInputs(package: copy, toolchain: "Swift version 6.4 (swift-6.4-RELEASE)\nTarget: x86_64-unknown-linux-gnu")
        XCTAssertEqual(hits(all, newer), [false, false, false])
        // A longer default timeout: everything (the results were of shorter runs).
        XCTAssertEqual(hits(all, copied, settings: ResultCache.Settings(defaultTimeout: 60)), [false, false, false])
        // A changed library source: everything; an unchanged file's time does not count.
        let source = folder.appending(path: "elsewhere/checkout-two/Sources/Lib/Lib.swift")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: source.path)
        XCTAssertEqual(hits(all, try BuildInputs(package: copy, toolchain: toolchain)), [true, true, true])
        try "public let answer = 43\n".write(to: source, atomically: true, encoding: .utf8)
        let edited = try BuildInputs(package: copy, toolchain: toolchain)
        XCTAssertNotEqual(edited.libraryHash, inputs.libraryHash)
        XCTAssertEqual(hits(all, edited), [false, false, false])
        // A new pin of a dependency too.
        try "{\"pins\": [], \"version\": 3}\n".write(
            to: folder.appending(path: "checkout-one/Package.resolved"), atomically: true, encoding: .utf8)
        XCTAssertEqual(hits(all, try BuildInputs(package: first, toolchain: toolchain)), [false, false, false])
    }

    func testTheToolchainIsNamedByWhatSwiftVersionSaysNotByItsFile() throws {
        func fakeSwift(in name: String, printing version: String) throws -> String {
            let directory = folder.appending(path: name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let script = directory.appending(path: "swift")
            try "#!/bin/sh\nprintf '\(version)\\n'\n".write(to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            return directory.path
        }
        let memo = folder.appending(path: "work/toolchain.txt")
        let one = try fakeSwift(in: "one", printing: "Swift version 9.9 (fake)")
        XCTAssertEqual(Toolchain.identity(memo: memo, searchPath: one), "Swift version 9.9 (fake)")
        // Another file in another folder printing the same: the same toolchain.
        let two = try fakeSwift(in: "two", printing: "Swift version 9.9 (fake)")
        XCTAssertEqual(Toolchain.identity(memo: memo, searchPath: "/nonexistent:\(two)"), "Swift version 9.9 (fake)")
        // The memo is asked again when the file changes.
        _ = try fakeSwift(in: "two", printing: "Swift version 10.0 (fake, longer)")
        XCTAssertEqual(Toolchain.identity(memo: memo, searchPath: two), "Swift version 10.0 (fake, longer)")
        XCTAssertEqual(Toolchain.identity(memo: nil, searchPath: folder.appending(path: "none").path), "swift not found in PATH")
    }

    func testRunsWritingOneCacheAtOnceLeaveEveryEntryWhole() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage(), toolchain: "test")
        let examples = (0..<40).map { index in
            // Every example twice: two writers store each key.
            Fixtures.extract("```swift no-run\nlet value = \(index / 2)\n```\n").examples[0]
        }
        let directory = folder.appending(path: "cache")
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            var cache = ResultCache(directory: directory, inputs: inputs)
            for (index, example) in examples.enumerated() where index % 8 == writer || (index + 1) % 8 == writer {
                cache.store(
                    .ran(ProcessResult(termination: .exited(0), stdout: String(repeating: "x", count: 10_000), stderr: "", duration: 1)),
                    for: example)
            }
            try? cache.save()
        }
        let reader = ResultCache(directory: directory, inputs: inputs)
        for example in examples {
            guard case .ran(let result)? = reader.outcome(for: example) else { return XCTFail("no whole entry for \(example.code)") }
            XCTAssertEqual(result.stdout.count, 10_000)
        }
        let left = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [])
    }
}
