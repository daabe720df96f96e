/// The base of most observables: each subscription runs `run(_:cancel:)`,
/// which builds a sink and subscribes it upstream. Subscriptions made while no
/// other is in progress on this thread go through `CurrentThreadScheduler`,
/// so that recursive subscriptions are trampolined rather than nested.
@usableFromInline
class Producer<Element>: Observable<Element> {
    override init() { super.init() }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            return subscribeNow(observer)
        }
        return trampoline.run { subscribeNow(observer) }
    }

    @inline(__always)
    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let disposer = SinkDisposer()
        let parts = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: parts.sink, subscription: parts.subscription)
        return disposer
    }

    /// Builds the sink for `observer` and subscribes it upstream.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element
    {
        rxAbstractMethod()
    }
}
