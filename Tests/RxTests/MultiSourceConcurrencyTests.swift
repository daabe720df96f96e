import Foundation
import Synchronization
import XCTest
import Rx

/// The observer guarantee for operators with several sources: when the
/// sources send from several threads at once, the downstream observer still
/// receives one event at a time.
final class MultiSourceConcurrencyTests: RxTest {
    private let threadCount = 8
    private let elementsPerThread = 1_000

    /// Counts deliveries and how many of them started while another one was
    /// still running.
    private final class DeliveryMonitor: @unchecked Sendable {
        private let inside = Atomic<Int>(0)
        private let overlapCount = Atomic<Int>(0)
        private let deliveryCount = Atomic<Int>(0)
        private let terminalCount = Atomic<Int>(0)

        var overlaps: Int { overlapCount.load(ordering: .acquiring) }
        var deliveries: Int { deliveryCount.load(ordering: .acquiring) }
        var terminals: Int { terminalCount.load(ordering: .acquiring) }

        func deliver<Element>(_ event: Event<Element>) {
            if inside.add(1, ordering: .acquiringAndReleasing).newValue != 1 {
                overlapCount.add(1, ordering: .relaxed)
            }
            // Stay inside a while, now and then giving up the processor, so that
            // an overlapping delivery would be seen even on a busy machine. (On
            // a machine whose processors are all busy elsewhere, each yield can
            // wait out another process's time slice: 8,000 deliveries took 27
            // to 65 s under TSan beside four busy loops on 2 cores, against
            // 1 s alone. The waits below allow for that: they guard against a
            // hang, they time nothing.)
            let delivered: Int
            if event.isStopEvent {
                delivered = terminalCount.add(1, ordering: .relaxed).newValue
            } else {
                delivered = deliveryCount.add(1, ordering: .relaxed).newValue
            }
            if delivered % 8 == 0 { usleep(20) } else { sched_yield() }
            inside.subtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Sends `elementsPerThread` elements on each subject, each subject from
    /// its own thread, all at once, then completes them.
    private func sendFromThreads(_ subjects: [PublishSubject<Int>]) {
        DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
            for element in 0..<elementsPerThread { subjects[index].onNext(element) }
            subjects[index].onCompleted()
        }
    }

    /// An observable that, once subscribed, sends its elements from a
    /// background thread, then completes.
    private func backgroundSource(_ count: Int) -> Observable<Int> {
        Observable.create { observer in
            DispatchQueue.global().async {
                for element in 0..<count { observer.onNext(element) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    private func subjects() -> [PublishSubject<Int>] {
        (0..<threadCount).map { _ in PublishSubject<Int>() }
    }

    func testMonitorSeesOverlapsWithoutSerialisation() {
        // The control: the same observer subscribed to each subject directly is
        // called from several threads at once, and the monitor notices.
        var overlaps = 0
        for _ in 0..<5 where overlaps == 0 {
            let monitor = DeliveryMonitor()
            let subjects = subjects()
            let subscriptions = subjects.map { $0.subscribe(monitor.deliver) }
            sendFromThreads(subjects)
            subscriptions.forEach { $0.dispose() }
            overlaps = monitor.overlaps
        }
        XCTAssertGreaterThan(overlaps, 0)
    }

    func testStaticMergeDeliveriesNeverOverlap() {
        let monitor = DeliveryMonitor()
        let subjects = subjects()
        let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(monitor.deliver)

        sendFromThreads(subjects)

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, threadCount * elementsPerThread)
        XCTAssertEqual(monitor.terminals, 1)
        subscription.dispose()
    }

    func testFlatMapDeliveriesNeverOverlap() {
        let monitor = DeliveryMonitor()
        let subjects = subjects()
        let subscription = Observable.from(0..<threadCount).flatMap { subjects[$0] }.subscribe(monitor.deliver)

        sendFromThreads(subjects)

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, threadCount * elementsPerThread)
        XCTAssertEqual(monitor.terminals, 1)
        subscription.dispose()
    }

    func testMergeMaxConcurrentWithBackgroundSourcesNeverOverlaps() {
        let monitor = DeliveryMonitor()
        let done = expectation(description: "completed")
        let sources = (0..<threadCount).map { _ in backgroundSource(elementsPerThread) }
        let subscription = Observable.from(sources).merge(maxConcurrent: 3).subscribe { event in
            monitor.deliver(event)
            if event.isStopEvent { done.fulfill() }
        }

        wait(for: [done], timeout: 120)
        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, threadCount * elementsPerThread)
        subscription.dispose()
    }

    func testConcatMapWithBackgroundSourcesKeepsOrder() {
        let done = expectation(description: "completed")
        let lock = NSLock()
        var received: [Int] = []
        let subscription = Observable.from(0..<4)
            .concatMap { _ in self.backgroundSource(500) }
            .subscribe(
                onNext: { value in
                    lock.lock(); received.append(value); lock.unlock()
                }, onCompleted: { done.fulfill() })

        wait(for: [done], timeout: 120)
        lock.lock()
        XCTAssertEqual(received, Array(repeating: Array(0..<500), count: 4).flatMap { $0 })
        lock.unlock()
        subscription.dispose()
    }

    func testCombineLatestDeliveriesNeverOverlap() {
        let monitor = DeliveryMonitor()
        let subjects = subjects()
        let subscription = Observable.combineLatest(subjects).subscribe(monitor.deliver)

        // One value each first, so that every later element produces a result.
        for subject in subjects { subject.onNext(-1) }
        sendFromThreads(subjects)

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, 1 + threadCount * elementsPerThread)
        XCTAssertEqual(monitor.terminals, 1)
        subscription.dispose()
    }

    func testZipDeliveriesNeverOverlapAndPairEverything() {
        let monitor = DeliveryMonitor()
        let subjects = subjects()
        let lock = NSLock()
        var allRowsEqual = true
        let subscription = Observable.zip(subjects).subscribe { event in
            if case .next(let row) = event, Set(row).count != 1 {
                lock.lock(); allRowsEqual = false; lock.unlock()
            }
            monitor.deliver(event)
        }

        sendFromThreads(subjects)

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, elementsPerThread)
        XCTAssertEqual(monitor.terminals, 1)
        XCTAssertTrue(allRowsEqual, "zip paired elements of different indexes")
        subscription.dispose()
    }

    func testZipArity2FromTwoThreads() {
        let monitor = DeliveryMonitor()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let subscription = Observable.zip(a, b) { $0 - $1 }.subscribe { event in
            if case .next(let difference) = event { XCTAssertEqual(difference, 0) }
            monitor.deliver(event)
        }

        sendFromThreads([a, b])

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, elementsPerThread)
        subscription.dispose()
    }

    func testWithLatestFromDeliveriesNeverOverlap() {
        let monitor = DeliveryMonitor()
        let first = PublishSubject<Int>(), second = PublishSubject<Int>()
        let subscription = first.withLatestFrom(second) { $0 + $1 }.subscribe(monitor.deliver)
        second.onNext(0)

        sendFromThreads([first, second])

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, elementsPerThread)
        XCTAssertEqual(monitor.terminals, 1)
        subscription.dispose()
    }

    func testSwitchLatestWithConcurrentInnersNeverOverlaps() {
        let monitor = DeliveryMonitor()
        let subjects = subjects()
        let outer = PublishSubject<Observable<Int>>()
        let subscription = outer.switchLatest().subscribe(monitor.deliver)
        outer.onNext(subjects[0].asObservable())

        DispatchQueue.concurrentPerform(iterations: threadCount + 1) { index in
            if index == threadCount {
                // Switch between the inners while they send.
                for round in 1..<200 { outer.onNext(subjects[round % threadCount].asObservable()) }
                outer.onCompleted()
                return
            }
            for element in 0..<elementsPerThread { subjects[index].onNext(element) }
        }

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertLessThanOrEqual(monitor.deliveries, threadCount * elementsPerThread)
        XCTAssertEqual(monitor.terminals, 0)
        subscription.dispose()
    }

    func testAmbWithConcurrentSourcesDeliversOneSideOnly() {
        let monitor = DeliveryMonitor()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let lock = NSLock()
        var sides = Set<Bool>()
        let subscription = a.map { _ in true }.amb(b.map { _ in false }).subscribe { event in
            if case .next(let side) = event { lock.lock(); sides.insert(side); lock.unlock() }
            monitor.deliver(event)
        }

        sendFromThreads([a, b])

        XCTAssertEqual(monitor.overlaps, 0)
        XCTAssertEqual(monitor.deliveries, elementsPerThread)
        XCTAssertEqual(sides.count, 1)
        subscription.dispose()
    }
}
