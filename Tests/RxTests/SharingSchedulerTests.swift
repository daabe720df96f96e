import XCTest
import Rx
import RxTesting

/// `SharingScheduler.make()` makes a new `MainScheduler()` for each Driver and
/// Signal (as RxCocoa does), and the creation operators schedule their
/// events as RxCocoa's do.
final class SharingSchedulerTests: RxTest {
    private func pumpMainRunLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(2)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
    }

    func testTheDefaultMakesANewMainSchedulerEachTime() {
        let first = SharingScheduler.make()
        let second = SharingScheduler.make()
        XCTAssertTrue(first is MainScheduler)
        XCTAssertTrue(second is MainScheduler)
        XCTAssertFalse(first as AnyObject === second as AnyObject)
        XCTAssertFalse(first as AnyObject === MainScheduler.instance)
    }

    /// Each Driver has its own main scheduler, so a Driver subscribed inside
    /// another Driver's delivery (on the main thread) delivers at once
    /// rather than after the outer delivery returns.
    func testNestedSynchronousDriverSubscriptionsDeliverInline() {
        var log: [String] = []
        let bag = DisposeBag()
        Driver.just(1).drive(onNext: { _ in
            log.append("outer 1")
            Driver.just(2).drive(onNext: { _ in
                log.append("inner 2")
                Signal.just(3).emit(onNext: { _ in log.append("innermost 3") }).disposed(by: bag)
                log.append("after innermost")
            }).disposed(by: bag)
            log.append("after inner")
        }).disposed(by: bag)
        pumpMainRunLoop(until: { log.count == 5 })
        XCTAssertEqual(log, ["outer 1", "inner 2", "innermost 3", "after innermost", "after inner"])
    }

    func testFromOptionalDeliversTheElementAndTheCompletionAsTwoActions() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertEqual(
                scheduler.start { Driver.from(optional: Optional(3)) }.events,
                [.next(201, 3), .completed(202)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            XCTAssertEqual(
                scheduler2.start { Signal.from(optional: Optional(4)) }.events,
                [.next(201, 4), .completed(202)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            XCTAssertEqual(scheduler3.start { Driver<Int>.from(optional: nil) }.events, [.completed(201)])
        }
    }

    func testCreationOperatorsScheduleTheirEventsAsRxCocoaDoes() {
        func events(_ make: () -> Driver<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            var result: [Recorded<Event<Int>>] = []
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = make()
                result = scheduler.start { driver }.events
            }
            return result
        }
        XCTAssertEqual(events { Driver.just(1) }, [.next(201, 1), .completed(201)])
        XCTAssertEqual(events { Driver.empty() }, [.completed(201)])
        XCTAssertEqual(events { Driver.never() }, [])
        XCTAssertEqual(events { Driver.of(1, 2) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(events { Driver.from([1, 2]) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(events { Driver.from(AnySequence([1, 2])) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(events { Driver.deferred { Driver.just(5) } }, [.next(201, 5), .completed(201)])
        XCTAssertEqual(events { Driver.deferred { Driver.from(optional: 6) } }, [.next(201, 6), .completed(202)])
    }
}
