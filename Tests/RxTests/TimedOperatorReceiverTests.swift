import Rx
import RxTesting
import XCTest

/// The timed operators' sinks are receivers: below map (a `ReceiverProducer`)
/// map builds its sink for them directly, elsewhere they are subscribed as
/// any observer. Either way each must receive, and send on, the same events
/// at the same virtual times, and leave nothing behind (`RxTest` checks
/// `Resources.total` after each test).
final class TimedOperatorReceiverTests: RxTest {
    typealias Apply = (Observable<Int>, TestScheduler) -> Observable<Int>

    let operators: [(String, Apply)] = [
        ("debounce", { $0.debounce(.seconds(5), scheduler: $1) }),
        ("throttle", { $0.throttle(.seconds(5), scheduler: $1) }),
        ("throttle(latest: false)", { $0.throttle(.seconds(5), latest: false, scheduler: $1) }),
        ("delay", { $0.delay(.seconds(3), scheduler: $1) }),
        ("delaySubscription", { $0.delaySubscription(.seconds(3), scheduler: $1) }),
        ("sample", { $0.sample(Observable<Int>.interval(.seconds(4), scheduler: $1)) }),
        ("take(for:)", { $0.take(for: .seconds(25), scheduler: $1) }),
        ("skip(_:scheduler:)", { $0.skip(.seconds(12), scheduler: $1) })
    ]

    private func run(_ apply: @escaping Apply, throughMap: Bool, failing: Bool) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let end: Recorded<Event<Int>> = failing ? .error(40, testError) : .completed(40)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(12, 2), .next(20, 3), .next(31, 4), end])
        let observer = scheduler.start {
            apply(throughMap ? xs.asObservable().map { $0 * 1 } : xs.asObservable(), scheduler)
        }
        return observer.events
    }

    func testBelowMapEachReceivesWhatItReceivesDirectly() {
        for (name, apply) in operators {
            for failing in [false, true] {
                let direct = run(apply, throughMap: false, failing: failing)
                let belowMap = run(apply, throughMap: true, failing: failing)
                XCTAssertEqual(belowMap, direct, "\(name), failing: \(failing)")
                XCTAssertNotNil(direct.last?.value.isStopEvent == true ? direct.last : nil, "\(name) did not end")
                XCTAssertTrue(direct.contains { $0.value.element != nil }, "\(name) sent no element")
            }
        }
    }
}
