import PlaybookWire
import XCTest

final class LineBufferTests: XCTestCase {
    func testLinesComeWholeWhateverTheReadsAre() {
        var buffer = LineBuffer()
        XCTAssertNil(buffer.nextLine())
        buffer.append(Array("pid 1".utf8))
        XCTAssertNil(buffer.nextLine(), "no newline yet")
        XCTAssertEqual(buffer.partialCount, 5)
        buffer.append(Array("2\nstatus 0\nerr".utf8))
        XCTAssertEqual(buffer.nextLine(), "pid 12")
        XCTAssertEqual(buffer.nextLine(), "status 0")
        XCTAssertNil(buffer.nextLine())
        buffer.append(Array("or x\n\n".utf8))
        XCTAssertEqual(buffer.nextLine(), "error x")
        XCTAssertEqual(buffer.nextLine(), "")
        XCTAssertNil(buffer.nextLine())
        XCTAssertEqual(buffer.partialCount, 0)
    }

    func testInvalidUTF8IsReplacedNotLost() {
        var buffer = LineBuffer()
        buffer.append([0x61, 0xFF, 0x62, 0x0A])
        XCTAssertEqual(buffer.nextLine(), "a\u{FFFD}b")
    }
}
