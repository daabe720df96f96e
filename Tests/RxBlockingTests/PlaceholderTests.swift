import XCTest
import Rx
final class PlaceholderTests: XCTestCase { func testNothing() {} }
