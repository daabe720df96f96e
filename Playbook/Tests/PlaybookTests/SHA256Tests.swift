import XCTest
@testable import Playbook
@testable import PlaybookRx

final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testFieldsAreLengthPrefixed() {
        var first = SHA256(), second = SHA256()
        first.update(field: "ab"); first.update(field: "c")
        second.update(field: "a"); second.update(field: "bc")
        XCTAssertNotEqual(first.hexDigest(), second.hexDigest())
    }
}
