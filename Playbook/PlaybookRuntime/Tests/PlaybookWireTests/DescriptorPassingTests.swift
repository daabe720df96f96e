#if canImport(Glibc)
    import Glibc
#endif
@testable import PlaybookWire
import XCTest

final class DescriptorPassingTests: XCTestCase {
    private func socketPair() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { throw XCTSkip("no socketpair: errno \(errno)") }
        addTeardownBlock {
            close(ends[0]); close(ends[1])
        }
        return (ends[0], ends[1])
    }

    private func pipeEnds() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(pipe(&ends), 0)
        addTeardownBlock {
            close(ends[0]); close(ends[1])
        }
        return (ends[0], ends[1])
    }

    func testDescriptorsArriveOpenAndWorkOnTheOtherSide() throws {
        let (sender, receiver) = try socketPair()
        let first = try pipeEnds()
        let second = try pipeEnds()
        XCTAssertTrue(DescriptorPassing.send(Array("s 0 0 0 0 0\n".utf8), descriptors: [first.write, second.write], on: sender))
        let received = try XCTUnwrap(DescriptorPassing.receive(on: receiver))
        XCTAssertEqual(String(decoding: received.bytes, as: UTF8.self), "s 0 0 0 0 0\n")
        XCTAssertEqual(received.descriptors.count, 2)
        // New descriptors, not the sender's numbers: writing to them reaches the pipes.
        for (descriptor, pipe) in zip(received.descriptors, [first, second]) {
            XCTAssertFalse([first.write, second.write].contains(descriptor))
            XCTAssertEqual(write(descriptor, "x", 1), 1)
            var byte: UInt8 = 0
            XCTAssertEqual(read(pipe.read, &byte, 1), 1)
            XCTAssertEqual(byte, UInt8(ascii: "x"))
            close(descriptor)
        }
    }

    func testAMessageWithoutDescriptorsCarriesItsBytesAlone() throws {
        let (sender, receiver) = try socketPair()
        XCTAssertTrue(DescriptorPassing.send(Array("pid 3\n".utf8), descriptors: [], on: sender))
        let received = try XCTUnwrap(DescriptorPassing.receive(on: receiver))
        XCTAssertEqual(received.bytes, Array("pid 3\n".utf8))
        XCTAssertEqual(received.descriptors, [])
    }

    func testAClosedPeerIsNilAndAFailedSendIsFalseNotSIGPIPE() throws {
        let (sender, receiver) = try socketPair()
        close(sender)
        XCTAssertNil(DescriptorPassing.receive(on: receiver))
        var ends: [Int32] = [-1, -1]
        XCTAssertEqual(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends), 0)
        close(ends[1])
        XCTAssertFalse(DescriptorPassing.send(Array("x\n".utf8), descriptors: [], on: ends[0]))
        close(ends[0])
    }

    func testTheControlLayoutIsCMSGSpace() {
        // On 64-bit Linux a cmsghdr is 16 bytes, already aligned: two descriptors take 16 + 8.
        XCTAssertEqual(DescriptorPassing.controlSpace(descriptors: 2), MemoryLayout<Int>.size == 8 ? 24 : 20)
        XCTAssertEqual(DescriptorPassing.controlSpace(descriptors: 1), MemoryLayout<Int>.size == 8 ? 24 : 16)
    }
}
