import XCTest
import Rx
import RxTesting

#if TRACE_RESOURCES
    /// As in RxSwift, the disposable that the handler forms of `subscribe`
    /// (and `drive`, `emit`, `bind(onNext:)`, the traits' forms) return is
    /// itself a counted resource: disposing it ends the subscription, and the
    /// count comes back the rest of the way only when the disposable is
    /// released.
    final class SubscriptionResourceCountTests: RxTest {
        /// Subscribes with `subscribe`, disposes, and returns the count above
        /// the start after disposing and after releasing the disposable.
        private func counts(_ subscribe: () -> Disposable) -> (afterDispose: Int32, afterRelease: Int32) {
            let start = Resources.total
            var subscription: Disposable? = subscribe()
            subscription?.dispose()
            let afterDispose = Resources.total - start
            subscription = nil
            return (afterDispose, Resources.total - start)
        }

        private func assertCountedUntilReleased(
            _ form: String, file: StaticString = #filePath, line: UInt = #line,
            _ subscribe: () -> Disposable
        ) {
            let (afterDispose, afterRelease) = counts(subscribe)
            XCTAssertEqual(afterDispose, 1, "\(form): after dispose()", file: file, line: line)
            XCTAssertEqual(afterRelease, 0, "\(form): after releasing the disposable", file: file, line: line)
        }

        private func assertNotCounted(
            _ form: String, file: StaticString = #filePath, line: UInt = #line,
            _ subscribe: () -> Disposable
        ) {
            let (afterDispose, afterRelease) = counts(subscribe)
            XCTAssertEqual(afterDispose, 0, "\(form): after dispose()", file: file, line: line)
            XCTAssertEqual(afterRelease, 0, "\(form): after releasing the disposable", file: file, line: line)
        }

        func testObservableHandlerFormsAreCountedUntilReleased() {
            let subject = PublishSubject<Int>()
            let owner = NSObject()
            assertCountedUntilReleased("subscribe(onNext:)") { subject.subscribe(onNext: { _ in }) }
            assertCountedUntilReleased("subscribe() with no handlers") { subject.subscribe() }
            assertCountedUntilReleased("subscribe(onNext:onDisposed:)") {
                subject.subscribe(onNext: { _ in }, onDisposed: {})
            }
            assertCountedUntilReleased("subscribe(with:onNext:)") { subject.subscribe(with: owner, onNext: { _, _ in }) }
            assertCountedUntilReleased("bind(onNext:)") { subject.bind(onNext: { _ in }) }
            assertCountedUntilReleased("map + subscribe(onNext:)") { subject.map { $0 }.subscribe(onNext: { _ in }) }
            // Producers of each kind, whose sink's handle is that disposable.
            assertCountedUntilReleased("create + subscribe(onNext:onDisposed:)") {
                Observable<Int>.create { _ in Disposables.create() }.subscribe(onNext: { _ in }, onDisposed: {})
            }
            assertCountedUntilReleased("never + subscribe(onNext:)") { Observable<Int>.never().subscribe(onNext: { _ in }) }
            assertCountedUntilReleased("take + subscribe(onNext:)") { subject.take(5).subscribe(onNext: { _ in }) }
            assertCountedUntilReleased("concat + subscribe()") { subject.concat(Observable.never()).subscribe() }
            assertCountedUntilReleased("just + subscribe(onNext:onDisposed:), ended at once") {
                Observable.just(1).subscribe(onNext: { _ in }, onDisposed: {})
            }
        }

        func testObserverFormsAreNotCounted() {
            let subject = PublishSubject<Int>()
            assertNotCounted("subscribe(_ on:)") { subject.subscribe { _ in } }
            assertNotCounted("subscribe(observer)") { subject.subscribe(AnyObserver<Int> { _ in }) }
        }

        func testTraitHandlerFormsAreCountedUntilReleased() {
            let subject = PublishSubject<Int>()
            let owner = NSObject()
            assertCountedUntilReleased("Infallible.subscribe(onNext:)") {
                subject.asInfallible(onErrorJustReturn: 0).subscribe(onNext: { _ in })
            }
            assertCountedUntilReleased("Infallible.subscribe(with:onNext:)") {
                subject.asInfallible(onErrorJustReturn: 0).subscribe(with: owner, onNext: { _, _ in })
            }
            assertCountedUntilReleased("Single.subscribe(onSuccess:)") { subject.asSingle().subscribe(onSuccess: { _ in }) }
            assertCountedUntilReleased("Maybe.subscribe(onSuccess:)") { subject.asMaybe().subscribe(onSuccess: { _ in }) }
            assertCountedUntilReleased("Completable.subscribe(onCompleted:)") {
                subject.ignoreElements().asCompletable().subscribe(onCompleted: {})
            }
            assertCountedUntilReleased("Driver.drive(onNext:)") {
                subject.asDriver(onErrorJustReturn: 0).drive(onNext: { _ in })
            }
            assertCountedUntilReleased("Driver.drive(with:onNext:)") {
                subject.asDriver(onErrorJustReturn: 0).drive(with: owner, onNext: { _, _ in })
            }
            assertCountedUntilReleased("Signal.emit(onNext:)") {
                subject.asSignal(onErrorJustReturn: 0).emit(onNext: { _ in })
            }
        }

        func testAFinishedSubscriptionStillCountsItsDisposableUntilReleased() {
            let start = Resources.total
            var subscription: Disposable? = Observable.of(1, 2).subscribe(onNext: { _ in })
            XCTAssertEqual(Resources.total - start, 1)
            _ = subscription
            subscription = nil
            XCTAssertEqual(Resources.total - start, 0)
        }

        /// What a subscription counts while it runs, after `sending` went to
        /// `source`; the subscription is disposed and released before this
        /// returns, and the count is back where it started.
        private func countWhileSubscribed<Element>(
            _ observable: Observable<Element>, after sending: () -> Void = {},
            file: StaticString = #filePath, line: UInt = #line
        ) -> Int32 {
            let start = Resources.total
            var subscription: Disposable? = observable.subscribe { _ in }
            sending()
            let count = Resources.total - start
            subscription?.dispose()
            subscription = nil
            XCTAssertEqual(Resources.total, start, "after the subscription went", file: file, line: line)
            return count
        }

        /// RxSwift's merge and switch sinks each hold two disposables for
        /// their whole life that map's sink does not (merge: the source's
        /// subscription and the group of inner ones; switch: the source's
        /// subscription and the serial disposable of the inner one). Rx makes
        /// neither up front and counts stand-ins for them, so its counts must
        /// stay RxSwift's: two more than map's, before any inner and, for
        /// merge, after an inner came and went (when its group exists).
        func testMergeAndSwitchCountTwoMoreThanMapWhileSubscribed() {
            let source = PublishSubject<Int>()
            let map = countWhileSubscribed(source.map { $0 })
            XCTAssertEqual(countWhileSubscribed(source.flatMap { _ in Observable<Int>.never() }), map + 2, "flatMap")
            // An inner that ends later (one that ends while it is subscribed
            // needs no group).
            let inner = PublishSubject<Int>()
            XCTAssertEqual(
                countWhileSubscribed(
                    source.flatMap { _ in inner },
                    after: {
                        source.onNext(1)
                        inner.onCompleted()
                    }),
                map + 2, "flatMap after an inner completed")
            XCTAssertEqual(
                countWhileSubscribed(source.flatMapLatest { _ in Observable<Int>.never() }), map + 2, "flatMapLatest")

            let sources = PublishSubject<Observable<Int>>()
            let mapOfSources = countWhileSubscribed(sources.map { $0 })
            XCTAssertEqual(countWhileSubscribed(sources.merge()), mapOfSources + 2, "merge")
            let otherInner = PublishSubject<Int>()
            XCTAssertEqual(
                countWhileSubscribed(
                    sources.merge(),
                    after: {
                        sources.onNext(otherInner)
                        otherInner.onCompleted()
                    }),
                mapOfSources + 2, "merge after an inner completed")
            XCTAssertEqual(countWhileSubscribed(sources.switchLatest()), mapOfSources + 2, "switchLatest")
        }
    }
#endif
