import XCTest
import Rx
import RxTesting

final class BindTests: RxTest {
    func testBindToObserversSendsEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: first, second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, first.events)
    }

    func testBindToOptionalObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let observer = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) { _ = xs.bind(to: observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, Optional(1)), .completed(230)])
    }

    func testBindToRelaysIgnoresCompletion() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay(value: 0)
        let replay = ReplayRelay<Int>.createUnbound()
        var published: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }, onCompleted: { published.append(-1) }).disposed(by: bag)
        Observable.of(1, 2).bind(to: publish).disposed(by: bag)
        Observable.of(3, 4).bind(to: behavior).disposed(by: bag)
        Observable.of(5, 6).bind(to: replay).disposed(by: bag)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        publish.accept(7)
        XCTAssertEqual(published, [1, 2, 7])
        XCTAssertEqual(behavior.value, 4)
        XCTAssertEqual(replayed, [5, 6])
    }

    func testBindToOptionalRelays() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        Observable.just(1).bind(to: publish).disposed(by: bag)
        Observable.just(2).bind(to: behavior).disposed(by: bag)
        Observable.just(3).bind(to: replay).disposed(by: bag)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(published, [1])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(replayed, [3])
    }

    func testBindToMultipleRelaysAtOnce() {
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        let subscription = Observable.just(9).bind(to: a, b)
        subscription.dispose()
        XCTAssertEqual([a.value, b.value], [9, 9])
    }

    func testBindDisposalStopsDelivery() {
        let subject = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let subscription = subject.bind(to: relay)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(relay.value, 1)
    }

    func testBindOnNextAndWithObject() {
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        var values: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { values.append($0) })
        _ = Observable.of(3).bind(with: owner, onNext: { $0.values.append($1) })
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(owner.values, [3])
    }

    func testBindWithObjectDoesNotRetainIt() {
        final class Owner { var values: [Int] = [] }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        let subscription = subject.bind(with: owner!, onNext: { $0.values.append($1) })
        subject.onNext(1)
        XCTAssertEqual(owner?.values, [1])
        owner = nil
        XCTAssertNil(weakOwner)
        subject.onNext(2)
        subscription.dispose()
    }

    func testBindToCurriedFunctions() {
        let result = Observable.just(2).bind(to: { (source: Observable<Int>) in "bound" })
        XCTAssertEqual(result, "bound")
        let curried = Observable.just(2).bind(
            to: { (source: Observable<Int>) in { (suffix: String) in "x" + suffix } },
            curriedArgument: "y")
        XCTAssertEqual(curried, "xy")
    }

    func testBindToBinderRunsOnItsScheduler() {
        final class Label { var text = "" }
        let label = Label()
        let scheduler = TestScheduler(initialClock: 0)
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])
        var texts: [String] = []
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.scheduleAt(215) { texts.append(label.text) }
        scheduler.scheduleAt(225) { texts.append(label.text) }
        scheduler.start()
        XCTAssertEqual(texts, ["a", "b"])
    }

    func testInfallibleBindForms() {
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.createUnbound()
        var published: [Int] = []
        var observed: [Int] = []
        var onNext: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        let source = Infallible.of(1, 2)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: optional).disposed(by: bag)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        source.bind(to: AnyObserver<Int> { if case .next(let value) = $0 { observed.append(value) } }).disposed(by: bag)
        source.bind(onNext: { onNext.append($0) }).disposed(by: bag)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(optional.value, 2)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(observed, [1, 2])
        XCTAssertEqual(onNext, [1, 2])
    }
}
