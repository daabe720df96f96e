import XCTest
import Rx
import RxTesting

/// RxTest's `XCTAssertEqual` overloads for arrays of `SingleEvent`,
/// `MaybeEvent` and `CompletableEvent`, plain and recorded.
final class TraitEventAssertionTests: RxTest {
    func testEqualArraysPass() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(testError)], [.success(1), .failure(testError)])
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(testError)], [.success(1), .completed, .error(testError)])
        XCTAssertEqual([CompletableEvent.completed, .error(testError)], [.completed, .error(testError)])
        XCTAssertEqual([Recorded(time: 10, value: SingleEvent<Int>.success(1))], [Recorded(time: 10, value: .success(1))])
        XCTAssertEqual([Recorded(time: 10, value: MaybeEvent<Int>.completed)], [Recorded(time: 10, value: .completed)])
        XCTAssertEqual(
            [Recorded(time: 10, value: CompletableEvent.error(testError))],
            [Recorded(time: 10, value: .error(testError))])
    }

    /// Failures recorded while `capturing` is set, instead of failing the test.
    private var captured: [(description: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(
        withDescription description: String, inFile filePath: String,
        atLine lineNumber: Int, expected: Bool
    ) {
        if capturing {
            captured.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testDifferencesFailAtTheCallersLine() {
        capturing = true
        let firstLine = #line + 1
        XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)])
        XCTAssertEqual([SingleEvent<Int>.failure(testError1)], [.failure(testError2)])
        XCTAssertEqual([MaybeEvent<Int>.success(1)], [.completed])
        XCTAssertEqual([CompletableEvent.completed], [.error(testError)])
        XCTAssertEqual([Recorded(time: 10, value: SingleEvent<Int>.success(1))], [Recorded(time: 11, value: .success(1))])
        XCTAssertEqual([Recorded(time: 10, value: MaybeEvent<Int>.success(1))], [Recorded(time: 10, value: .success(3))])
        XCTAssertEqual([Recorded(time: 10, value: CompletableEvent.completed)], [Recorded(time: 12, value: .completed)])
        capturing = false

        XCTAssertEqual(captured.map(\.line), Array(firstLine..<(firstLine + 7)))
        XCTAssertTrue(captured.allSatisfy { $0.description.contains("events differ") }, "\(captured)")
        XCTAssertTrue(captured[0].description.contains("- success(2)"), captured[0].description)
        XCTAssertTrue(captured[0].description.contains("+ success(1)"), captured[0].description)
    }
}
