import Foundation
import XCTest
import Rx
import RxTesting

/// flatMapLatest's inner `just`, `empty` and `error` send their events without
/// a subscription (`SwitchSink.sendAtOnce`). Each script runs twice, once with
/// those inners and once with twins that must be subscribed (`.map { $0 }` of
/// the same observable), and both must leave the same log: the elements, the
/// terminal event, and when the replaced subject inners and the source are
/// disposed (before the terminal event they end with, as in RxSwift, where
/// the switch disposes a subscription before forwarding its end). The expected logs are written out too, so that both cannot be
/// wrong the same way.
final class SwitchLatestAtOnceTests: RxTest {
    enum Inner {
        case just(Int), empty, error, subject(Int)
    }

    enum Step {
        case outer(Inner), send(subject: Int, Int), complete(subject: Int), completeOuter, failOuter, dispose
    }

    /// Runs `steps`; the subscriber sends `reentry[value]` into the outer
    /// subject when it receives `value`, and disposes its subscription when
    /// it receives `disposeOn`.
    private func log(
        _ steps: [Step], subscribed: Bool, reentry: [Int: Inner] = [:], disposeOn: Int? = nil
    ) -> [String] {
        var log: [String] = []
        let outer = PublishSubject<Inner>()
        let subjects = (0..<3).map { _ in PublishSubject<Int>() }
        func observable(_ inner: Inner) -> Observable<Int> {
            let made: Observable<Int>
            switch inner {
            case .just(let value): made = .just(value)
            case .empty: made = .empty()
            case .error: made = .error(testError)
            case .subject(let index):
                return subjects[index].do(onDispose: { log.append("disposed s\(index)") })
            }
            return subscribed ? made.map { $0 } : made
        }
        var subscription: Disposable?
        subscription = outer.do(onDispose: { log.append("disposed outer") })
            .flatMapLatest { observable($0) }
            .subscribe(
                onNext: { value in
                    log.append("next \(value)")
                    if let inner = reentry[value] { outer.onNext(inner) }
                    if value == disposeOn { subscription?.dispose() }
                },
                onError: { _ in log.append("error") },
                onCompleted: { log.append("completed") })
        for step in steps {
            switch step {
            case .outer(let inner): outer.onNext(inner)
            case .send(let index, let value): subjects[index].onNext(value)
            case .complete(let index): subjects[index].onCompleted()
            case .completeOuter: outer.onCompleted()
            case .failOuter: outer.onError(testError)
            case .dispose: subscription?.dispose()
            }
        }
        subscription?.dispose()
        return log
    }

    private func assertBoth(
        _ steps: [Step], reentry: [Int: Inner] = [:], disposeOn: Int? = nil, expected: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let atOnce = log(steps, subscribed: false, reentry: reentry, disposeOn: disposeOn)
        let twins = log(steps, subscribed: true, reentry: reentry, disposeOn: disposeOn)
        XCTAssertEqual(atOnce, twins, "at once against subscribed", file: file, line: line)
        XCTAssertEqual(atOnce, expected, file: file, line: line)
    }

    func testAJustDisposesThePreviousInnerBeforeItsElement() {
        assertBoth(
            [.outer(.subject(0)), .send(subject: 0, 1), .outer(.just(2)), .send(subject: 0, 3), .completeOuter],
            expected: ["next 1", "disposed s0", "next 2", "disposed outer", "completed"])
    }

    func testTheOuterCompletingWaitsForASubjectAfterAJust() {
        assertBoth(
            [.outer(.just(1)), .outer(.subject(1)), .completeOuter, .send(subject: 1, 2), .complete(subject: 1)],
            expected: ["next 1", "disposed outer", "next 2", "disposed s1", "completed"])
    }

    func testEmptyAndErrorInners() {
        assertBoth(
            [
                .outer(.subject(0)), .outer(.empty), .send(subject: 0, 9), .outer(.just(1)), .outer(.error),
                .outer(.just(2))
            ],
            expected: ["disposed s0", "next 1", "error", "disposed outer"])
        assertBoth([.outer(.empty), .completeOuter], expected: ["disposed outer", "completed"])
    }

    func testAnOuterErrorAfterAJust() {
        assertBoth([.outer(.just(1)), .failOuter, .outer(.just(2))], expected: ["next 1", "error", "disposed outer"])
    }

    func testAJustSentFromTheSubscriberReplacesTheInnerBeingDelivered() {
        // The subscriber, handed 1 by subject 0, switches to just 2, which
        // switches to subject 1: subject 0's next element is dropped.
        assertBoth(
            [
                .outer(.subject(0)), .send(subject: 0, 1), .send(subject: 0, 5), .send(subject: 1, 3),
                .completeOuter, .complete(subject: 1)
            ],
            reentry: [1: .just(2), 2: .subject(1)],
            expected: ["next 1", "disposed s0", "next 2", "next 3", "disposed outer", "disposed s1", "completed"])
    }

    func testAJustSentFromTheSubscriberOfAJust() {
        // just 1 is replaced while it is delivered (by just 2, then empty):
        // its completion, and just 2's, must not end the latest inner's.
        assertBoth(
            [.outer(.just(1)), .completeOuter],
            reentry: [1: .just(2), 2: .empty],
            expected: ["next 1", "next 2", "disposed outer", "completed"])
        assertBoth(
            [.outer(.just(1)), .completeOuter, .send(subject: 2, 4), .complete(subject: 2)],
            reentry: [1: .subject(2)],
            expected: ["next 1", "disposed outer", "next 4", "disposed s2", "completed"])
    }

    func testDisposedWhileAJustIsDelivered() {
        assertBoth(
            [.outer(.subject(0)), .outer(.just(1)), .outer(.just(2)), .send(subject: 0, 3)],
            disposeOn: 1,
            expected: ["disposed s0", "next 1", "disposed outer"])
    }

    func testResourcesAreReleased() {
        #if TRACE_RESOURCES
            let before = Resources.total
            _ = log([.outer(.subject(0)), .outer(.just(1)), .outer(.empty), .outer(.error)], subscribed: false)
            XCTAssertEqual(Resources.total, before)
        #endif
    }
}
