/// The base of a sink with one source whose events it turns into its own:
/// `map`, `filter`, `scan`, `take`... A subclass implements
/// `_receiveNext(_:)`, what it does with an element, and overrides
/// `receiveCompleted()` or `receiveError(_:)` only when it ends differently
/// from forwarding the event and disposing itself. `on(_:)` is final and
/// hands a next event's element to `_receiveNext(_:)`, so an element takes
/// the same path whether the source sends it as an `Event` or directly.
///
/// It is a `Receiver` of its source's elements, so that a source that is a
/// `ReceiverProducer` builds its sink for it without an adapter. It forwards
/// to `observer` as `Sink` does, with the same methods (a class has one
/// superclass: this one is `Receiver`, so `Sink`'s few lines are repeated
/// here; `dispose(afterUnlocking:)`, which needs no observer, is `SinkBase`'s).
///
/// Its producer's `run` is
///
///     let sink = MySink(..., observer: observer)
///     return source.subscribeReceiver(sink)
///
/// and a sink whose producer does nothing else is a `OneSourceSink`, built by
/// a `OneSourceProducer`.
///
/// Element steps. A sink's methods are compiled once, in this module, for
/// any element type. Where the element path makes a value of a type built
/// from the element types (an `Optional`, a tuple, an `Event`), or calls a
/// generic type's methods (a dictionary's), each element looks that type up
/// at run time: some 300 to 3,500 instructions, against 230 for one element
/// through map (`make bench-elements`). Such a sink calls a step instead, a
/// closure without captures that the operator's inlinable function makes
/// where it is applied, where the types are known: an `@inlinable static
/// func receiveNext(_:in:)` of the sink, compiled there (compactMap,
/// distinctUntilChanged, enumerated, materialize, dematerialize, sample,
/// withLatestFrom, groupBy; `of` and `from` do the same for their iterator).
/// Map and filter do not: their element path needs no lookup, and a step
/// costs the reabstraction thunks around the closure what it saves (measured).
@usableFromInline
class ForwardingSink<SourceElement, Observer: ObserverType>: Receiver<SourceElement> {
    @usableFromInline final let observer: Observer

    @inline(__always)
    init(observer: Observer) {
        self.observer = observer
    }

    /// Handles one element of the source.
    override func _receiveNext(_ element: SourceElement) { rxAbstractMethod() }

    /// Handles the source's completion: by default, forwards it and disposes.
    func receiveCompleted() { forwardCompletedAndDispose() }

    /// Handles the source's error: by default, forwards it and disposes.
    func receiveError(_ error: Swift.Error) { forwardErrorAndDispose(error) }

    override final func _receiveCompleted() { receiveCompleted() }

    override final func _receiveError(_ error: Swift.Error) { receiveError(error) }

    override final func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): receiveError(error)
        case .completed: receiveCompleted()
        }
    }

    /// `Sink.forwardOn(_:)`.
    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if isStoppedRelaxed { return }
        observer.on(event)
    }

    /// `Sink.forwardNext(_:)`; inlinable for the element steps compiled where
    /// an operator is applied (compactMap's, distinctUntilChanged's).
    @inlinable @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if isStoppedRelaxed { return }
        observer._receiveNext(element)
    }

    /// `Sink.forwardErrorAndDispose(_:)`, out of line for the same reason.
    @usableFromInline @inline(never)
    final func forwardErrorAndDispose(_ error: Swift.Error) {
        // Not `forwardOn(.error(error))`: making an `Event` of the generic
        // element type looks up its metadata; see `ObserverType._receiveError`.
        if !isStoppedRelaxed { observer._receiveError(error) }
        dispose()
    }

    /// `Sink.forwardCompletedAndDispose()`, out of line for the same reason.
    @usableFromInline @inline(never)
    final func forwardCompletedAndDispose() {
        if !isStoppedRelaxed { observer._receiveCompleted() }
        dispose()
    }

    /// `Sink.forwardTerminal(_:disposingAfterUnlocking:)`.
    final func forwardTerminal(_ event: Event<Observer.Element>, disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: event.error, disposingAfterUnlocking: lock)
    }

    /// `forwardTerminal(_:disposingAfterUnlocking:)` of `.error(error)`, or of
    /// `.completed` when `error` is nil, without making the `Event`.
    private final func forwardTerminal(error: Swift.Error?, disposingAfterUnlocking lock: DeferringLock) {
        if markStopped() { return }
        lock.disposeAfterUnlock(TerminalDelivery(sink: self, error: error))
    }

    /// `Sink.forwardError(_:disposingAfterUnlocking:)`.
    @usableFromInline @inline(never)
    final func forwardError(_ error: Swift.Error, disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: error, disposingAfterUnlocking: lock)
    }

    /// `Sink.forwardCompleted(disposingAfterUnlocking:)`.
    @inline(never)
    final func forwardCompleted(disposingAfterUnlocking lock: DeferringLock) {
        forwardTerminal(error: nil, disposingAfterUnlocking: lock)
    }

    /// `Sink`'s `TerminalDelivery`, for this sink: the error, or completion
    /// when it is nil.
    private struct TerminalDelivery: Disposable {
        let sink: ForwardingSink<SourceElement, Observer>
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

/// A `ForwardingSink` that takes its source's events as `Event`s, in one
/// `receive(_:)`: for a sink that handles the three kinds alike or together
/// (do, debug, observe(on:), delay, the timed operators). Its element path
/// builds the `Event` that `on(_:)` took apart; a sink that handles elements
/// on their own derives from `ForwardingSink` instead.
@usableFromInline
class EventForwardingSink<Observer: ObserverType>: ForwardingSink<Observer.Element, Observer> {
    /// Handles one event of the source.
    func receive(_ event: Event<Observer.Element>) { rxAbstractMethod() }

    override final func _receiveNext(_ element: Observer.Element) { receive(.next(element)) }

    override final func receiveError(_ error: Swift.Error) { receive(.error(error)) }

    override final func receiveCompleted() { receive(.completed) }
}
