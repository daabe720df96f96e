/// A sequence of elements that arrive over time, the central type of Rx.
///
/// Subclasses implement `subscribe(_:)`; most operators are written as
/// extensions of `ObservableType` that return an `Observable`.
public class Observable<Element>: ObservableType {
    @inline(__always)
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

    /// `subscribe(_:)` for Rx's own observers whose owner lets the returned
    /// subscription go (disposes a `SingleAssignmentDisposable` or a sink
    /// holding it) when the observer has received its terminal event, or
    /// earlier: a `ForwardingSink`, flatMap's and flatMapLatest's source
    /// subscription, flatMapLatest's inner one. A producer then returns its
    /// sink without a handle (see `SinkBase.handleForSubscriber()`), one
    /// allocation less; keeping it after the end would keep the sink and its
    /// observer alive.
    func subscribeFromSink<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe(observer)
    }

    /// Subscribes `sink` to this observable and keeps the subscription in it:
    /// what a producer's `run` returns. Generic over the sink's own class, so
    /// that the caller, which has just made the sink, hands over the type it
    /// already knows: passing the sink as its base class instead would cost a
    /// run-time lookup of the base class's generic type to find its
    /// conformance to `ObserverType`. `Producer` overrides it to keep its
    /// sink as the upstream subscription, a class reference rather than a
    /// `Disposable` existential.
    ///
    /// Called only from a producer's `run` or `runReceiver` (through
    /// `subscribeReceiver`), which every subscribe entry of `Producer` and
    /// `ReceiverProducer` enters on this thread's running trampoline: so a
    /// producer subscribed here runs at once, without looking the trampoline
    /// up again (a thread-local lookup, a retain and a release per operator of
    /// a chain).
    ///
    /// Takes the caller's reference to `sink` and returns it (see
    /// `SinkBase.attach(_:)`): no retain and release per subscription.
    func subscribeSink<Sink: SinkBase & ObserverType>(_ sink: consuming Sink) -> SinkBase where Sink.Element == Element {
        let subscription = subscribeFromSink(sink)
        return sink.attach(consume subscription)
    }

    /// Subscribes `receiver`, a sink that is a `Receiver` (map's, filter's...),
    /// and returns it with its upstream subscription attached. A
    /// `ReceiverProducer` builds its own sink for the receiver directly;
    /// other observables take it as any sink. Called only from a producer's
    /// `run` or `runReceiver`, on the running trampoline (see `subscribeSink`).
    func subscribeReceiver(_ receiver: consuming Receiver<Element>) -> SinkBase {
        subscribeSink(receiver)
    }

    /// `subscribeFromSink(receiver)` for a sink that is a `Receiver` and
    /// keeps its upstream subscription itself (merge's, switchLatest's): a
    /// `ReceiverProducer` builds its own sink for the receiver directly.
    func subscribeReceiverFromSink(_ receiver: Receiver<Element>) -> Disposable {
        subscribeFromSink(receiver)
    }

    /// `subscribe(subscriber)` for the subscriber of `subscribe(onNext:...)`
    /// or `subscribe(_:)`, which is also given as `receiver`: a
    /// `ReceiverProducer` builds its sink for the receiver directly. (Given
    /// twice so that the caller, which knows the subscriber's type, supplies
    /// its conformance to `ObserverType` for the other observables.)
    @usableFromInline
    func subscribeFromSubscriber<Subscriber: ObserverType>(_ subscriber: Subscriber, receiver: Receiver<Element>)
        -> Disposable
    where Subscriber.Element == Element {
        subscribe(subscriber)
    }

    /// What `subscribe(onNext:onError:onCompleted:onDisposed:)` does with its
    /// subscriber (given twice, as for `subscribeFromSubscriber`) and the
    /// `onDisposed` handler's disposable: subscribes it and returns a
    /// disposable of the subscription and `disposable`, counted in
    /// `Resources.total` (a `BinaryDisposable`, as in RxSwift). A producer
    /// returns one object that is both its sink's handle and that disposable
    /// (`SinkBase.handleForHandlers(disposable:)`). Inlinable, so that a
    /// subscription to a subject whose type the caller knows is specialised
    /// for it, as when `subscribe(onNext:...)` called `subscribeFromSubscriber`.
    @inlinable
    func subscribeHandlers<Subscriber: ObserverType>(
        _ subscriber: Subscriber, receiver: Receiver<Element>, disposable: AnonymousDisposable?
    ) -> Disposable where Subscriber.Element == Element {
        let subscription = subscribeFromSubscriber(subscriber, receiver: receiver)
        guard let disposable else { return Disposables.create(consume subscription, Disposables.create()) }
        return Disposables.create(consume subscription, disposable)
    }

    /// For an observable that sends all its events as soon as it is
    /// subscribed, on the subscribing thread and with no other effect
    /// (`just`, `empty`, `error`): sends its elements to `receive` and returns
    /// how it ends, without a subscription. Operators that subscribe to many
    /// inner observables (flatMap, merge) use it to skip the subscription of
    /// such an inner one. Any other observable returns `.unavailable`.
    func sendEventsAtOnce(_ receive: (Element) -> Void) -> EventsSentAtOnce { .unavailable }

    /// Whether `sendEventsAtOnce(_:)` sends this observable's events (true
    /// exactly where it is overridden): what an operator asks that must do
    /// something before the events are sent (switch disposes the previous
    /// inner subscription first, as subscribing would).
    var sendsEventsAtOnce: Bool { false }

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
