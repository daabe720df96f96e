/// A sequence of elements that arrive over time, the central type of Rx.
///
/// Subclasses implement `subscribe(_:)`; most operators are written as
/// extensions of `ObservableType` that return an `Observable`.
public class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    @inlinable public func asObservable() -> Observable<Element> { self }

    /// `subscribe(_:)` for a sink that subscribes itself and keeps the
    /// returned subscription only until it is disposed, which it is when it
    /// ends (a `ForwardingSink`): a producer then returns its sink without a
    /// handle (see `SinkBase.handleForSubscriber()`), one allocation less.
    func subscribeFromSink<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(observer)
    }

    /// For an observable that sends all its events as soon as it is
    /// subscribed, on the subscribing thread and with no other effect
    /// (`just`, `empty`, `error`): sends its elements to `receive` and returns
    /// how it ends, without a subscription. Operators that subscribe to many
    /// inner observables (flatMap, merge) use it to skip the subscription of
    /// such an inner one. Any other observable returns `.unavailable`.
    func sendEventsAtOnce(_ receive: (Element) -> Void) -> EventsSentAtOnce { .unavailable }

    deinit {
        #if TRACE_RESOURCES
            _ = Resources.decrementTotal()
        #endif
    }
}

/// What `Observable.sendEventsAtOnce(_:)` did.
enum EventsSentAtOnce {
    /// Nothing: the observable must be subscribed to.
    case unavailable
    /// It sent its elements, then completed.
    case completed
    /// It sent its elements, then failed with this error.
    case failed(Swift.Error)
}
