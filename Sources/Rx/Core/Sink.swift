import Synchronization

/// The per-subscription state of an operator: it forwards events to the
/// downstream observer until it is disposed.
class Sink<Observer: ObserverType>: Disposable {
    let observer: Observer
    let cancel: Cancelable
    private let disposed = Atomic<Bool>(false)

    init(observer: Observer, cancel: Cancelable) {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
        self.observer = observer
        self.cancel = cancel
    }

    /// Sends `event` downstream unless this sink was disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposed.load(ordering: .relaxed) { return }
        observer.on(event)
    }

    /// Sends a next `element` downstream unless this sink was disposed: the
    /// same as `forwardOn(.next(element))`, without building an `Event` when
    /// the downstream observer takes elements directly (Rx's own observers
    /// implement `ObserverType._receiveNext`; others get its default,
    /// `on(.next(element))`).
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if disposed.load(ordering: .relaxed) { return }
        observer._receiveNext(element)
    }

    /// Sends `error` downstream and disposes this sink: what an operator
    /// does when its closure throws. Out of line: in unspecialised code,
    /// naming `Event<Element>` costs a metadata lookup on every call of the
    /// function that names it, even when that branch is not taken.
    @inline(never)
    final func forwardErrorAndDispose(_ error: Swift.Error) {
        forwardOn(.error(error))
        dispose()
    }

    /// Sends `completed` downstream and disposes this sink, out of line for
    /// the same reason as `forwardErrorAndDispose`.
    @inline(never)
    final func forwardCompletedAndDispose() {
        forwardOn(.completed)
        dispose()
    }

    /// What a sink does instead of `dispose()` while it holds its `lock`:
    /// it stops forwarding at once, and is disposed (its subscriptions with
    /// it) when the thread releases the lock (see LOCKS.md).
    final func dispose(afterUnlocking lock: RecursiveLock) {
        disposed.store(true, ordering: .releasing)
        lock.disposeAfterUnlock(self)
    }

    /// What a sink does instead of `forwardOn(terminal)` and `dispose()` while
    /// it holds its `lock`: it stops forwarding at once, and sends `event`
    /// downstream and disposes itself when the thread releases the lock. The
    /// downstream observer (which typically disposes the whole chain when it
    /// receives a terminal event) thus runs without the lock held; it still
    /// never receives two events at once, since nothing is forwarded once the
    /// sink has stopped. Does nothing if the sink has already stopped.
    final func forwardTerminal(_ event: Event<Observer.Element>, disposingAfterUnlocking lock: RecursiveLock) {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        lock.disposeAfterUnlock(TerminalDelivery(sink: self, event: event))
    }

    /// `forwardTerminal(.error(error), disposingAfterUnlocking: lock)`, out of line.
    @inline(never)
    final func forwardError(_ error: Swift.Error, disposingAfterUnlocking lock: RecursiveLock) {
        forwardTerminal(.error(error), disposingAfterUnlocking: lock)
    }

    /// `forwardTerminal(.completed, disposingAfterUnlocking: lock)`, out of line.
    @inline(never)
    final func forwardCompleted(disposingAfterUnlocking lock: RecursiveLock) {
        forwardTerminal(.completed, disposingAfterUnlocking: lock)
    }

    /// Sends a stopped sink's terminal event downstream, then disposes the
    /// sink: queued by `forwardTerminal(_:disposingAfterUnlocking:)`.
    private struct TerminalDelivery: Disposable {
        let sink: Sink<Observer>
        let event: Event<Observer.Element>
        func dispose() {
            sink.observer.on(event)
            sink.dispose()
        }
    }

    /// An observer that forwards to this sink's downstream observer.
    final func forwarder() -> SinkForward<Observer> { SinkForward(forward: self) }

    final var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        disposed.store(true, ordering: .releasing)
        cancel.dispose()
    }

    deinit {
        #if TRACE_RESOURCES
            _ = Resources.decrementTotal()
        #endif
    }
}

/// Forwards events to a sink's downstream observer; a terminal event also
/// disposes the sink.
final class SinkForward<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let forward: Sink<Observer>

    init(forward: Sink<Observer>) { self.forward = forward }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward.observer.on(event)
        case .error, .completed:
            forward.observer.on(event)
            forward.cancel.dispose()
        }
    }
}

/// Holds a subscription's sink and upstream subscription, disposing both
/// once; what `Producer.subscribe` returns.
final class SinkDisposer: Cancelable {
    private static let disposedFlag = 1
    private static let sinkAndSubscriptionSetFlag = 2

    private let state = Atomic<Int>(0)
    // Written once before `sinkAndSubscriptionSetFlag` is set and read (and
    // cleared) only by whichever of `setSinkAndSubscription` and `dispose`
    // sees both flags, once: `state` orders the accesses, so the run-time
    // exclusivity checks (calls into the runtime on every subscription and
    // disposal) are left out.
    @exclusivity(unchecked) private var sink: Disposable?
    @exclusivity(unchecked) private var subscription: Disposable?

    init() {}

    var isDisposed: Bool { state.load(ordering: .acquiring) & SinkDisposer.disposedFlag != 0 }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        let previous = state.bitwiseOr(SinkDisposer.sinkAndSubscriptionSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.sinkAndSubscriptionSetFlag != 0 {
            rxFatalError("Sink and subscription were already set")
        }
        if previous & SinkDisposer.disposedFlag != 0 {
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }

    func dispose() {
        let previous = state.bitwiseOr(SinkDisposer.disposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkDisposer.disposedFlag != 0 { return }
        if previous & SinkDisposer.sinkAndSubscriptionSetFlag != 0 {
            guard let sink, let subscription else { rxFatalError("Sink not set") }
            sink.dispose()
            subscription.dispose()
            self.sink = nil
            self.subscription = nil
        }
    }
}
