import Rx
import RxTesting
import XCTest

/// Asserts that `event` is an error event at `time` whose error is the Rx
/// error `expected` (compared by description: RxError cases bridge to
/// NSErrors that the equality of RxTesting would not tell apart).
func assertRxError<Element>(
    _ event: Recorded<Event<Element>>?, at time: TestTime, _ expected: RxError,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let event else { return XCTFail("no event", file: file, line: line) }
    XCTAssertEqual(event.time, time, file: file, line: line)
    guard let error = event.value.error as? RxError else {
        return XCTFail("expected \(expected), got \(event.value)", file: file, line: line)
    }
    XCTAssertEqual(error.description, expected.description, file: file, line: line)
}
