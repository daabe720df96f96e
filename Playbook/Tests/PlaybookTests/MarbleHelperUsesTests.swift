import XCTest

@testable import Playbook
@testable import PlaybookRx

/// A marble example's key, Copy and Copy title name the marble helpers its
/// code calls, and only those: a name the code declares itself (`let result
/// = scheduler.start { … }`, `let scheduler = TestScheduler(…)`) or reaches
/// as a member (`.cold`, `recorded.result`) is not a helper.
final class MarbleHelperUsesTests: XCTestCase {
    private static let writtenWithRxTest = """
        ```swift marble
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.map { $0 * 10 } }
        for event in result.events { print(event.time, event.value) }
        ```

        ```output
        210 next(10)
        300 completed
        ```
        """

    func testTheHelpersAreTheCallsAndNamesTheCodeDoesNotDeclare() {
        XCTAssertEqual(
            MarbleHelperUses.names(in: "let numbers = hot(\"--1|\")\nresult(numbers.delay(frames(2), scheduler: scheduler))"),
            ["hot", "result", "frames", "scheduler"])
        XCTAssertEqual(
            MarbleHelperUses.names(
                in: "let scheduler = TestScheduler(initialClock: 0)\nlet result = scheduler.start { Observable.just(1) }"),
            [])
        XCTAssertEqual(MarbleHelperUses.names(in: "let x = Observable<Int>.cold\nprint(x.result, settings.scheduler)"), [])
        XCTAssertEqual(MarbleHelperUses.names(in: "func hot(_ s: String) -> Int { 0 }\nprint(hot(\"-1|\"), cold(\"-2|\"))"), ["cold"])
        XCTAssertEqual(MarbleHelperUses.names(in: "// result(x) in a comment\nlet text = \"hot(\\\"-1|\\\")\""), [])
    }

    func testAnExampleWrittenWithRxTestHasNoKeyAndItsCopySaysNothingOfHelpers() {
        let example = Fixtures.extract(Self.writtenWithRxTest).examples[0]
        XCTAssertNil(MarbleKey.html(for: example), "result and scheduler are the code's own")
        let copy = RxFlavour().copy(example, implicitModules: [])
        XCTAssertFalse(copy.text.contains("marble helpers"), copy.text)
        XCTAssertFalse(copy.title.contains("marble helpers"), copy.title)
        XCTAssertTrue(copy.text.hasPrefix("import RxSwift\nimport RxTest\n\nlet scheduler = TestScheduler(initialClock: 0)"), copy.text)
    }

    func testACopyThatCannotBeRewrittenNamesTheHelpersItNeeds() {
        let example = Fixtures.extract(
            """
            ```swift marble
            let text = "-1-2|"
            let numbers = hot(text)
            result(numbers.map { $0 * 2 })
            ```

            ```output
            -a-b|
            a = 2
            b = 4
            ```
            """
        ).examples[0]
        let copy = RxFlavour().copy(example, implicitModules: [])
        XCTAssertTrue(copy.text.contains("// hot and result are playbook's marble helpers"), copy.text)
        XCTAssertTrue(copy.title.contains("marble helpers (hot and result)"), copy.title)
        XCTAssertFalse(copy.title.contains("cold"), copy.title)
        let key = MarbleKey.html(for: example) ?? ""
        XCTAssertTrue(key.contains("What <code>hot</code> and <code>result</code> mean here"), key)
    }
}
