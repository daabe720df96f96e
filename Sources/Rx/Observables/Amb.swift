extension ObservableType {
    /// Mirrors whichever of this sequence and `right` sends an event first,
    /// and unsubscribes from the other.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// let subscription = a.amb(b).subscribe(onNext: { print($0) })
    /// b.onNext(1) // b wins, a is unsubscribed
    /// a.onNext(2) // ignored
    /// subscription.dispose()
    /// // 1
    /// ```
    ///
    /// - Parameter right: The sequence that races this one.
    /// - Returns: The events of the first sequence to send one.
    @inlinable
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        // Inlinable, as `map` is: the sink's type is found here.
        AmbProducer(left: asObservable(), right: right.asObservable(), sinkType: AmbSink<Element>.self)
    }

    /// Mirrors whichever observable of `sequence` sends an event first, and
    /// unsubscribes from all the others. An empty sequence never emits.
    ///
    /// The observables are subscribed in order by one sink (as if by
    /// `a.amb(b).amb(c)…`, but without a nested sink per observable, through
    /// which every event of the winner would pass): a source subscribed after
    /// the winner sent its first event is unsubscribed at once.
    ///
    /// - Parameter sequence: The observables that race.
    /// - Returns: The events of the first observable to send one.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        let sources = Array(sequence)
        switch sources.count {
        case 0: return Observable<Element>.never()
        case 1: return sources[0]
        default: return AmbCollectionProducer(sources: sources)
        }
    }
}

@usableFromInline
final class AmbProducer<Element>: ReceiverProducer<Element> {
    private let left: Observable<Element>
    private let right: Observable<Element>
    private let sinkType: AmbSink<Element>.Type

    @usableFromInline
    init(left: Observable<Element>, right: Observable<Element>, sinkType: AmbSink<Element>.Type) {
        self.left = left
        self.right = right
        self.sinkType = sinkType
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        let sink = sinkType.init(observer: downstream)
        let subscription = sink.run(left: left, right: right)
        return sink.attach(consume subscription)
    }
}

@usableFromInline
final class AmbSink<Element>: Sink<Receiver<Element>> {
    @usableFromInline
    required override init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    private enum Side { case left, right }

    private let lock = RecursiveLock.make()
    /// Only touched under `lock` (LOCKS.md).
    @exclusivity(unchecked) private var winner: Side?

    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        let leftSubscription = SingleAssignmentDisposable()
        let rightSubscription = SingleAssignmentDisposable()
        leftSubscription.setDisposable(
            left.subscribe(
                AnyObserver { event in
                    self.on(event, from: .left, loser: rightSubscription)
                }))
        rightSubscription.setDisposable(
            right.subscribe(
                AnyObserver { event in
                    self.on(event, from: .right, loser: leftSubscription)
                }))
        return Disposables.create(leftSubscription, rightSubscription)
    }

    private func on(_ event: Event<Element>, from side: Side, loser: Disposable) {
        lock.performLocked {
            if winner == nil {
                winner = side
                lock.disposeAfterUnlock(loser)
            }
            guard winner == side else { return }
            if event.isStopEvent {
                forwardTerminal(event, disposingAfterUnlocking: lock)
            } else {
                forwardOn(event)
            }
        }
    }
}

/// `Observable.amb(_:)` of a sequence: one sink races every source.
private final class AmbCollectionProducer<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) { self.sources = sources }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = AmbCollectionSink(observer: observer, count: sources.count)
        let subscription = sink.run(sources)
        return sink.attach(consume subscription)
    }
}

private final class AmbCollectionSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private let lock = RecursiveLock.make()
    /// The index of the source that sent the first event; only touched
    /// under `lock` (LOCKS.md).
    @exclusivity(unchecked) private var winner: Int?
    /// One per source, made before any is subscribed and never replaced:
    /// read without the lock.
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: Observer, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func run(_ sources: [Observable<Element>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(
                source.subscribe(
                    AnyObserver { event in
                        self.on(event, from: index)
                    }))
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<Element>, from index: Int) {
        lock.performLocked {
            if winner == nil {
                winner = index
                // The losers are unsubscribed after the lock (LOCKS.md);
                // one not subscribed yet is unsubscribed as it is.
                lock.disposeAfterUnlock(Losers(subscriptions: subscriptions, winner: index))
            }
            guard winner == index else { return }
            if event.isStopEvent {
                forwardTerminal(event, disposingAfterUnlocking: lock)
            } else {
                forwardOn(event)
            }
        }
    }

    /// Disposes every source's subscription but the winner's.
    private struct Losers: Disposable {
        let subscriptions: [SingleAssignmentDisposable]
        let winner: Int
        func dispose() {
            for index in subscriptions.indices where index != winner { subscriptions[index].dispose() }
        }
    }
}
