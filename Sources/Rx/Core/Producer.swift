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
        return Trampoline.runOnCurrent { run(observer).handleForSubscriber() }
    }

    /// `subscribe(onNext:...)`'s subscriber gets one object that is the
    /// sink's handle and disposes `disposable` too.
    override func subscribeHandlers<Subscriber: ObserverType>(
        _ subscriber: Subscriber, receiver: Receiver<Element>, disposable: AnonymousDisposable?
    ) -> Disposable where Subscriber.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return run(subscriber).handleForHandlers(disposable: disposable)
        }
        return Trampoline.runOnCurrent { run(subscriber).handleForHandlers(disposable: disposable) }
    }

    /// A sink subscribing itself gets the upstream sink itself: no handle.
    override func subscribeFromSink<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if Trampoline.isRunningOnThisThread {
            return run(observer)
        }
        return Trampoline.runOnCurrent { run(observer) }
    }

    /// `subscribeFromSink(sink)`, with the upstream sink kept as such. Called
    /// from a producer's `run` or `runReceiver`, where this thread's
    /// trampoline is running: runs at once (see `Observable.subscribeSink`).
    override func subscribeSink<Sink: SinkBase & ObserverType>(_ sink: consuming Sink) -> SinkBase
    where Sink.Element == Element {
        assert(Trampoline.isRunningOnThisThread, "subscribeSink called off the running trampoline")
        let upstream = run(sink)
        return sink.attach(upstreamSink: upstream)
    }

    /// Builds the sink for `observer`, subscribes it upstream, and returns
    /// `sink.attach(upstreamSubscription)`.
    func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        rxAbstractMethod()
    }
}
