// Code written for RxSwift 6, compiled with no change at all: RxSwift's
// module names in the imports and module-qualified names in the code. This
// file imports neither `Rx` nor `RxTesting`; the modules RxSwift, RxRelay,
// RxCocoa and RxTest re-export them.
import Foundation
import XCTest
import RxSwift
import RxRelay
import RxCocoa
import RxTest
import RxBlocking

extension RxSwift.ObservableType where Element == Int {
    /// A custom operator, as RxSwift users write them.
    func doubled() -> RxSwift.Observable<Int> {
        map { $0 * 2 }
    }
}

extension Reactive where Base: CounterView {
    var count: RxCocoa.Binder<Int> {
        Binder(base) { view, value in view.shown.append(value) }
    }
}

final class CounterView: ReactiveCompatible {
    var shown: [Int] = []
}

private final class CounterViewModel {
    let taps = RxRelay.PublishRelay<Void>()
    let count: RxCocoa.Driver<Int>

    init() {
        count =
            taps
            .scan(0) { total, _ in total + 1 }
            .asDriver(onErrorJustReturn: 0)
    }
}

final class ZeroChangeImportTests: XCTestCase {
    func testModuleQualifiedRxSwiftNames() throws {
        let numbers: RxSwift.Observable<Int> = RxSwift.Observable.of(1, 2, 3)
        let subject = RxSwift.PublishSubject<Int>()
        let bag = RxSwift.DisposeBag()
        var received: [Int] = []
        let subscription: RxSwift.Disposable = subject.doubled().subscribe(onNext: { received.append($0) })
        subscription.disposed(by: bag)
        subject.onNext(4)
        XCTAssertEqual(received, [8])

        let event: RxSwift.Event<Int> = .next(1)
        XCTAssertEqual(event.element, 1)
        let failure: RxSwift.RxError = .noElements
        XCTAssertEqual("\(failure)".isEmpty, false)
        let single: RxSwift.Single<Int> = .just(5)
        let maybe: RxSwift.Maybe<Int> = .empty()
        let completable: RxSwift.Completable = .empty()
        let infallible: RxSwift.Infallible<Int> = .just(6)
        XCTAssertEqual(try single.toBlocking().single(), 5)
        XCTAssertEqual(try maybe.asObservable().toBlocking().toArray(), [])
        XCTAssertEqual(try completable.asObservable().toBlocking().toArray(), [])
        XCTAssertEqual(try infallible.asObservable().toBlocking().toArray(), [6])
        XCTAssertEqual(try numbers.toBlocking().toArray(), [1, 2, 3])

        let scheduler: RxSwift.ImmediateSchedulerType = RxSwift.MainScheduler.instance
        XCTAssertNotNil(scheduler)
        RxSwift.Hooks.recordCallStackOnError = false

        #if TRACE_RESOURCES
            let before: Int32 = RxSwift.Resources.total
            do {
                let inner = RxSwift.DisposeBag()
                numbers.subscribe(onNext: { _ in }).disposed(by: inner)
            }
            XCTAssertEqual(RxSwift.Resources.total, before)
        #endif
    }

    func testModuleQualifiedRxRelayRxCocoaAndRxTestNames() {
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let observer: RxTest.TestableObserver<Int> = scheduler.createObserver(Int.self)
        let view = CounterView()
        RxCocoa.SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = CounterViewModel()
            let bag = DisposeBag()
            viewModel.count.drive(observer).disposed(by: bag)
            viewModel.count.drive(view.rx.count).disposed(by: bag)
            scheduler.scheduleAt(10) { viewModel.taps.accept(()) }
            scheduler.scheduleAt(20) { viewModel.taps.accept(()) }
            scheduler.start()
        }
        let expected: [RxTest.Recorded<RxSwift.Event<Int>>] = [.next(11, 1), .next(21, 2)]
        XCTAssertEqual(observer.events, expected)
        XCTAssertEqual(view.shown, [1, 2])

        let relay = RxRelay.BehaviorRelay<String>(value: "a")
        let signal: RxCocoa.Signal<String> = relay.asSignal(onErrorJustReturn: "")
        let property = RxCocoa.ControlProperty<String>(
            values: relay.asObservable(),
            valueSink: RxSwift.AnyObserver { relay.accept($0.element ?? "") })
        let controlEvent = RxCocoa.ControlEvent<String>(events: relay.asObservable())
        XCTAssertNotNil(signal)
        XCTAssertNotNil(property)
        XCTAssertNotNil(controlEvent)

        let other = RxTest.TestScheduler(initialClock: 0)
        let cold: RxTest.TestableObservable<Int> = other.createColdObservable([.next(5, 1), .completed(6)])
        let results = other.start { cold.asObservable() }
        XCTAssertEqual(results.events, [.next(205, 1), .completed(206)])
        XCTAssertEqual(cold.subscriptions, [RxTest.Subscription(200, 206)])
        XCTAssertEqual(RxTest.Subscription(200, 1000), RxTest.Subscription(200, 1000))
    }
}
