import XCTest
@testable import Playbook
@testable import PlaybookRx

final class ResultCacheTests: XCTestCase {
    func testKeyChangesWithCodeSetupTimeoutAndKindButNotWithExpectedOutputOrLines() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage())
        let cache = ResultCache(file: URL(fileURLWithPath: "/nonexistent/results.json"), inputs: inputs)
        let base = Fixtures.extract("```swift setup\nlet a = 1\n```\n\n```swift\nprint(a)\n```\n\n```output\n1\n```\n").examples[1]
        let key = cache.key(for: base)
        var moved = base
        moved.codeFirstLine += 10
        moved.expected?.text = "2\n"
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
    }

    func testStoredOutcomesSurviveASaveAndLoad() throws {
        let inputs = try BuildInputs(package: Fixtures.documentedPackage())
        let file = FileManager.default.temporaryDirectory.appending(path: "playbook-cache-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let example = Fixtures.extract("```swift no-run\nlet a = 1\n```\n").examples[0]
        var cache = ResultCache(file: file, inputs: inputs)
        XCTAssertNil(cache.outcome(for: example))
        cache.store(.compiled, for: example)
        try cache.save()
        XCTAssertEqual(ResultCache(file: file, inputs: inputs).outcome(for: example), .compiled)
    }
}
