import XCTest
import Rx
import RxTesting

final class SubscribeTests: RxTest {
    func testSubscribeHandlersInOrder() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { _ in log.append("error") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testOnDisposedRunsOnceOnManualDispose() {
        var disposedCount = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposedCount += 1 })
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposedCount, 1)
    }

    func testErrorHandler() {
        var log: [String] = []
        _ = Observable<Int>.error(testError).subscribe(
            onError: { log.append("error \(($0 as NSError).code)") },
            onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["error -1", "disposed"])
    }

    func testEventClosure() {
        var events: [Event<Int>] = []
        _ = Observable.just(1).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testUnhandledErrorGoesToDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled: [Int] = []
        Hooks.defaultErrorHandler = { _, error in handled.append((error as NSError).code) }
        _ = Observable<Int>.error(testError1).subscribe(onNext: { _ in })
        XCTAssertEqual(handled, [1])
    }

    func testHandledErrorDoesNotReachDefaultHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        _ = Observable<Int>.error(testError).subscribe(onError: { _ in })
        XCTAssertEqual(handled, 0)
    }

    func testRecordCallStackOnErrorPassesCapturedStack() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = false
        }
        var stacks: [[String]] = []
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        _ = Observable<Int>.error(testError).subscribe()
        XCTAssertEqual(stacks, [["frame 1", "frame 2"]])
    }

    func testSubscribeWithObjectPassesItAndDoesNotRetain() {
        final class Owner { var log: [String] = [] }
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { owner, value in owner.log.append("next \(value)") },
            onCompleted: { owner in owner.log.append("completed") })
        subject.onNext(1)
        XCTAssertEqual(owner?.log, ["next 1"])
        owner = nil
        XCTAssertNil(weakOwner, "subscribe(with:) must not retain its object")
        subject.onNext(2)
        subscription.dispose()
    }

    func testSubscribeWithObjectRoutesUnhandledErrorsToHook() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        final class Owner {}
        let owner = Owner()
        _ = Observable<Int>.error(testError).subscribe(with: owner, onNext: { _, _ in })
        XCTAssertEqual(handled, 1)
    }

    func testObservableTypeAsObservableWrapsCustomType() {
        struct Custom: ObservableType {
            typealias Element = Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(9)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        var values: [Int] = []
        _ = Custom().asObservable().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [9])
    }

    func testBinderDeliversToTargetWithoutRetainingIt() {
        final class Label { var text = "" }
        var label: Label? = Label()
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        binder.onNext("hello")
        XCTAssertEqual(label?.text, "hello")
        weak let weakLabel = label
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored")
    }

    func testReactiveKeyPathBinder() {
        final class Model: NSObject { var count = 0 }
        let model = Model()
        let binder: Binder<Int> = model.rx.count
        binder.onNext(3)
        XCTAssertEqual(model.count, 3)
    }
}
