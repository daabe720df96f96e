extension ObservableType {
    /// Creates an observable from a subscribe function: it runs for each
    /// subscriber, sends events to the observer it is given, and returns the
    /// disposable that cancels its work.
    ///
    /// Events that the function sends from several threads at once are
    /// delivered one at a time; events after a terminal event are dropped.
    ///
    /// ```swift
    /// let one = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// ```
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        // Inlinable for the same reason as `map`.
        CreateProducer(subscribe, sinkType: AnonymousObservableSink<Element>.self)
    }
}

/// Serialises the calls of create's subscribe function: an observer never
/// sees two events at once. A `ForwardingSink` of its own elements, so that
/// the `AnyObserver` given to the subscribe function holds it as a
/// `Receiver` (no closure context to allocate).
///
/// Its lock is a `ReentrantLockWord` of its own rather than a `RecursiveLock`
/// (an object to allocate and free per subscription): a terminal event taken
/// under it is kept here and delivered, with the sink's disposal, after the
/// thread's outermost release, as `forwardTerminal(_:disposingAfterUnlocking:)`
/// does with a `RecursiveLock`.
@usableFromInline
final class AnonymousObservableSink<Element>: ForwardingSink<Element, Receiver<Element>> {
    private let lock = ReentrantLockWord()
    /// Touched only while holding `lock`.
    @exclusivity(unchecked) private var stopped = false
    /// A terminal event to deliver after the outermost release: the error,
    /// or completion when `pendingError` is nil. Touched only while holding
    /// `lock`.
    @exclusivity(unchecked) private var hasPendingTerminal = false
    @exclusivity(unchecked) private var pendingError: Swift.Error?

    @usableFromInline
    required override init(observer: Receiver<Element>) { super.init(observer: observer) }

    override func _receiveNext(_ element: Element) {
        performLocked {
            if !stopped { forwardNext(element) }
        }
    }

    override func receiveError(_ error: Swift.Error) {
        performLocked { stop(error: error) }
    }

    override func receiveCompleted() {
        performLocked { stop(error: nil) }
    }

    /// Called holding the lock: the first terminal event stops the sink and
    /// is kept for after the release (unless the sink was disposed).
    private func stop(error: Swift.Error?) {
        if stopped { return }
        stopped = true
        if markStopped() { return }
        hasPendingTerminal = true
        pendingError = error
    }

    /// `RecursiveLock.performLocked` for this sink's own lock word: runs
    /// `action` holding it; the outermost release delivers a terminal event
    /// kept meanwhile.
    @inline(__always) private func performLocked(_ action: () -> Void) {
        lock.enter()
        action()
        if !lock.leave() { return }
        if hasPendingTerminal {
            releaseAndDeliverTerminal()
            return
        }
        lock.release()
    }

    @inline(never) private func releaseAndDeliverTerminal() {
        hasPendingTerminal = false
        let error = pendingError.take()
        lock.release()
        if let error {
            observer._receiveError(error)
        } else {
            observer._receiveCompleted()
        }
        dispose()
    }

    func run(_ subscribe: (AnyObserver<Element>) -> Disposable) -> Disposable {
        subscribe(AnyObserver(receiver: self))
    }
}

@usableFromInline
final class CreateProducer<Element>: ReceiverProducer<Element> {
    @usableFromInline typealias Subscribe = (AnyObserver<Element>) -> Disposable

    private let subscribeHandler: Subscribe
    /// `AnonymousObservableSink<Element>.self`, found where `create` was applied.
    private let sinkType: AnonymousObservableSink<Element>.Type

    @usableFromInline
    init(_ subscribeHandler: @escaping Subscribe, sinkType: AnonymousObservableSink<Element>.Type) {
        self.subscribeHandler = subscribeHandler
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        return sink.attach(sink.run(subscribeHandler))
    }
}
