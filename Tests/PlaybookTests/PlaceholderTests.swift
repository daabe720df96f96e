import XCTest
import Playbook
final class PlaybookPlaceholderTests: XCTestCase { func testNothing() {} }
