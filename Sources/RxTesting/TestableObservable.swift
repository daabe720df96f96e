import Rx

/// An observable that sends recorded events under virtual time and records
/// when it is subscribed to and disposed.
public class TestableObservable<Element>: ObservableType {
    /// The subscriptions made so far, with their disposal times.
    public internal(set) var subscriptions: [Subscription] = []
    /// The events this observable sends.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// The scheduler it runs on.
    public let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Records a subscription made now; returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        return subscriptions.count - 1
    }

    /// Records that the subscription at `index` ended now.
    func recordDisposal(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        fatalError("Abstract method")
    }
}

/// A hot observable: sends each event at its absolute time to whoever is
/// subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
    /// The observers subscribed now, by subscription index.
    private var observers: [Int: AnyObserver<Element>] = [:]

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for index in self.observers.keys.sorted() {
                    self.observers[index]?.on(recorded.value)
                }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        observers[index] = AnyObserver(observer)
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.observers[index] = nil
            self.recordDisposal(index)
        }
    }
}

/// A cold observable: sends each event at its time relative to each
/// subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = recordSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            _ = scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                    observer.on(recorded.value)
                    return Disposables.create()
                })
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            self.recordDisposal(index)
            scheduled.dispose()
        }
    }
}
