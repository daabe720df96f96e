/// A type that can be turned into a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events of a control (RxCocoa's trait for UI events, usable
/// with any event source): it never errors, subscribes on the main thread,
/// and replays nothing. The events are expected to arrive on the main
/// thread.
///
/// ```swift
/// let taps = PublishRelay<Void>()
/// let tapEvent = ControlEvent(events: taps)
/// let subscription = tapEvent.subscribe(onNext: { print("tap") })
/// taps.accept(())
/// subscription.dispose()
/// // tap
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// A control event of `events`, which must never error and should
    /// deliver on the main thread; it is subscribed on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }

    /// The events as an `Infallible`.
    public func asInfallible() -> Infallible<Element> { Infallible(events) }
}

extension ControlEvent {
    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            rxFatalErrorInDebug("A control event failed, which it must not: \(error)")
            return Driver.empty()
        })
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { error in
            rxFatalErrorInDebug("A control event failed, which it must not: \(error)")
            return Signal.empty()
        })
    }
}
