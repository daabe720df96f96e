import XCTest
@testable import Playbook
@testable import PlaybookRx

final class HarnessServerTests: XCTestCase {
    func testAProgramThatDoesNotServeIsAClearFailureNotAHang() throws {
        // /bin/true exits at once: the request finds the socket closed.
        let server = try HarnessServer(executable: URL(fileURLWithPath: "/bin/true"), grace: 0, environment: [:])
        XCTAssertThrowsError(try server.run(symbol: "anything", deadline: 5, outputLimit: nil)) { error in
            XCTAssertTrue("\(error)".contains("the harness server stopped answering"), "\(error)")
        }
    }

    func testAMissingHarnessIsASpawnError() {
        XCTAssertThrowsError(try HarnessServer(executable: URL(fileURLWithPath: "/nonexistent/harness"), grace: 0, environment: [:]))
    }

    func testSharesAreContiguousNearlyEqualAndNeverEmpty() {
        XCTAssertEqual(HarnessProgram.partition(Array(1...7), into: 2), [[1, 2, 3], [4, 5, 6, 7]])
        XCTAssertEqual(HarnessProgram.partition([1], into: 4), [[1]])
        // Compile shares balanced by cost: one costly example does not share a compiler with the rest.
        XCTAssertEqual(HarnessProgram.balanced([1, 9, 1, 1, 1, 2], into: 2) { $0 }, [[9], [2, 1, 1, 1, 1]])
        XCTAssertEqual(HarnessProgram.balanced([3, 3, 3, 3], into: 2) { $0 }, [[3, 3], [3, 3]])
        XCTAssertEqual(HarnessProgram.balanced([5], into: 3) { $0 }, [[5]])
        XCTAssertEqual(HarnessProgram.partition(Array(1...6), into: 3), [[1, 2], [3, 4], [5, 6]])
    }
}
