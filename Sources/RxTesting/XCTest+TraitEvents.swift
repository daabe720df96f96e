#if canImport(XCTest)
    import XCTest
    import Rx

    /// Asserts that two arrays of `Single` events are equal (errors compare by
    /// `NSError` domain and code); on failure prints both, one event per line.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let left = lhs.map(ComparedSingleEvent.init)
        let right = rhs.map(ComparedSingleEvent.init)
        XCTAssertTrue(left == right, equalityFailureMessage(left, right), file: file, line: line)
    }

    /// Asserts that two arrays of recorded `Single` events are equal, times
    /// included.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let left = lhs.map { Recorded(time: $0.time, value: ComparedSingleEvent($0.value)) }
        let right = rhs.map { Recorded(time: $0.time, value: ComparedSingleEvent($0.value)) }
        XCTAssertTrue(left == right, equalityFailureMessage(left, right), file: file, line: line)
    }

    /// Asserts that two arrays of `Maybe` events are equal.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(lhs == rhs, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that two arrays of recorded `Maybe` events are equal, times
    /// included.
    public func XCTAssertEqual<T: Equatable>(
        _ lhs: [Recorded<MaybeEvent<T>>], _ rhs: [Recorded<MaybeEvent<T>>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(lhs == rhs, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that two arrays of `Completable` events are equal.
    public func XCTAssertEqual(
        _ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(lhs == rhs, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// Asserts that two arrays of recorded `Completable` events are equal, times
    /// included.
    public func XCTAssertEqual(
        _ lhs: [Recorded<CompletableEvent>], _ rhs: [Recorded<CompletableEvent>],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertTrue(lhs == rhs, equalityFailureMessage(lhs, rhs), file: file, line: line)
    }

    /// A `SingleEvent` (a `Result`, which is not `Equatable` over `Error`) made
    /// comparable: equal elements, or errors of the same domain and code.
    private struct ComparedSingleEvent<T: Equatable>: Equatable, CustomStringConvertible {
        let event: SingleEvent<T>

        init(_ event: SingleEvent<T>) { self.event = event }

        static func == (lhs: ComparedSingleEvent, rhs: ComparedSingleEvent) -> Bool {
            switch (lhs.event, rhs.event) {
            case let (.success(left), .success(right)): return left == right
            case let (.failure(left), .failure(right)): return errorsEqual(left, right)
            default: return false
            }
        }

        var description: String {
            switch event {
            case .success(let element): return "success(\(element))"
            case .failure(let error): return "failure(\(error))"
            }
        }
    }
#endif
