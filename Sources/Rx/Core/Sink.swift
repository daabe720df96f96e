import Synchronization

/// What every sink has, whatever it forwards to: whether it stopped and was
/// disposed, the upstream subscription it disposes with itself, and the
/// handle a foreign subscriber holds it through. Not generic, so that its
/// fields sit at fixed offsets.
@usableFromInline
class SinkBase: Cancelable {
    /// `stoppedFlag`: nothing more is forwarded; `disposedFlag`: `dispose()`
    /// ran; `upstreamSetFlag`: `attach(_:)` stored `upstream`;
    /// `handleSetFlag`: `handleForSubscriber()` stored `handle`. Usable from
    /// inlinable code for `isStoppedRelaxed` alone (the element path of
    /// `subscribe(onNext:)`'s subscriber, inlined into a subject specialised
    /// in the caller's module).
    @usableFromInline final let state = Atomic<Int>(0)
    // Each written once before its flag is set, and taken (and cleared) once,
    // by whichever of the writer and `dispose()` sees both its flag and
    // `disposedFlag`: `state` orders the accesses, so the run-time exclusivity
    // checks are left out.
    // `upstreamSink` when the source is a producer (its sink: a class
    // reference, released and called without going through an existential's
    // value witnesses), `upstream` otherwise; at most one is set.
    // In a struct: a class holding an optional of its own type gets a
    // deinit that walks the chain iteratively, each link costing a retain, a
    // release, a uniqueness check and two more counts (some 50 instructions
    // per sink freed); the chain is no deeper than the subscription that
    // built it recursively, so the plain release is enough.
    @exclusivity(unchecked) private final var upstreamSink = UpstreamSink()
    // Not an optional: destroying an `Optional<any Disposable>` (when every
    // sink is freed) goes through the optional type's metadata and value
    // witnesses, some 55 instructions; an existential holding the empty
    // `EmptySlot` costs a few.
    @exclusivity(unchecked) private final var upstream: Disposable = EmptySlot()
    @exclusivity(unchecked) private final var handle: SinkHandle?

    @inlinable static var stoppedFlag: Int { 1 }
    private static var disposedFlag: Int { 2 }
    private static var upstreamSetFlag: Int { 4 }
    private static var handleSetFlag: Int { 8 }
    /// Set from the start in a sink that `Resources.total` does not count.
    private static var uncountedFlag: Int { 16 }
    /// `disposeUpstream()` ran: the upstream subscription is disposed (or,
    /// attached later, disposed at once) while the sink goes on.
    private static var upstreamDisposedFlag: Int { 32 }

    @inline(__always)
    init() {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
    }

    #if TRACE_RESOURCES
        /// How many stand-ins the sink counts (see `countStandIns(_:)`).
        private final let standIns = Atomic<Int>(0)
    #endif

    /// Counts `count` stand-ins in `Resources.total` until the sink goes (or
    /// `releaseStandIn()`): disposables that RxSwift's sink of the same
    /// operator holds for its life and counts, which Rx does not make (a
    /// single-assignment disposable for the source, a serial one for an
    /// inner subscription...), so that the counts stay RxSwift's. Nothing
    /// outside tracing builds.
    @inline(__always)
    final func countStandIns(_ count: Int) {
        #if TRACE_RESOURCES
            standIns.add(count, ordering: .relaxed)
            for _ in 0..<count { _ = Resources.incrementTotal() }
        #endif
    }

    /// Stops counting one stand-in: the disposable it stood for was made
    /// after all, and counts itself.
    @inline(__always)
    final func releaseStandIn() {
        #if TRACE_RESOURCES
            standIns.subtract(1, ordering: .relaxed)
            _ = Resources.decrementTotal()
        #endif
    }

    /// Takes the sink out of `Resources.total`, once, right after `init()`:
    /// for an adapter Rx adds where RxSwift has none (`ObserverReceiver`),
    /// so that the counts stay RxSwift's.
    final func markUncounted() {
        state.store(SinkBase.uncountedFlag, ordering: .relaxed)
        #if TRACE_RESOURCES
            _ = Resources.decrementTotal()
        #endif
    }

    /// Whether the sink stopped forwarding, read without ordering: what
    /// every forwarding step checks.
    @inlinable @inline(__always)
    final var isStoppedRelaxed: Bool { state.load(ordering: .relaxed) & SinkBase.stoppedFlag != 0 }

    /// Marks the sink stopped (nothing more is forwarded) without disposing
    /// it; returns whether it had already stopped.
    @inline(__always)
    final func markStopped() -> Bool {
        state.bitwiseOr(SinkBase.stoppedFlag, ordering: .acquiringAndReleasing).oldValue & SinkBase.stoppedFlag != 0
    }

    /// What a sink does instead of `dispose()` while it holds its `lock`:
    /// it stops forwarding at once, and is disposed (its subscriptions with
    /// it) when the thread releases the lock (see LOCKS.md).
    final func dispose(afterUnlocking lock: DeferringLock) {
        _ = state.bitwiseOr(SinkBase.stoppedFlag, ordering: .releasing)
        lock.disposeAfterUnlock(self)
    }

    /// Keeps `subscription` (what subscribing this sink upstream returned) to
    /// dispose it with the sink, and returns the sink: the last line of every
    /// `Producer.run`. A sink disposed before this call (its source ended
    /// while being subscribed) disposes `subscription` at once.
    ///
    /// Consuming: the caller's reference to the sink (the one it made) is
    /// the one returned, where a borrowed sink cost a retain for the result
    /// and a release of the caller's reference, atomic operations on every
    /// operator of every subscription. So the caller subscribes first and
    /// attaches after, `let subscription = sink.run(source)` then
    /// `return sink.attach(consume subscription)`: in `sink.attach(sink.run(source))`
    /// the sink is taken for `attach` before the argument is evaluated, and
    /// copied (a retain and a release again) because the argument uses it.
    @usableFromInline
    final consuming func attach(_ subscription: __owned Disposable) -> SinkBase {
        // Moved in and taken out rather than copied: copying an existential
        // goes through its type's value witnesses.
        upstream = consume subscription
        if markUpstreamSetAfterDisposal() {
            takeUpstream().dispose()
        }
        return self
    }

    /// `attach(_:)` for an upstream subscription that is a sink (what a
    /// producer's `run` returns).
    final consuming func attach(upstreamSink subscription: __owned SinkBase) -> SinkBase {
        upstreamSink.sink = consume subscription
        if markUpstreamSetAfterDisposal() {
            upstreamSink.sink.take()?.dispose()
        }
        return self
    }

    /// Takes the upstream subscription that is not a sink, leaving
    /// `EmptySlot` in its place.
    @inline(__always)
    private final func takeUpstream() -> Disposable {
        take(&upstream)
    }

    /// Sets `upstreamSetFlag` once the upstream subscription is stored;
    /// returns whether the sink or its upstream subscription was disposed
    /// before, when the caller must take the subscription back and dispose
    /// it.
    @inline(__always)
    private final func markUpstreamSetAfterDisposal() -> Bool {
        let previous = state.bitwiseOr(SinkBase.upstreamSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkBase.upstreamSetFlag != 0 { rxFatalError("A sink's upstream subscription was already attached") }
        return previous & (SinkBase.disposedFlag | SinkBase.upstreamDisposedFlag) != 0
    }

    /// Disposes the upstream subscription alone, once, and goes on: what a
    /// sink whose source completed does while other subscriptions of its
    /// own still send (merge's and switch's inner ones), as RxSwift's
    /// disposes the single-assignment disposable of its source. Attached
    /// after this call, the subscription is disposed at once. Exactly one
    /// of this, `attach` and `dispose()` takes the subscription: each sets
    /// its flag and looks at the others' in one atomic operation.
    final func disposeUpstream() {
        let previous = state.bitwiseOr(SinkBase.upstreamDisposedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & (SinkBase.disposedFlag | SinkBase.upstreamDisposedFlag) != 0 { return }
        if previous & SinkBase.upstreamSetFlag != 0 { disposeTakenUpstream() }
    }

    /// Takes the upstream subscription (a sink or not) and disposes it.
    @inline(__always)
    private final func disposeTakenUpstream() {
        if let sink = upstreamSink.sink.take() {
            sink.dispose()
        } else {
            takeUpstream().dispose()
        }
    }

    /// What `Producer.subscribe` returns to a subscriber that is not a sink
    /// of Rx: a handle that disposes this sink, and lets go of it as soon as
    /// the sink is disposed (by the handle or because it ended), so that a
    /// subscriber keeping the handle after the end does not keep the sink
    /// and its observer alive (which would close a reference cycle through
    /// an observer that refers to the handle's holder). A sink that already
    /// stopped needs no handle.
    final func handleForSubscriber() -> Disposable {
        if state.load(ordering: .acquiring) & SinkBase.stoppedFlag != 0 { return Disposables.create() }
        return install(SinkHandle(sink: self))
    }

    /// `handleForSubscriber()` for the subscriber of
    /// `subscribe(onNext:onError:onCompleted:onDisposed:)`: the returned
    /// object also disposes `disposable` (the `onDisposed` handler's), and is
    /// counted in `Resources.total`, as the `BinaryDisposable` of the handle
    /// and `disposable` that it replaces was (and RxSwift's is). A sink that
    /// already stopped is not held.
    final func handleForHandlers(disposable: AnonymousDisposable?) -> Disposable {
        if state.load(ordering: .acquiring) & SinkBase.stoppedFlag != 0 {
            return HandlersSubscription(sink: nil, disposable: disposable)
        }
        return install(HandlersSubscription(sink: self, disposable: disposable))
    }

    /// Keeps `created` as the subscriber's handle, which `dispose()` lets go
    /// of; if the sink was disposed meanwhile, lets it go at once.
    ///
    /// Takes the caller's reference to `created` and returns it: no retain
    /// and release per subscription.
    private final func install(_ created: consuming SinkHandle) -> SinkHandle {
        handle = created
        let previous = state.bitwiseOr(SinkBase.handleSetFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & SinkBase.disposedFlag != 0 {
            handle = nil
            created.release()
        }
        return created
    }

    /// Whether the sink stopped forwarding: it was disposed, or it ended
    /// under its lock and its terminal event is on the way.
    @usableFromInline final var isDisposed: Bool { state.load(ordering: .acquiring) & SinkBase.stoppedFlag != 0 }

    /// Stops forwarding, disposes the upstream subscription and lets the
    /// subscriber's handle go (once). A subclass that holds more
    /// subscriptions overrides it, disposes them and calls `super.dispose()`.
    @usableFromInline func dispose() {
        let previous = state.bitwiseOr(SinkBase.stoppedFlag | SinkBase.disposedFlag, ordering: .acquiringAndReleasing)
            .oldValue
        if previous & SinkBase.disposedFlag != 0 { return }
        if previous & SinkBase.handleSetFlag != 0 {
            handle.take()?.release()
        }
        if previous & (SinkBase.upstreamSetFlag | SinkBase.upstreamDisposedFlag) == SinkBase.upstreamSetFlag {
            disposeTakenUpstream()
        }
    }

    deinit {
        #if TRACE_RESOURCES
            if state.load(ordering: .relaxed) & SinkBase.uncountedFlag == 0 { _ = Resources.decrementTotal() }
            for _ in 0..<standIns.load(ordering: .relaxed) { _ = Resources.decrementTotal() }
        #endif
    }
}

/// Disposes a sink's upstream subscription alone
/// (`SinkBase.disposeUpstream()`): what a sink queues with
/// `disposeAfterUnlock` when its source completes under its lock. A struct
/// of one reference, held inline by the `Disposable` existential (no
/// allocation).
struct UpstreamDisposal: Disposable {
    let sink: SinkBase
    func dispose() { sink.disposeUpstream() }
}

/// A sink's upstream sink (see `SinkBase.upstreamSink`).
private struct UpstreamSink {
    var sink: SinkBase?
}

/// The per-subscription state of an operator: it forwards events to the
/// downstream observer until it is disposed.
@usableFromInline
class Sink<Observer: ObserverType>: SinkBase {
    let observer: Observer

    @inline(__always)
    init(observer: Observer) {
        self.observer = observer
    }

    /// Sends `event` downstream unless this sink was disposed.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if isStoppedRelaxed { return }
        observer.on(event)
    }

    /// Sends a next `element` downstream unless this sink was disposed: the
    /// same as `forwardOn(.next(element))`, without building an `Event` when
    /// the downstream observer takes elements directly (Rx's own observers
    /// implement `ObserverType._receiveNext`; others get its default,
    /// `on(.next(element))`).
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if isStoppedRelaxed { return }
        observer._receiveNext(element)
    }

    /// Sends `error` downstream and disposes this sink: what an operator
    /// does when its closure throws. Out of line, and without an `Event`:
    /// in unspecialised code, naming `Event<Element>` costs a metadata lookup
    /// (some 300 instructions) on every call of the function that names it,
    /// even when that branch is not taken.
    @inline(never)
    final func forwardErrorAndDispose(_ error: Swift.Error) {
        if !isStoppedRelaxed { observer._receiveError(error) }
        dispose()
    }

    /// Sends `completed` downstream and disposes this sink, out of line for
    /// the same reason as `forwardErrorAndDispose`.
    @inline(never)
    final func forwardCompletedAndDispose() {
        if !isStoppedRelaxed { observer._receiveCompleted() }
        dispose()
    }

    /// What a sink does instead of `forwardOn(terminal)` and `dispose()` while
    /// it holds its `lock`: it stops forwarding at once, and sends `event`
    /// downstream and disposes itself when the thread releases the lock. The
    /// downstream observer (which typically disposes the whole chain when it
    /// receives a terminal event) thus runs without the lock held; it still
    /// never receives two events at once, since nothing is forwarded once the
    /// sink has stopped. Does nothing if the sink has already stopped.
    /// `event` is `error` or `completed`.
    final func forwardTerminal(_ event: Event<Observer.Element>, disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: event.error, disposingAfterUnlocking: lock)
    }

    /// `forwardTerminal(_:disposingAfterUnlocking:)` of `.error(error)`, or of
    /// `.completed` when `error` is nil, without making the `Event`.
    private final func forwardTerminal(error: Swift.Error?, disposingAfterUnlocking lock: DeferringLock) {
        if markStopped() { return }
        lock.disposeAfterUnlock(TerminalDelivery(sink: self, error: error))
    }

    /// `forwardTerminal(.error(error), disposingAfterUnlocking: lock)`, out of line.
    @inline(never)
    final func forwardError(_ error: Swift.Error, disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: error, disposingAfterUnlocking: lock)
    }

    /// `forwardTerminal(.completed, disposingAfterUnlocking: lock)`, out of line.
    @inline(never)
    final func forwardCompleted(disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: nil, disposingAfterUnlocking: lock)
    }

    /// Sends a stopped sink's terminal event downstream (its error, or
    /// completion when it is nil), then disposes the sink: queued by
    /// `forwardTerminal(_:disposingAfterUnlocking:)`. Two words, which fit a
    /// `Disposable` existential's inline buffer, without a box allocated.
    private struct TerminalDelivery: Disposable {
        let sink: Sink<Observer>
        let error: Swift.Error?
        func dispose() {
            if let error {
                sink.observer._receiveError(error)
            } else {
                sink.observer._receiveCompleted()
            }
            sink.dispose()
        }
    }
}
