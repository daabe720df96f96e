// Traits, Driver/Signal, bindings and the concurrency bridges written as an
// RxSwift 6 / RxCocoa user writes them; only the imports differ. Compiled in
// the Swift 6 language mode, like the rest of this target.
import Foundation
import XCTest
import Rx
import RxTesting
import RxBlocking

private enum ProfileError: Error { case missing }

private func fetchUser(id: Int) -> Single<String> {
    Single.create { single in
        if id < 0 {
            single(.failure(ProfileError.missing))
        } else {
            single(.success("user\(id)"))
        }
        return Disposables.create()
    }
}

private func emptyCache() -> Maybe<String> {
    Maybe<String>.create { maybe in
        maybe(.completed)
        return Disposables.create()
    }
}

private func save() -> Completable {
    Completable.create { completable in
        completable(.completed)
        return Disposables.create()
    }
}

final class TraitsStyleTests: XCTestCase {
    func testSingleMaybeCompletable() {
        var log: [String] = []
        let bag = DisposeBag()

        fetchUser(id: 1)
            .map { $0.uppercased() }
            .subscribe(onSuccess: { log.append($0) }, onFailure: { _ in log.append("failed") })
            .disposed(by: bag)
        fetchUser(id: -1)
            .catchAndReturn("guest")
            .subscribe(onSuccess: { log.append($0) })
            .disposed(by: bag)
        emptyCache()
            .ifEmpty(switchTo: fetchUser(id: 2))
            .subscribe(onSuccess: { log.append($0) })
            .disposed(by: bag)
        save().andThen(fetchUser(id: 3))
            .subscribe(onSuccess: { log.append($0) })
            .disposed(by: bag)
        Single.zip(fetchUser(id: 4), fetchUser(id: 5))
            .subscribe(onSuccess: { first, second in log.append(first + second) })
            .disposed(by: bag)
        Observable.of(1, 2).asSingle()
            .subscribe(onSuccess: { _ in log.append("one") }, onFailure: { log.append("\($0)") })
            .disposed(by: bag)
        save().subscribe(onCompleted: { log.append("saved") }, onError: { _ in log.append("not saved") })
            .disposed(by: bag)

        XCTAssertEqual(
            log,
            [
                "USER1", "guest", "user2", "user3", "user4user5",
                "Sequence contains more than one element.", "saved"
            ])
    }

    func testTraitsUnderVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            fetchUser(id: 7).delay(.seconds(10), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, "user7"), .completed(211)])
    }

    func testDriverSignalAndBindings() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let text = PublishSubject<String>()
            let taps = PublishRelay<Void>()
            let title = BehaviorRelay<String>(value: "")
            let tapCount = BehaviorRelay<Int>(value: 0)
            let bag = DisposeBag()

            let titles: Driver<String> = text.asDriver(onErrorJustReturn: "error")
            titles.map { "Hello, \($0)" }.drive(title).disposed(by: bag)
            taps.asSignal().scan(0) { count, _ in count + 1 }.emit(to: tapCount).disposed(by: bag)

            scheduler.scheduleAt(210) { text.onNext("Rx") }
            scheduler.scheduleAt(220) { taps.accept(()) }
            scheduler.scheduleAt(230) { text.onError(ProfileError.missing) }
            scheduler.start()

            XCTAssertEqual(title.value, "Hello, error")
            XCTAssertEqual(tapCount.value, 1)
        }
    }

    func testInfallible() {
        var values: [Int] = []
        let bag = DisposeBag()
        Observable<Int>.error(ProfileError.missing)
            .asInfallible(onErrorJustReturn: -1)
            .subscribe(onNext: { values.append($0) })
            .disposed(by: bag)
        Infallible.of(1, 2)
            .map { $0 * 10 }
            .bind(onNext: { values.append($0) })
            .disposed(by: bag)
        XCTAssertEqual(values, [-1, 10, 20])
    }

    func testSwiftConcurrency() async throws {
        let user = try await fetchUser(id: 8).value
        XCTAssertEqual(user, "user8")
        var sum = 0
        for try await value in Observable.of(1, 2, 3).values {
            sum += value
        }
        XCTAssertEqual(sum, 6)
        let fromAsync = Single<Int>.create { 42 }
        let answer = try await fromAsync.value
        XCTAssertEqual(answer, 42)
    }
}
