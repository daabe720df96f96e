import Foundation
import XCTest
import Rx
import RxTesting

/// The base of the library's tests: when resource tracing is on
/// (`swift test --traits TraceResources`), checks in tearDown that
/// `Resources.total` came back to where it was in setUp, so a test that
/// disposes everything proves it leaks nothing.
class RxTest: XCTestCase {
    #if TRACE_RESOURCES
        private var startResourceCount: Int32 = 0
    #endif

    /// Whether tearDown checks the resource count; a test that deliberately
    /// keeps something alive (a never-disposed subscription) turns it off.
    var checksResourceLeaks = true

    override func setUp() {
        super.setUp()
        checksResourceLeaks = true
        #if TRACE_RESOURCES
            startResourceCount = Resources.total
        #endif
    }

    override func tearDown() {
        #if TRACE_RESOURCES
            if checksResourceLeaks {
                // Work delivered on the main queue or background queues may still
                // be releasing its last references: give it a moment.
                let deadline = Date().addingTimeInterval(1)
                while Resources.total != startResourceCount && Date() < deadline {
                    RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.005))
                }
                XCTAssertEqual(Resources.total, startResourceCount, "resources leaked by \(name)")
            }
        #endif
        super.tearDown()
    }
}

/// An error for tests, distinguishable by code.
struct TestError: Error, CustomStringConvertible, Equatable {
    let code: Int
    init(_ code: Int = 0) { self.code = code }
    var description: String { "TestError(\(code))" }
}

let testError = NSError(domain: "RxTests", code: -1)
let testError1 = NSError(domain: "RxTests", code: 1)
let testError2 = NSError(domain: "RxTests", code: 2)
