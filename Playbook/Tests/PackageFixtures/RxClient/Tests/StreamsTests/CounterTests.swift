import RxBlocking
import RxTest
import Streams
import XCTest

final class CounterTests: XCTestCase {
    func testTheFirstValueIsZero() throws {
        XCTAssertEqual(try Counter().values.take(1).toBlocking().first(), 0)
    }
}
