/// The base of most observables: each subscription runs `run(_:)`, which
/// builds a sink, subscribes it upstream and returns it. Subscriptions made
/// while no other is in progress on this thread go through
/// `CurrentThreadScheduler`, so that recursive subscriptions are trampolined
/// rather than nested.
@usableFromInline
class Producer<Element>: Observable<Element> {
    @inline(__always) override init() { super.init() }

    /// A foreign subscriber gets a handle that lets the sink go once it ends
    /// (`SinkBase.handleForSubscriber()`).
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return run(observer).handleForSubscriber()
        }
        return Trampoline.current.run { run(observer).handleForSubscriber() }
    }

    /// `subscribe(onNext:...)`'s subscriber gets one object that is the
    /// sink's handle and disposes `disposable` too.
    override func subscribeHandlers<Subscriber: ObserverType>(
        _ subscriber: Subscriber, receiver: Receiver<Element>, disposable: AnonymousDisposable?
    ) -> Disposable where Subscriber.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return run(subscriber).handleForHandlers(disposable: disposable)
        }
        return Trampoline.current.run { run(subscriber).handleForHandlers(disposable: disposable) }
    }

    /// A sink subscribing itself gets the upstream sink itself: no handle.
    override func subscribeFromSink<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return run(observer)
        }
        return Trampoline.current.run { run(observer) }
    }

    /// `subscribeFromSink(sink)`, with the upstream sink kept as such. Called
    /// from a producer's `run` or `runReceiver`, where this thread's
    /// trampoline is running: runs at once (see `Observable.subscribeSink`).
    override func subscribeSink<Sink: SinkBase & ObserverType>(_ sink: Sink) -> SinkBase
    where Sink.Element == Element {
        assert(Trampoline.isRunningOnThisThread, "subscribeSink called off the running trampoline")
        return sink.attach(upstreamSink: run(sink))
    }

    /// Builds the sink for `observer`, subscribes it upstream, and returns
    /// `sink.attach(upstreamSubscription)`.
    func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        rxAbstractMethod()
    }
}
