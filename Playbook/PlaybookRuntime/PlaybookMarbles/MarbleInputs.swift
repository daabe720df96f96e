import PlaybookWire
import RxSwift
import RxTest

// The observables a marble example makes from marble strings, built on
// RxTest's public API only (a TestScheduler's virtual clock), so that the
// helpers compile against any library with RxSwift's API: this repository's
// Rx, or RxSwift 6 with RxTest. Each input records what a diagram draws:
// when it was subscribed to and disposed, what it sent to each subscription
// and when, and which input event was being delivered when a subscription
// was made (an operator subscribing because of that event).

/// A recorded event of an input on its way to one subscription (a cold
/// input's) or to every subscription (a hot input's).
struct MarbleDelivery: Hashable {
    /// The input sending it.
    let source: ObjectIdentifier
    /// The subscription it goes to; nil for a hot input, whose events go to every subscription.
    let subscription: Int?
    /// Its index in the input's events.
    let event: Int
}

/// A subscription to an input or a result: when it was made, and when it
/// was disposed (`Int.max`: it was not).
public struct MarbleSubscription: Hashable, Sendable {
    public var subscribe: Int
    public var unsubscribe: Int

    public init(_ subscribe: Int, _ unsubscribe: Int = Int.max) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }
}

/// An input made from a marble string: hot (its events at absolute times,
/// to whoever is subscribed then) or cold (its events relative to each
/// subscription).
final class MarbleInput<Element> {
    let scheduler: TestScheduler
    let events: [(time: Int, event: Event<Element>)]
    let isCold: Bool
    /// Where the scenario keeps the delivery in progress.
    let delivery: MarbleDeliveryTracker

    private(set) var subscriptions: [MarbleSubscription] = []
    /// For each subscription, the event being delivered when it was made.
    private(set) var subscriptionCauses: [MarbleDelivery?] = []
    /// For each subscription, the events it was sent (indices into `events`) and when.
    private(set) var deliveries: [[(event: Int, time: Int)]] = []
    /// A hot input's observers subscribed now, by subscription index.
    private var observers: [Int: AnyObserver<Element>] = [:]

    init(scheduler: TestScheduler, events: [(time: Int, event: Event<Element>)], isCold: Bool, delivery: MarbleDeliveryTracker) {
        self.scheduler = scheduler
        self.events = events
        self.isCold = isCold
        self.delivery = delivery
        guard !isCold else { return }
        for (index, recorded) in events.enumerated() {
            scheduler.scheduleAt(recorded.time) { [weak self] in
                guard let self else { return }
                for subscription in self.observers.keys.sorted() {
                    if let observer = self.observers[subscription] { self.deliver(index, subscription: subscription, to: observer) }
                }
            }
        }
    }

    /// The observable the example gets.
    var observable: Observable<Element> {
        Observable.create { [self] observer in
            let index = subscriptions.count
            subscriptions.append(MarbleSubscription(scheduler.clock))
            subscriptionCauses.append(delivery.current)
            deliveries.append([])
            guard isCold else {
                observers[index] = observer
                return Disposables.create { [weak self] in
                    guard let self else { return }
                    self.observers[index] = nil
                    self.recordDisposal(index)
                }
            }
            let scheduled = CompositeDisposable()
            for (event, recorded) in events.enumerated() {
                _ = scheduled.insert(
                    scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { [weak self] _ in
                        if let self {
                            self.deliver(event, subscription: index, to: observer)
                        } else {
                            observer.on(recorded.event)
                        }
                        return Disposables.create()
                    })
            }
            return Disposables.create { [weak self] in
                self?.recordDisposal(index)
                scheduled.dispose()
            }
        }
    }

    private func recordDisposal(_ index: Int) {
        subscriptions[index].unsubscribe = scheduler.clock
    }

    /// Sends event `event` to the observer of `subscription`, with the
    /// tracker naming the delivery meanwhile.
    private func deliver(_ event: Int, subscription: Int, to observer: AnyObserver<Element>) {
        deliveries[subscription].append((event, scheduler.clock))
        let previous = delivery.current
        delivery.current = MarbleDelivery(source: ObjectIdentifier(self), subscription: isCold ? subscription : nil, event: event)
        observer.on(events[event].event)
        delivery.current = previous
    }
}

/// The input event being delivered right now, if any: what an observer that
/// receives something meanwhile received it because of.
final class MarbleDeliveryTracker {
    var current: MarbleDelivery?
}
