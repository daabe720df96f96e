// Code written as an RxSwift 6 user writes it. The only RxSwift-specific
// lines that changed are the imports (`import RxSwift`/`RxRelay` -> `Rx`,
// `import RxTest` -> `RxTesting`). This target compiles in the Swift 6
// language mode: closures that capture and mutate local variables compile,
// which proves that Rx's public closures are not `@Sendable`.
import Foundation
import XCTest
import Rx
import RxTesting
import RxBlocking

private enum SearchError: Error { case offline }

private final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let submitted = PublishSubject<Void>()
    let results: Observable<[String]>
    private let disposeBag = DisposeBag()
    private(set) var submissions = 0

    init(scheduler: SchedulerType, search: @escaping (String) -> Observable<[String]>) {
        results =
            query
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .distinctUntilChanged()
            .debounce(.seconds(3), scheduler: scheduler)
            .flatMapLatest { text in search(text).catchAndReturn([]) }
            .share(replay: 1, scope: .whileConnected)

        submitted
            .subscribe(onNext: { [unowned self] in self.submissions += 1 })
            .disposed(by: disposeBag)
    }
}

final class RxSwiftStyleTests: XCTestCase {
    func testViewModelUnderVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let viewModel = SearchViewModel(scheduler: scheduler) { text in
            Observable.just([text.uppercased(), text + "!"])
        }
        let observer = scheduler.createObserver([String].self)
        let bag = DisposeBag()

        scheduler.scheduleAt(100) { viewModel.results.subscribe(observer).disposed(by: bag) }
        scheduler.scheduleAt(200) { viewModel.query.accept("rx") }
        scheduler.scheduleAt(201) { viewModel.query.accept("rxs") }
        scheduler.scheduleAt(300) { viewModel.query.accept("  rxs ") }
        scheduler.start()

        XCTAssertEqual(observer.events, [.next(204, ["RXS", "rxs!"])])
    }

    func testLocalStateCapturedByClosures() {
        var total = 0
        var log: [String] = []
        let disposeBag = DisposeBag()

        Observable.from([1, 2, 3, 4])
            .filter { $0 % 2 == 0 }
            .map { $0 * 10 }
            .do(onNext: { log.append("saw \($0)") })
            .scan(0, accumulator: +)
            .subscribe(onNext: { total = $0 }, onCompleted: { log.append("done") })
            .disposed(by: disposeBag)

        XCTAssertEqual(total, 60)
        XCTAssertEqual(log, ["saw 20", "saw 40", "done"])
    }

    func testSubjectsAndRelays() {
        var seen: [String] = []
        let bag = DisposeBag()
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject<String>(value: "initial")
        let replay = ReplaySubject<String>.create(bufferSize: 1)
        let relay = PublishRelay<String>()

        behavior.subscribe(onNext: { seen.append("behavior \($0)") }).disposed(by: bag)
        publish.bind(to: replay).disposed(by: bag)
        relay.bind(to: publish).disposed(by: bag)
        relay.accept("a")
        replay.subscribe(onNext: { seen.append("replay \($0)") }).disposed(by: bag)
        behavior.onNext("b")

        XCTAssertEqual(seen, ["behavior initial", "replay a", "behavior b"])
    }

    func testErrorsRetryAndCatch() throws {
        var attempts = 0
        let flaky = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 3 {
                observer.onError(SearchError.offline)
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        XCTAssertEqual(try flaky.retry(3).toBlocking().toArray(), [3])

        let fallback = try Observable<Int>.error(SearchError.offline)
            .catch { _ in .just(-1) }
            .toBlocking()
            .single()
        XCTAssertEqual(fallback, -1)
    }

    func testSchedulersAndBlocking() throws {
        let background = ConcurrentDispatchQueueScheduler(qos: .background)
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "compat")
        let values = try Observable.range(start: 1, count: 5)
            .subscribe(on: background)
            .observe(on: serial)
            .map { $0 * $0 }
            .toArray()
            .toBlocking(timeout: 5)
            .first()
        XCTAssertEqual(values, [1, 4, 9, 16, 25])
    }

    func testHotAndColdTestObservables() {
        let scheduler = TestScheduler(initialClock: 0)
        let hot = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let cold = scheduler.createColdObservable([.next(10, 10), .completed(20)])

        let res = scheduler.start {
            Observable.combineLatest(hot, cold) { $0 + $1 }
        }

        XCTAssertEqual(res.events, [.next(210, 12), .next(240, 13), .completed(300)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(cold.subscriptions, [Subscription(200, 220)])
    }

    func testConnectableAndSharing() {
        var subscriptions = 0
        let source = Observable<Int>.deferred {
            subscriptions += 1
            return .of(1, 2)
        }
        let published = source.publish()
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        published.subscribe(onNext: { first.append($0) }).disposed(by: bag)
        published.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        published.connect().disposed(by: bag)

        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
    }

    func testTakeUntilAndSkip() {
        let stop = PublishSubject<Void>()
        let numbers = PublishSubject<Int>()
        var received: [Int] = []
        let subscription =
            numbers
            .skip(1)
            .take(until: stop)
            .subscribe(onNext: { received.append($0) })
        numbers.onNext(1)
        numbers.onNext(2)
        stop.onNext(())
        numbers.onNext(3)
        subscription.dispose()
        XCTAssertEqual(received, [2])
    }
}
