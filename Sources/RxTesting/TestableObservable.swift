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

    /// For each subscription, the event being delivered when it was made
    /// (see ``TestDelivery``), so a marble diagram can say what started it.
    var subscriptionCauses: [TestDelivery?] = []
    /// For each subscription, the recorded events it was sent (indices into
    /// `recordedEvents`) and when: what a marble diagram draws on its lane.
    var deliveries: [[(event: Int, time: TestTime)]] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Records a subscription made now (and what was being delivered then); returns its index.
    func recordSubscription() -> Int {
        subscriptions.append(Subscription(testScheduler.clock))
        subscriptionCauses.append(testScheduler.delivery)
        deliveries.append([])
        return subscriptions.count - 1
    }

    /// Records that the subscription at `index` ended now.
    func recordDisposal(_ index: Int) {
        subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
    }

    /// Sends recorded event `event` to `observer` of subscription `subscription`,
    /// with the scheduler's ``TestScheduler/delivery`` naming it meanwhile.
    func deliver<Observer: ObserverType>(_ event: Int, subscription: Int, hot: Bool, to observer: Observer)
    where Observer.Element == Element {
        deliveries[subscription].append((event, testScheduler.clock))
        let previous = testScheduler.delivery
        testScheduler.delivery = TestDelivery(
            source: ObjectIdentifier(self), subscription: hot ? nil : subscription, event: event)
        observer.on(recordedEvents[event].value)
        testScheduler.delivery = previous
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
        for (event, recorded) in recordedEvents.enumerated() {
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for index in self.observers.keys.sorted() {
                    if let observer = self.observers[index] { self.deliver(event, subscription: index, hot: true, to: observer) }
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
        for (event, recorded) in recordedEvents.enumerated() {
            _ = scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { [weak self] _ in
                    if let self {
                        self.deliver(event, subscription: index, hot: false, to: observer)
                    } else {
                        observer.on(recorded.value)
                    }
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
