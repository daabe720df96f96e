import Synchronization

/// Holds a sink for a subscriber that is not a sink of Rx (what
/// `Producer.subscribe` returns to it); see `SinkBase.handleForSubscriber()`.
class SinkHandle: Cancelable {
    private final let released = Atomic<Bool>(false)
    // Taken once, by whichever of `dispose()` and `release()` wins the exchange.
    @exclusivity(unchecked) private final var sink: SinkBase?

    init(sink: SinkBase?) { self.sink = sink }

    var isDisposed: Bool { released.load(ordering: .acquiring) }

    func dispose() { disposeSink() }

    /// Disposes the sink, unless it was let go of.
    final func disposeSink() {
        if released.exchange(true, ordering: .acquiringAndReleasing) { return }
        // Taken, not copied and cleared: a copy costs a retain and a release.
        sink.take()?.dispose()
    }

    /// Lets the sink go without disposing it: the sink was disposed.
    final func release() {
        if released.exchange(true, ordering: .acquiringAndReleasing) { return }
        sink = nil
    }
}

/// What `subscribe(onNext:onError:onCompleted:onDisposed:)` returns when it
/// subscribes a producer: the sink's handle and the `onDisposed` handler's
/// disposable in one object, where they were two inside a
/// `BinaryDisposable` (one allocation less per subscription). Like that
/// `BinaryDisposable`, and RxSwift's, it is counted in `Resources.total`
/// while it lives, and `isDisposed` says whether it was disposed (not
/// whether the subscription ended).
final class HandlersSubscription: SinkHandle {
    private let disposed = Atomic<Bool>(false)
    // Taken once, by the `dispose()` that wins the exchange of `disposed`
    // (let go of then, as `BinaryDisposable` lets go of its two: it is
    // counted in `Resources.total` itself).
    @exclusivity(unchecked) private var disposable: AnonymousDisposable?

    init(sink: SinkBase?, disposable: AnonymousDisposable?) {
        self.disposable = disposable
        super.init(sink: sink)
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
    }

    override var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    override func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        disposeSink()
        disposable.take()?.dispose()
    }

    deinit {
        #if TRACE_RESOURCES
            _ = Resources.decrementTotal()
        #endif
    }
}
