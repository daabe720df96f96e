import Foundation
import XCTest
import Rx
import RxTesting

final class CurrentThreadSchedulerTests: RxTest {
    func testRunsImmediatelyWhenIdle() {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func testNestedWorkIsTrampolined() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    }

    func testDisposedQueuedWorkIsSkipped() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("should not run")
                return Disposables.create()
            }
            queued.dispose()
            return Disposables.create()
        }
        XCTAssertEqual(log, [])
    }

    func testRecursiveScheduling() {
        var values: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            values.append(value)
            if value < 4 { recurse(value + 1) }
        }
        XCTAssertEqual(values, [0, 1, 2, 3, 4])
    }

    func testEachThreadHasItsOwnTrampoline() {
        let done = expectation(description: "background")
        var backgroundRanImmediately = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            DispatchQueue.global().async {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    backgroundRanImmediately = true
                    return Disposables.create()
                }
                done.fulfill()
            }
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertTrue(backgroundRanImmediately)
    }
}

final class DispatchSchedulerTests: RxTest {
    func testSerialSchedulerRunsInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.serial")
        let done = expectation(description: "done")
        var values: [Int] = []
        for index in 0..<100 {
            _ = scheduler.schedule(index) { value in
                values.append(value)
                if value == 99 { done.fulfill() }
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
        XCTAssertEqual(values, Array(0..<100))
    }

    func testSerialSchedulerQosInitialiser() {
        let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
        let done = expectation(description: "done")
        _ = scheduler.schedule(()) { _ in
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
    }

    func testScheduleRelativeWaits() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.relative")
        let done = expectation(description: "done")
        let start = Date()
        var elapsed: TimeInterval = 0
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
            elapsed = Date().timeIntervalSince(start)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
        XCTAssertGreaterThanOrEqual(elapsed, 0.045)
    }

    func testCancelledRelativeWorkDoesNotRun() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        var ran = false
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertFalse(ran)
    }

    func testPeriodicSchedulingPassesState() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.periodic")
        let done = expectation(description: "three ticks")
        var states: [Int] = []
        var disposable: Disposable?
        disposable = scheduler.schedulePeriodic(0, startAfter: .milliseconds(10), period: .milliseconds(10)) { state in
            states.append(state)
            if state == 2 { done.fulfill() }
            return state + 1
        }
        wait(for: [done], timeout: 5)
        disposable?.dispose()
        XCTAssertEqual(Array(states.prefix(3)), [0, 1, 2])
    }

    func testOperationQueueScheduler() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        let done = expectation(description: "ran")
        _ = scheduler.schedule(7) { value in
            XCTAssertEqual(value, 7)
            done.fulfill()
            return Disposables.create()
        }
        wait(for: [done], timeout: 5)
    }

    func testMainSchedulerRunsImmediatelyOnMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    func testMainSchedulerFromBackgroundDrainsThroughRunLoop() {
        let done = expectation(description: "delivered on main")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                XCTAssertTrue(Thread.isMainThread)
                done.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [done], timeout: 5)
    }

    func testMainSchedulerAsyncInstanceQueues() {
        var ran = false
        let done = expectation(description: "ran later")
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            done.fulfill()
            return Disposables.create()
        }
        XCTAssertFalse(ran, "asyncInstance must not run synchronously")
        wait(for: [done], timeout: 5)
    }

    func testIntervalOnRealScheduler() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "test.interval")
        let done = expectation(description: "three ticks")
        var values: [Int] = []
        let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler)
            .subscribe(onNext: { value in
                values.append(value)
                if value == 2 { done.fulfill() }
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(Array(values.prefix(3)), [0, 1, 2])
    }
}
