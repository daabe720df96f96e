import Foundation
import Rx

/// A virtual-time scheduler for tests: integer ticks, hot and cold test
/// observables, and recording observers.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// print(res.events == [.next(210, 10), .completed(250)])
/// print(xs.subscriptions == [Subscription(200, 250)])
/// // true
/// // true
/// ```
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The default times of `start`: created at 100, subscribed at 200,
    /// disposed at 1000.
    public struct Defaults {
        public static let created = 100
        public static let subscribed = 200
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// A scheduler whose clock starts at `initialClock`, where one tick is
    /// `resolution` seconds; with `simulateProcessingDelay`, work scheduled
    /// for now (or the past) runs one tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// A hot observable that sends `events` at their absolute times.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` at times relative to each
    /// subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records the events it receives.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    override public func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the observable at `created`, subscribes to it at `subscribed`,
    /// disposes the subscription at `disposed`, runs the scheduler, and returns
    /// the observer that recorded what arrived.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)

        _ = scheduleAbsoluteVirtual((), time: created) { _ in
            source = create().asObservable()
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: subscribed) { _ in
            subscription = source!.subscribe(observer)
            return Disposables.create()
        }
        _ = scheduleAbsoluteVirtual((), time: disposed) { _ in
            subscription!.dispose()
            return Disposables.create()
        }
        start()
        return observer
    }

    /// `start` with the default creation and subscription times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with the default times: created 100, subscribed 200, disposed 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
