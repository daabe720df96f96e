import XCTest
import Rx

/// A subject's state is mutated without run-time exclusivity checks: these pin
/// that an observer released by an unsubscription, whose `deinit` unsubscribes
/// from the same subject again (on the same thread, through the recursive
/// lock), never overlaps the first mutation.
final class SubjectReentrantUnsubscribeTests: RxTest {
    /// Holds a subscription to the subject; dropped by the other observer.
    private final class Screen {
        let bag = DisposeBag()
    }

    func testObserverWhoseReleaseUnsubscribesAgainLeavesTheSubjectConsistent() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        var screen: Screen? = Screen()
        subject.subscribe(onNext: { received.append("screen \($0)") }).disposed(by: screen!.bag)
        let first = subject.subscribe(onNext: { [screen] value in
            _ = screen
            received.append("first \(value)")
        })
        let last = subject.subscribe(onNext: { received.append("last \($0)") })
        screen = nil
        subject.onNext(1)
        // Releases the first observer, hence the screen, whose bag
        // unsubscribes the screen's observer.
        first.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, ["screen 1", "first 1", "last 1", "last 2"])
        XCTAssertTrue(subject.hasObservers)
        last.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposingTheSubjectReleasesObserversThatUnsubscribeAgain() {
        let subject = PublishSubject<Int>()
        var screen: Screen? = Screen()
        subject.subscribe(onNext: { _ in }).disposed(by: screen!.bag)
        _ = subject.subscribe(onNext: { [screen] _ in _ = screen })
        screen = nil
        subject.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(subject.isDisposed)
    }
}
