import XCTest
import Rx
import RxTesting

final class SharedSequenceOperatorTests: RxTest {
    func testFlatMapLatestOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMapLatest { value in
                    Driver<Int>.timer(.seconds(15), period: .seconds(100)).map { _ in value }
                }
            }
            // The timer for 1 is replaced at 221 by the one for 2, which ticks
            // every 100 until disposal; the inner timers never complete.
            XCTAssertEqual(
                res.events,
                [
                    .next(236, 2), .next(336, 2), .next(436, 2), .next(536, 2),
                    .next(636, 2), .next(736, 2), .next(836, 2), .next(936, 2)
                ])
        }
    }

    func testFlatMapAndFlatMapFirstOfSignals() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: 0).flatMap { Signal.just($0 * 10) } }
            XCTAssertEqual(res.events, [.next(212, 10), .next(222, 20), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.next(210, 1), .next(212, 2), .completed(300)])
            let res = scheduler2.start {
                xs.asSignal(onErrorJustReturn: 0).flatMapFirst { value in
                    Signal<Int>.timer(.seconds(10), period: .seconds(1000)).map { _ in value }
                }
            }
            XCTAssertEqual(res.events, [.next(221, 1)])
        }
    }

    func testCombineLatestAndZipOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
            let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
            let res = scheduler.start {
                Driver.combineLatest(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)) { $0 + $1 }
            }
            XCTAssertEqual(res.events, [.next(221, 3), .next(231, 5), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let a = scheduler2.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
            let b = scheduler2.createHotObservable([.next(220, "x"), .completed(250)])
            let res = scheduler2.start {
                Driver.zip(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: "")).map { "\($0)\($1)" }
            }
            // The unpaired 3 keeps the zip open until both have completed.
            XCTAssertEqual(res.events, [.next(221, "1x"), .completed(301)])
        }
    }

    func testCollectionCombineLatestZipAndMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let b = scheduler.createHotObservable([.next(220, 2), .completed(310)])
            let drivers = [a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0)]
            let combined = scheduler.start { Driver.combineLatest(drivers) }
            XCTAssertEqual(combined.events, [.next(221, [1, 2]), .completed(311)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let a = scheduler2.createHotObservable([.next(210, 1), .completed(300)])
            let b = scheduler2.createHotObservable([.next(220, 2), .completed(310)])
            let merged = scheduler2.start {
                Driver.merge(a.asDriver(onErrorJustReturn: 0), b.asDriver(onErrorJustReturn: 0))
            }
            XCTAssertEqual(merged.events, [.next(211, 1), .next(221, 2), .completed(311)])
        }
        let scheduler3 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler3) {
            let zipped = scheduler3.start { Driver.zip([Driver.just(1), Driver.just(2)]) { $0.reduce(0, +) } }
            XCTAssertEqual(zipped.events, [.next(201, 3), .completed(201)])
        }
    }

    func testWithLatestFromAndSwitchLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
            let ys = scheduler.createHotObservable([.next(220, "a")])
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: 0).withLatestFrom(ys.asDriver(onErrorJustReturn: "")) { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(241, "2a"), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let inner = Driver.just(7)
            let res = scheduler2.start { Driver.just(inner).switchLatest() }
            XCTAssertEqual(res.events, [.next(202, 7), .completed(202)])
        }
    }

    func testConcatOfDrivers() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.concat([Driver.just(1), Driver.just(2)]) }
            XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(202)])
        }
    }

    func testSignalWithUnretained() {
        final class Owner { let id = 3 }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
            var owner: Owner? = Owner()
            scheduler.scheduleAt(220) { owner = nil }
            let res = scheduler.start {
                xs.asSignal(onErrorJustReturn: 0).withUnretained(owner!) { owner, value in owner.id * 10 + value }
            }
            XCTAssertEqual(res.events, [.next(211, 31), .completed(231)])
        }
    }

    func testReentrantAcceptFromDriveHandlerIsDeliveredAfterTheCurrentElement() {
        let relay = BehaviorRelay(value: 0)
        var received: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { value in
            received.append(value)
            if value == 1 { relay.accept(2) }
        })
        relay.accept(1)
        let deadline = Date().addingTimeInterval(2)
        while received.count < 3 && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.005))
        }
        subscription.dispose()
        XCTAssertEqual(received, [0, 1, 2])
        XCTAssertEqual(relay.value, 2)
    }

    func testThrottleSkipCompactMapAndKeyedDistinct() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(211, 11), .next(230, 2), .next(240, 12), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0)
                    .skip(1)
                    .distinctUntilChanged { $0 % 10 }
                    .compactMap { $0 > 10 ? $0 : nil }
            }
            // 11 has the key of 1 but 1 was skipped; 12 follows 2 with the same key.
            XCTAssertEqual(res.events, [.next(212, 11), .completed(301)])
        }
        let scheduler2 = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler2) {
            let xs = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .next(216, 3), .completed(300)])
            let res = scheduler2.start { xs.asSignal(onErrorJustReturn: 0).throttle(.seconds(20), latest: false) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(301)])
        }
    }

    func testMergeMaxConcurrentOfSignals() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let inner1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let inner2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let outer = scheduler.createHotObservable([
                .next(210, inner1.asSignal(onErrorJustReturn: 0)),
                .next(212, inner2.asSignal(onErrorJustReturn: 0)),
                .completed(300)
            ])
            let res = scheduler.start { outer.asSignal(onErrorSignalWith: .empty()).merge(maxConcurrent: 1) }
            XCTAssertEqual(res.events, [.next(222, 1), .next(243, 2), .completed(301)])
        }
    }

    func testDoAndDebugOfSignal() {
        var log: [String] = []
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Signal.just(1).do(
                    onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
                    onSubscribe: { log.append("subscribe") }
                ).debug("signal", trimOutput: true)
            }
            XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        }
        XCTAssertEqual(log, ["subscribe", "next 1", "completed"])
    }
}
