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
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        AmbProducer(left: asObservable(), right: right.asObservable())
    }

    /// Mirrors whichever observable of `sequence` sends an event first, and
    /// unsubscribes from all the others. An empty sequence never emits.
    ///
    /// - Parameter sequence: The observables that race.
    /// - Returns: The events of the first observable to send one.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { winner, next in winner.amb(next) }
    }
}

private final class AmbProducer<Element>: Producer<Element> {
    private let left: Observable<Element>
    private let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = AmbSink(observer: observer)
        return sink.attach(sink.run(left: left, right: right))
    }
}

private final class AmbSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private enum Side { case left, right }

    private let lock = RecursiveLock.make()
    private var winner: Side?

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
