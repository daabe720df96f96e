import Foundation
import Rx
import Synchronization
import XCTest

/// create's sink serialises what its subscribe function sends with a lock
/// word of its own, and keeps a terminal event taken under it for after the
/// outermost release: these pin the order a subscriber sees when events are
/// sent back into the observer while it handles one, and from another
/// thread while one is being handled.
final class CreateSerializationTests: XCTestCase {
    func testEventsSentFromTheSubscriberWhileItHandlesOneKeepTheirOrder() {
        var log: [String] = []
        var captured: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { log.append("disposed") }
        }
        .map { $0 * 10 }
        .subscribe(
            onNext: { value in
                log.append("\(value) begins")
                if value == 10 {
                    // An element sent back in is delivered at once, nested;
                    // the completion waits until this handler returns, and
                    // what follows it is dropped.
                    captured?.onNext(2)
                    captured?.onCompleted()
                    captured?.onNext(3)
                    captured?.onError(CreateSerializationError.boom)
                }
                log.append("\(value) ends")
            },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") })
        captured?.onNext(1)
        XCTAssertEqual(log, ["10 begins", "20 begins", "20 ends", "10 ends", "completed", "disposed"])
        captured?.onNext(4)
        captured?.onCompleted()
        XCTAssertEqual(log.count, 6, "events after the end reached the subscriber: \(log)")
        subscription.dispose()
        XCTAssertEqual(log.count, 6)
    }

    func testAnErrorSentBackInWhileHandlingAnElementArrivesAfterIt() {
        var log: [String] = []
        var captured: AnyObserver<Int>?
        _ = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create { log.append("disposed") }
        }
        .subscribe(
            onNext: { value in
                log.append("\(value) begins")
                captured?.onError(CreateSerializationError.boom)
                log.append("\(value) ends")
            },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") })
        captured?.onNext(1)
        captured?.onNext(2)
        XCTAssertEqual(log, ["1 begins", "1 ends", "error", "disposed"])
    }

    func testATerminalEventFromAnotherThreadWaitsForTheElementBeingHandled() {
        for _ in 0..<20 {
            let inside = Atomic<Int>(0)
            let overlaps = Atomic<Int>(0)
            let completions = Atomic<Int>(0)
            let afterEnd = Atomic<Int>(0)
            let handling = DispatchSemaphore(value: 0)
            let sent = DispatchGroup()
            var captured: AnyObserver<Int>?
            let subscription = Observable<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
            .subscribe(
                onNext: { value in
                    if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                        overlaps.add(1, ordering: .relaxed)
                    }
                    if completions.load(ordering: .acquiring) != 0 { afterEnd.add(1, ordering: .relaxed) }
                    if value == 0 {
                        handling.signal()
                        // Long enough for the other thread to find the lock
                        // held and sleep for it.
                        usleep(2_000)
                    }
                    inside.subtract(1, ordering: .acquiringAndReleasing)
                },
                onCompleted: {
                    if inside.load(ordering: .acquiring) != 0 { overlaps.add(1, ordering: .relaxed) }
                    completions.add(1, ordering: .acquiringAndReleasing)
                })
            let observer = captured!
            sent.enter()
            DispatchQueue.global().async {
                observer.onNext(0)
                for value in 1..<100 { observer.onNext(value) }
                sent.leave()
            }
            handling.wait()
            observer.onCompleted()
            sent.wait()
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "two events at once")
            XCTAssertEqual(completions.load(ordering: .relaxed), 1)
            XCTAssertEqual(afterEnd.load(ordering: .relaxed), 0, "an element after the completion")
            subscription.dispose()
        }
    }
}

private enum CreateSerializationError: Swift.Error {
    case boom
}
