import XCTest
import Rx

/// zip's buffers: elements that wait for their partners are paired in order
/// however many wait and however the sources alternate, and every buffered
/// element is released once, when it is used or when the zip goes away.
final class ZipBufferTests: RxTest {
    /// Counts the tokens alive.
    private final class Census {
        var alive = 0
    }

    /// An element whose instances are counted, to see each released once.
    private final class Token {
        let value: Int
        let census: Census
        init(_ value: Int, _ census: Census) {
            self.value = value
            self.census = census
            census.alive += 1
        }
        deinit { census.alive -= 1 }
    }

    /// Sends `counts[i]` elements to the first source, then as many to the
    /// second, round after round: the first source's buffer fills, drains,
    /// wraps around its end and grows while it holds wrapped elements.
    private func pairs(_ counts: [Int], zip: (PublishSubject<String>, PublishSubject<String>) -> Observable<String>)
        -> [String]
    {
        let first = PublishSubject<String>(), second = PublishSubject<String>()
        var received: [String] = []
        let subscription = zip(first, second).subscribe(onNext: { received.append($0) })
        var sentFirst = 0, sentSecond = 0
        for (round, count) in counts.enumerated() {
            for _ in 0..<count {
                sentFirst += 1
                first.onNext("a\(sentFirst)")
            }
            // Leaves one element waiting, except on the last round.
            let pairsToMake = round == counts.count - 1 ? sentFirst - sentSecond : max(0, sentFirst - sentSecond - 1)
            for _ in 0..<pairsToMake {
                sentSecond += 1
                second.onNext("b\(sentSecond)")
            }
        }
        subscription.dispose()
        return received
    }

    func testZipPairsInOrderWhileItsBuffersWrapAndGrow() {
        let counts = [3, 2, 3, 1, 7, 2, 9, 1, 16, 5]
        let total = counts.reduce(0, +)
        let expected = (1...total).map { "a\($0)b\($0)" }
        XCTAssertEqual(pairs(counts) { Observable.zip($0, $1) { $0 + $1 } }, expected)
        XCTAssertEqual(pairs(counts) { Observable.zip([$0, $1]) { $0.joined() } }, expected)
        XCTAssertEqual(
            pairs(counts) { Observable.zip($0, $1, Observable<String>.never().startWith("")) { $0 + $1 + $2 } }
                .count, 1, "the third source has one element: one result")
    }

    func testZipOfEightPairsInOrderWhenEverySourceBuffers() {
        let subjects = (0..<8).map { _ in PublishSubject<Int>() }
        var received: [[Int]] = []
        let subscription = Observable.zip(
            subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6], subjects[7]
        ) { [$0, $1, $2, $3, $4, $5, $6, $7] }
        .subscribe(onNext: { received.append($0) })
        // Each source gets 5 elements before the next one starts: the last
        // source's elements make the results.
        for (index, subject) in subjects.enumerated() {
            for round in 0..<5 { subject.onNext(round * 10 + index) }
        }
        subscription.dispose()
        XCTAssertEqual(received, (0..<5).map { round in (0..<8).map { round * 10 + $0 } })
    }

    func testZipReleasesEveryBufferedElementOnce() {
        let census = Census()
        do {
            let first = PublishSubject<Token>(), second = PublishSubject<Token>()
            var sum = 0
            let subscription = Observable.zip(first, second) { $0.value + $1.value }.subscribe(onNext: { sum += $0 })
            // Buffer 3 (grows), pair 2, buffer 4 more (wraps, grows with
            // wrapped elements): 5 left waiting when the zip is disposed.
            for value in 1...3 { first.onNext(Token(value, census)) }
            for value in 1...2 { second.onNext(Token(value * 100, census)) }
            for value in 4...7 { first.onNext(Token(value, census)) }
            XCTAssertEqual(sum, 1 + 100 + 2 + 200)
            XCTAssertEqual(census.alive, 5, "the used elements are released at once")
            subscription.dispose()
        }
        XCTAssertEqual(census.alive, 0, "the waiting elements are released with the zip")
    }

    func testZipCollectionReleasesEveryBufferedElementOnce() {
        let census = Census()
        do {
            let sources = (0..<3).map { _ in PublishSubject<Token>() }
            var sum = 0
            let subscription = Observable.zip(sources) { $0.reduce(0) { $0 + $1.value } }.subscribe(onNext: { sum += $0 })
            for value in 1...5 { sources[0].onNext(Token(value, census)) }
            for value in 1...3 { sources[1].onNext(Token(value, census)) }
            sources[2].onNext(Token(1000, census))
            XCTAssertEqual(sum, 1002)
            XCTAssertEqual(census.alive, 4 + 2, "the used elements are released at once")
            subscription.dispose()
        }
        XCTAssertEqual(census.alive, 0, "the waiting elements are released with the zip")
    }
}
