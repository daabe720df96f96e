/// A sink that takes events of `Element`, as a class: every
/// `ForwardingSink` (the sink of an operator with one source), and the
/// subscriber of `subscribe(onNext:...)`. It is what the operators that are
/// `ReceiverProducer`s (map, filter, create, the one-source operators built by
/// `OneSourceProducer`, do, catch, share's connection...) forward to.
///
/// Why it exists: a sink generic over its downstream observer's type has a
/// type made at run time from the whole chain below it, say
/// `MapSink<Int, Int, FilterSink<HandlersObserver<Int>>>`, whose metadata and
/// conformances are looked up in hash tables (some 600 instructions each)
/// for every operator of every chain subscribed. A sink whose downstream is
/// a `Receiver<Result>` has a type made of element types only, known where
/// the operator is applied: its inlinable function, compiled there, names
/// the sink's type (the caller's module caches its metadata) and gives it to
/// the producer, which builds each subscription's sink from it.
@usableFromInline
class Receiver<Element>: SinkBase, ObserverType {
    @usableFromInline func on(_ event: Event<Element>) { rxAbstractMethod() }

    @inline(__always) override init() { super.init() }

    /// `on(.next(element))`; subclasses override it to skip the `Event`.
    @usableFromInline func _receiveNext(_ element: Element) { on(.next(element)) }

    /// `on(.completed)`; subclasses override it to skip the `Event`.
    @usableFromInline func _receiveCompleted() { on(.completed) }

    /// `on(.error(error))`; subclasses override it to skip the `Event`.
    @usableFromInline func _receiveError(_ error: Swift.Error) { on(.error(error)) }
}

/// The downstream receiver of a `ReceiverProducer`'s sink whose subscriber
/// is not a `Receiver` (a `Sink` that is not a `ForwardingSink`, a subject,
/// a user's observer): it passes events on. Not counted in `Resources.total`
/// (RxSwift has no such object), and never disposed: the sink above it is.
final class ObserverReceiver<Observer: ObserverType>: Receiver<Observer.Element> {
    private let observer: Observer

    init(_ observer: Observer) {
        self.observer = observer
        super.init()
        markUncounted()
    }

    override func on(_ event: Event<Element>) { observer.on(event) }

    override func _receiveNext(_ element: Element) { observer._receiveNext(element) }

    override func _receiveCompleted() { observer._receiveCompleted() }

    override func _receiveError(_ error: Swift.Error) { observer._receiveError(error) }
}

/// A producer whose sink takes a `Receiver` downstream. Subscribed by a
/// receiver (`subscribeReceiver`, `subscribeReceiverFromSink`,
/// `subscribeFromSubscriber`), it builds its sink for it directly; subscribed by any other observer, through an
/// `ObserverReceiver`. A subclass's `runReceiver` builds its sink from the
/// sink's type, which its operator's inlinable function found where the
/// element types are known (without a lookup at run time), and stored.
@usableFromInline
class ReceiverProducer<Element>: Producer<Element> {
    @inline(__always) override init() { super.init() }

    /// Builds the sink for `downstream`, subscribes it upstream, and returns
    /// it (with its upstream subscription attached).
    func runReceiver(_ downstream: Receiver<Element>) -> SinkBase { rxAbstractMethod() }

    override final func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase
    where Observer.Element == Element {
        runReceiver(ObserverReceiver(observer))
    }

    /// Called from a producer's `run` or `runReceiver`, where this thread's
    /// trampoline is running: runs at once (see `Observable.subscribeSink`).
    override final func subscribeReceiver(_ receiver: consuming Receiver<Element>) -> SinkBase {
        assert(Trampoline.isRunningOnThisThread, "subscribeReceiver called off the running trampoline")
        let upstream = runReceiver(receiver)
        return receiver.attach(upstreamSink: upstream)
    }

    override final func subscribeReceiverFromSink(_ receiver: Receiver<Element>) -> Disposable {
        if Trampoline.isRunningOnThisThread {
            return runReceiver(receiver)
        }
        return Trampoline.runOnCurrent { runReceiver(receiver) }
    }

    override final func subscribeFromSubscriber<Subscriber: ObserverType>(
        _ subscriber: Subscriber, receiver: Receiver<Element>
    ) -> Disposable where Subscriber.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return runReceiver(receiver).handleForSubscriber()
        }
        return Trampoline.runOnCurrent { runReceiver(receiver).handleForSubscriber() }
    }

    override final func subscribeHandlers<Subscriber: ObserverType>(
        _ subscriber: Subscriber, receiver: Receiver<Element>, disposable: AnonymousDisposable?
    ) -> Disposable where Subscriber.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return runReceiver(receiver).handleForHandlers(disposable: disposable)
        }
        return Trampoline.runOnCurrent { runReceiver(receiver).handleForHandlers(disposable: disposable) }
    }
}
