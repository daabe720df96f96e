import Foundation
import XCTest
import Rx
import RxTesting

/// Driver and Signal driven and emitted into relays and observers, with
/// handlers and with an object.
extension DriverTests {
    func testDriveIntoRelaysAndObservers() {
        let behavior = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.createUnbound()
        let subject = PublishSubject<Int>()
        var observed: [Int] = []
        let bag = DisposeBag()
        subject.asDriver(onErrorJustReturn: 0).drive(behavior).disposed(by: bag)
        subject.asDriver(onErrorJustReturn: 0).drive(optional).disposed(by: bag)
        subject.asDriver(onErrorJustReturn: 0).drive(replay).disposed(by: bag)
        subject.asDriver(onErrorJustReturn: 0).drive(
            AnyObserver { event in
                if case .next(let value) = event { observed.append(value) }
            }
        ).disposed(by: bag)
        subject.onNext(4)
        subject.onNext(5)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optional.value, 5)
        XCTAssertEqual(replayed, [4, 5])
        XCTAssertEqual(observed, [4, 5])
    }

    func testDriveHandlersAndWithObject() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Driver.just(1).drive(
            with: owner, onNext: { $0.log.append("next \($1)") },
            onCompleted: { $0.log.append("completed") },
            onDisposed: { $0.log.append("disposed") })
        pumpMainRunLoop(until: { owner.log.count == 3 })
        var log: [String] = []
        _ = Driver.just(2).drive(
            onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        pumpMainRunLoop(until: { log.count == 3 })
        XCTAssertEqual(owner.log, ["next 1", "completed", "disposed"])
        XCTAssertEqual(log, ["next 2", "completed", "disposed"])
    }

    func testDriveTransformationForms() {
        let driver = Driver.just(3)
        let count = driver.drive { (observable: Observable<Int>) in observable }
        var received: [Int] = []
        let subscription = count.subscribe(onNext: { received.append($0) })
        let curried = driver.drive({ observable in { (offset: Int) in offset + 1 } }, curriedArgument: 41)
        pumpMainRunLoop(until: { !received.isEmpty })
        subscription.dispose()
        XCTAssertEqual(received, [3])
        XCTAssertEqual(curried, 42)
    }

    func testEmitIntoRelays() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [Int] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { published.append($0) }).disposed(by: bag)
        let source = PublishRelay<Int>()
        let signal = source.asSignal()
        signal.emit(to: publish).disposed(by: bag)
        signal.emit(to: behavior).disposed(by: bag)
        signal.emit(to: replay).disposed(by: bag)
        source.accept(1)
        source.accept(2)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(published, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(replayed, [1, 2])
    }

    func testDriveAndEmitWithoutHandlersStillSubscribe() {
        var sideEffects = 0
        let first = Driver.just(1).do(onNext: { _ in sideEffects += 1 }).drive()
        let second = Signal.just(1).do(onNext: { _ in sideEffects += 1 }).emit()
        pumpMainRunLoop(until: { sideEffects == 2 })
        first.dispose()
        second.dispose()
        XCTAssertEqual(sideEffects, 2)
    }

    func testEmitWithObjectAndOptionalObservers() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        let relay = PublishRelay<Int>()
        let signal = relay.asSignal()
        var optionals: [Int?] = []
        let bag = DisposeBag()
        signal.emit(with: owner, onNext: { $0.log.append("next \($1)") }).disposed(by: bag)
        signal.emit(to: AnyObserver<Int?> { if case .next(let value) = $0 { optionals.append(value) } }).disposed(by: bag)
        relay.accept(5)
        XCTAssertEqual(owner.log, ["next 5"])
        XCTAssertEqual(optionals, [5])
    }

    func testDriveOptionalRelaysAndObserver() {
        let subject = PublishSubject<Int>()
        let replay = ReplayRelay<Int?>.createUnbound()
        var optionals: [Int?] = []
        let bag = DisposeBag()
        subject.asDriver(onErrorJustReturn: 0).drive(replay).disposed(by: bag)
        subject.asDriver(onErrorJustReturn: 0)
            .drive(AnyObserver<Int?> { if case .next(let value) = $0 { optionals.append(value) } })
            .disposed(by: bag)
        subject.onNext(1)
        var replayed: [Int?] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(replayed, [1])
        XCTAssertEqual(optionals, [1])
    }
}
