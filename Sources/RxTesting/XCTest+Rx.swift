#if canImport(XCTest)
    import XCTest
    import Rx

    /// Asserts that two arrays of events are equal; on failure prints both,
    /// one event per line, with the differing lines marked.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Event<T>], _ rhs: [Event<T>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let equal = lhs == rhs
        XCTAssertTrue(equal, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that two arrays of recorded events are equal; on failure prints
    /// both, one event per line, with the differing lines marked.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let equal = lhs == rhs
        XCTAssertTrue(equal, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that two arrays of recorded optional-element events are equal.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let equal = lhs == rhs
        XCTAssertTrue(equal, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that the elements of `stream`'s `next` events are `elements`.
    public func XCTAssertRecordedElements<T: Equatable>(
        _ stream: [Recorded<Event<T>>], _ elements: [T],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let recorded = stream.compactMap { $0.value.element }
        XCTAssertEqual(recorded, elements, file: file, line: line)
    }

    /// The failure message of the event assertions: both sides line by line,
    /// `-` for lines only in the expected side, `+` for lines only in the actual
    /// side.
    func equalityFailureMessage<T: Equatable>(_ actual: [T], _ expected: [T]) -> String {
        var lines = ["events differ (- expected, + actual):"]
        let count = max(actual.count, expected.count)
        for index in 0..<count {
            let left = index < actual.count ? actual[index] : nil
            let right = index < expected.count ? expected[index] : nil
            if left == right, let left {
                lines.append("  \(String(describing: left))")
            } else {
                if let right { lines.append("- \(String(describing: right))") }
                if let left { lines.append("+ \(String(describing: left))") }
            }
        }
        return lines.joined(separator: "\n")
    }
#endif
