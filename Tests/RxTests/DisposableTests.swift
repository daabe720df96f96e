import XCTest
import Rx
import RxTesting
import Dispatch
import Synchronization

final class DisposableTests: RxTest {
    func testAnonymousDisposableRunsOnce() {
        var count = 0
        let disposable = Disposables.create { count += 1 }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(count, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func testBinaryDisposableDisposesBoth() {
        var disposed: [Int] = []
        let disposable = Disposables.create(
            Disposables.create { disposed.append(1) },
            Disposables.create { disposed.append(2) })
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(disposed, [1, 2])
        XCTAssertTrue(disposable.isDisposed)
    }

    func testVariadicAndArrayCreate() {
        var count = 0
        let three = Disposables.create(
            Disposables.create { count += 1 }, Disposables.create { count += 1 },
            Disposables.create { count += 1 })
        three.dispose()
        XCTAssertEqual(count, 3)
        let four = Disposables.create(
            Disposables.create { count += 1 }, Disposables.create { count += 1 },
            Disposables.create { count += 1 }, Disposables.create { count += 1 })
        four.dispose()
        XCTAssertEqual(count, 7)
        let array = Disposables.create([Disposables.create { count += 1 }, Disposables.create { count += 1 }])
        array.dispose()
        XCTAssertEqual(count, 9)
    }

    func testNopDisposable() {
        Disposables.create().dispose()
    }

    func testCompositeDisposesAll() {
        var disposed: [Int] = []
        let composite = CompositeDisposable()
        _ = composite.insert(Disposables.create { disposed.append(1) })
        _ = composite.insert(Disposables.create { disposed.append(2) })
        XCTAssertEqual(composite.count, 2)
        composite.dispose()
        XCTAssertEqual(disposed.sorted(), [1, 2])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertEqual(composite.count, 0)
    }

    func testCompositeDisposesWhatIsAddedAfterDisposal() {
        let composite = CompositeDisposable()
        composite.dispose()
        var disposed = false
        let key = composite.insert(Disposables.create { disposed = true })
        XCTAssertNil(key)
        XCTAssertTrue(disposed)
    }

    func testCompositeRemoveDisposesThatOne() {
        var disposed: [Int] = []
        let composite = CompositeDisposable()
        let first = composite.insert(Disposables.create { disposed.append(1) })!
        _ = composite.insert(Disposables.create { disposed.append(2) })
        composite.remove(for: first)
        XCTAssertEqual(disposed, [1])
        XCTAssertEqual(composite.count, 1)
        composite.dispose()
        XCTAssertEqual(disposed, [1, 2])
    }

    func testCompositeInitialisers() {
        var count = 0
        let make = { Disposables.create { count += 1 } }
        CompositeDisposable(make(), make()).dispose()
        CompositeDisposable(make(), make(), make()).dispose()
        CompositeDisposable(make(), make(), make(), make(), make()).dispose()
        CompositeDisposable(disposables: [make(), make()]).dispose()
        XCTAssertEqual(count, 12)
    }

    func testCompositeHoldsManyDisposables() {
        var count = 0
        let composite = CompositeDisposable()
        var keys: [CompositeDisposable.DisposeKey] = []
        for _ in 0..<100 { keys.append(composite.insert(Disposables.create { count += 1 })!) }
        for key in keys.prefix(50) { composite.remove(for: key) }
        XCTAssertEqual(count, 50)
        XCTAssertEqual(composite.count, 50)
        composite.dispose()
        XCTAssertEqual(count, 100)
    }

    func testSerialDisposableReplacesAndDisposesPrevious() {
        var disposed: [Int] = []
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { disposed.append(1) }
        serial.disposable = Disposables.create { disposed.append(2) }
        XCTAssertEqual(disposed, [1])
        serial.dispose()
        XCTAssertEqual(disposed, [1, 2])
        serial.disposable = Disposables.create { disposed.append(3) }
        XCTAssertEqual(disposed, [1, 2, 3])
        XCTAssertTrue(serial.isDisposed)
    }

    func testSingleAssignmentDisposesWhenSetAfterDisposal() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        var disposed = false
        single.setDisposable(Disposables.create { disposed = true })
        XCTAssertTrue(disposed)
        XCTAssertTrue(single.isDisposed)
    }

    func testSingleAssignmentDisposesInner() {
        let single = SingleAssignmentDisposable()
        var disposed = 0
        single.setDisposable(Disposables.create { disposed += 1 })
        XCTAssertFalse(single.isDisposed)
        single.dispose()
        single.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testBooleanDisposable() {
        let boolean = BooleanDisposable()
        XCTAssertFalse(boolean.isDisposed)
        boolean.dispose()
        XCTAssertTrue(boolean.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func testRefCountWaitsForDependents() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        XCTAssertFalse(disposed)
        first.dispose()
        first.dispose()
        XCTAssertFalse(disposed)
        second.dispose()
        XCTAssertTrue(disposed)
        XCTAssertTrue(refCount.isDisposed)
    }

    func testRefCountWithoutDependentsDisposesAtOnce() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        refCount.dispose()
        XCTAssertTrue(disposed)
    }

    func testRefCountDependentsBeforePrimaryKeepItAlive() {
        var disposed = false
        let refCount = RefCountDisposable(disposable: Disposables.create { disposed = true })
        let dependent = refCount.retain()
        dependent.dispose()
        XCTAssertFalse(disposed, "the primary reference still holds it")
        refCount.dispose()
        XCTAssertTrue(disposed)
    }

    func testScheduledDisposableDisposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: Int?
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { disposedAt = scheduler.clock })
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(disposedAt, 101)
        XCTAssertTrue(scheduled.isDisposed)
    }

    func testDisposeBagDisposesOnDeinit() {
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        Disposables.create { disposed.append(1) }.disposed(by: bag!)
        bag!.insert(Disposables.create { disposed.append(2) })
        bag!.insert(Disposables.create { disposed.append(3) }, Disposables.create { disposed.append(4) })
        bag!.insert {
            Disposables.create { disposed.append(5) }
            Disposables.create { disposed.append(6) }
        }
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, [1, 2, 3, 4, 5, 6])
    }

    func testReplacingTheBagDisposesItsSubscriptions() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        _ = bag
    }

    func testDisposeBagBuilderInitialiser() {
        var count = 0
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { count += 1 }
            Disposables.create { count += 1 }
        }
        XCTAssertNotNil(bag)
        bag = nil
        XCTAssertEqual(count, 2)
        var other: DisposeBag? = DisposeBag(disposing: Disposables.create { count += 1 })
        XCTAssertNotNil(other)
        other = nil
        XCTAssertEqual(count, 3)
    }

    func testBagOfSeveralChunksDisposesEachOnceInInsertionOrder() {
        // 2,500 disposables span three of the bag's chunks of 1,024.
        var disposed: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<2_500 { Disposables.create { disposed.append(index) }.disposed(by: bag!) }
        XCTAssertEqual(disposed, [])
        bag = nil
        XCTAssertEqual(disposed, Array(0..<2_500))
    }

    func testBagDisposesEveryDisposableInsertedConcurrently() {
        let counter = Atomic<Int>(0)
        do {
            let bag = DisposeBag()
            // Synchronous: returns once the four threads have inserted.
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<5_000 {
                    Disposables.create { counter.add(1, ordering: .relaxed) }.disposed(by: bag)
                }
            }
            XCTAssertEqual(counter.load(ordering: .relaxed), 0)
        }
        // The bag went at the end of the block and disposed every one once.
        XCTAssertEqual(counter.load(ordering: .relaxed), 20_000)
    }

    func testDisposableInsertingIntoAnotherBagWhileDisposedIsKept() {
        var disposed: [String] = []
        var other: DisposeBag? = DisposeBag()
        var bag: DisposeBag? = DisposeBag()
        Disposables.create {
            disposed.append("first")
            Disposables.create { disposed.append("moved") }.disposed(by: other!)
        }.disposed(by: bag!)
        bag = nil
        XCTAssertEqual(disposed, ["first"])
        other = nil
        XCTAssertEqual(disposed, ["first", "moved"])
        _ = (bag, other)
    }

    // The disposables' locks are lock words now, and their slots are swapped
    // rather than copied: under contention every disposable that goes in is
    // still disposed exactly once.

    func testSerialDisposableReplacedFromManyThreadsWhileDisposedDisposesEachOnce() {
        for _ in 0..<20 {
            let serial = SerialDisposable()
            let made = Atomic<Int>(0)
            let disposed = Atomic<Int>(0)
            let twice = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<500 {
                    let once = Atomic<Bool>(false)
                    made.add(1, ordering: .relaxed)
                    serial.disposable = Disposables.create {
                        if once.exchange(true, ordering: .relaxed) { twice.add(1, ordering: .relaxed) }
                        disposed.add(1, ordering: .relaxed)
                    }
                    if thread == 0 && index == 250 { serial.dispose() }
                }
            }
            XCTAssertTrue(serial.isDisposed)
            XCTAssertEqual(twice.load(ordering: .relaxed), 0)
            XCTAssertEqual(disposed.load(ordering: .relaxed), made.load(ordering: .relaxed))
        }
    }

    func testSingleAssignmentSetAndDisposedAtOnceDisposesItsInnerOnce() {
        for _ in 0..<2_000 {
            let single = SingleAssignmentDisposable()
            let disposed = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { thread in
                if thread == 0 {
                    single.setDisposable(Disposables.create { disposed.add(1, ordering: .relaxed) })
                } else {
                    single.dispose()
                }
            }
            XCTAssertEqual(disposed.load(ordering: .relaxed), 1)
        }
    }

    func testCompositeUsedFromManyThreadsWhileDisposedDisposesEachOnce() {
        for _ in 0..<20 {
            let composite = CompositeDisposable()
            let made = Atomic<Int>(0)
            let disposed = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in 0..<500 {
                    made.add(1, ordering: .relaxed)
                    let key = composite.insert(Disposables.create { disposed.add(1, ordering: .relaxed) })
                    if index % 3 == 0, let key { composite.remove(for: key) }
                    if thread == 0 && index == 250 { composite.dispose() }
                }
            }
            XCTAssertTrue(composite.isDisposed)
            XCTAssertEqual(composite.count, 0)
            XCTAssertEqual(disposed.load(ordering: .relaxed), made.load(ordering: .relaxed))
        }
    }

    func testRefCountDependentsReleasedFromManyThreadsDisposeTheInnerOnceAfterTheLast() {
        for _ in 0..<50 {
            let disposed = Atomic<Int>(0)
            let refCount = RefCountDisposable(disposable: Disposables.create { disposed.add(1, ordering: .relaxed) })
            let dependents = (0..<64).map { _ in refCount.retain() }
            refCount.dispose()
            XCTAssertEqual(disposed.load(ordering: .relaxed), 0)
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for index in stride(from: thread, to: dependents.count, by: 4) {
                    dependents[index].dispose()
                    dependents[index].dispose()
                }
            }
            XCTAssertEqual(disposed.load(ordering: .relaxed), 1)
        }
    }
}
