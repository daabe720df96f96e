import Foundation
import XCTest
import Rx
import RxBlocking

/// `single(_:)` reads until the second matching element and no further.
final class BlockingSingleTests: XCTestCase {
    func testSinglePredicateIsNotCalledAfterTheSecondMatch() {
        var tested: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(1, 2, 3, 4, 5).toBlocking().single { element in
                tested.append(element)
                return element.isMultiple(of: 2)
            }
        ) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(tested, [1, 2, 3, 4])
    }

    func testSingleOnAnAsynchronousSourceStopsAtTheSecondMatch() {
        var tested: [Int] = []
        let source = Observable<Int>.create { observer in
            let queue = DispatchQueue(label: "BlockingSingleTests")
            queue.async {
                for element in 1...6 { observer.onNext(element) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertThrowsError(
            try source.toBlocking(timeout: 5).single { element in
                tested.append(element)
                return element > 2
            }
        ) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("got \(error)") }
        }
        XCTAssertEqual(tested, [1, 2, 3, 4])
    }

    func testSingleErrorAfterTheOnlyMatchIsThrown() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onError(RxError.unknown)
            return Disposables.create()
        }
        XCTAssertThrowsError(try source.toBlocking().single { $0 == 2 }) { error in
            guard case RxError.unknown = error else { return XCTFail("got \(error)") }
        }
    }
}
