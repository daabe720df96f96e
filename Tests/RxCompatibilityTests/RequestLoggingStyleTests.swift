// RxSwift 6.10's request-logging switch, written as an RxSwift user writes
// it: a static closure on `URLSession.rx`.
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import XCTest
import Rx

final class RequestLoggingStyleTests: XCTestCase {
    func testShouldLogRequestIsAStaticClosureOnURLSessionRx() {
        let saved = URLSession.rx.shouldLogRequest
        defer { URLSession.rx.shouldLogRequest = saved }
        URLSession.rx.shouldLogRequest = { request in request.url?.host == "example.com" }
        let closure: (URLRequest) -> Bool = URLSession.rx.shouldLogRequest
        XCTAssertTrue(closure(URLRequest(url: URL(string: "https://example.com/a")!)))
        XCTAssertFalse(closure(URLRequest(url: URL(string: "https://example.org/a")!)))
    }
}
