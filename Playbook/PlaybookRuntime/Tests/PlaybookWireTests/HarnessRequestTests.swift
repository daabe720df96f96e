import PlaybookWire
import XCTest

final class HarnessRequestTests: XCTestCase {
    func testARequestRoundTripsThroughItsLine() throws {
        let request = HarnessRequest(
            symbol: "ex_Docs_2F05_3_ab12",
            limits: ExampleLimits(memory: 2 << 30, cpuSeconds: 30, fileSize: 64 << 20, openFiles: 256, processes: UInt64.max))
        XCTAssertEqual(request.line, "ex_Docs_2F05_3_ab12 2147483648 30 67108864 256 18446744073709551615")
        XCTAssertEqual(try HarnessRequest(line: request.line), request)
    }

    func testAMarbleVariantTravelsAsALastField() throws {
        let request = HarnessRequest(symbol: "s", marbleVariant: "0.1.17")
        XCTAssertEqual(request.line, "s 0 0 0 0 0 0.1.17")
        XCTAssertEqual(try HarnessRequest(line: request.line), request)
        XCTAssertNil(try HarnessRequest(line: "s 0 0 0 0 0").marbleVariant)
    }

    func testLimitsAreSentInTheirFieldOrderWithZeroForNone() throws {
        XCTAssertEqual(HarnessRequest(symbol: "s").line, "s 0 0 0 0 0")
        let request = try HarnessRequest(line: "s 1 2 3 4 5")
        XCTAssertEqual(request.limits, ExampleLimits(memory: 1, cpuSeconds: 2, fileSize: 3, openFiles: 4, processes: 5))
        XCTAssertEqual(request.limits.values, [1, 2, 3, 4, 5])
        XCTAssertEqual(ExampleLimits(values: [7]), ExampleLimits(memory: 7))
    }

    func testMalformedLinesAreRejectedWithWhatIsWrong() {
        let cases: [(String, HarnessRequest.Malformed)] = [
            ("", .noSymbol),
            (" 1 2 3 4 5", .noSymbol),
            ("a-b 1 2 3 4 5", .invalidSymbol("a-b")),
            ("é 1 2 3 4 5", .invalidSymbol("é")),
            ("s", .wrongFieldCount(0)),
            ("s 1 2 3 4", .wrongFieldCount(4)),
            ("s 1 2 3 4 5 6", .wrongFieldCount(6)),
            ("s 1 2  4 5", .invalidLimit("")),
            ("s 1 2 x 4 5", .invalidLimit("x")),
            ("s 1 2 -3 4 5", .invalidLimit("-3")),
            ("s 1 2 +3 4 5", .invalidLimit("+3")),
            ("s 1 2 3 4 18446744073709551616", .invalidLimit("18446744073709551616")),
            ("s 1 2 3 4 5 0.1", .invalidVariant("0.1")),
            ("s 1 2 3 4 5 0.x.2", .invalidVariant("0.x.2")),
            ("s 1 2 3 4 5 0..2", .invalidVariant("0..2")),
            ("s 1 2 3 4 5 0.1.2 3", .wrongFieldCount(7))
        ]
        for (line, expected) in cases {
            XCTAssertThrowsError(try HarnessRequest(line: line), line) { error in
                XCTAssertEqual(error as? HarnessRequest.Malformed, expected, line)
            }
        }
        XCTAssertEqual(HarnessRequest.Malformed.wrongFieldCount(2).description, "the request has 2 limits, not 5")
    }
}

final class HarnessReplyTests: XCTestCase {
    func testRepliesRoundTripThroughTheirLines() {
        let replies: [HarnessReply] = [
            .started(pid: 4242), .finished(status: 0), .finished(status: 9), .finished(status: 256 * 75),
            .refused("fork: Resource temporarily unavailable")
        ]
        for reply in replies { XCTAssertEqual(HarnessReply(line: reply.line), reply, reply.line) }
        XCTAssertEqual(HarnessReply.started(pid: 12).line, "pid 12")
        XCTAssertEqual(HarnessReply.finished(status: 15).line, "status 15")
        XCTAssertEqual(HarnessReply.refused("no").line, "error no")
    }

    func testARefusalStaysOnOneLine() {
        let reply = HarnessReply.refused("first\nsecond\r\nthird")
        XCTAssertFalse(reply.line.contains("\n"))
        XCTAssertEqual(HarnessReply(line: reply.line), .refused("first second third"))
    }

    func testMalformedRepliesAreNil() {
        for line in [
            "", "pid", "pid ", "pid x", "pid 0", "pid -3", "pid 99999999999", "status", "status 1.5", "statuses 1",
            "PID 3", " pid 3", "hello", "error"
        ] {
            XCTAssertNil(HarnessReply(line: line), line)
        }
    }
}
