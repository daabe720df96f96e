import Synchronization

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

/// What amb's sinks share: which source won the race, and what a source's
/// observer (`AmbRacer`) does with its events.
///
/// The first source to send an event wins, by a compare-and-swap: it
/// disposes the others, then forwards the event, as RxSwift does. From then
/// on the winner's events go downstream without a lock (one source's events
/// never overlap) and the others' are dropped. No lock is held while
/// forwarding or disposing, and no `Event` is made on the way (its type's
/// metadata would be looked up per element in this unspecialised code).
@usableFromInline
class AmbRace<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    /// 0 while no source has sent anything; then the winner's index + 1.
    private let winner = Atomic<Int>(0)

    /// Disposes the subscription of every source but `winner`'s.
    func disposeLosers(winner: Int) { rxAbstractMethod() }

    /// Whether the events of the source at `index` go downstream: true when
    /// it is the winner, or wins now (the others are then disposed).
    @inline(__always)
    private final func admits(_ index: Int) -> Bool {
        let current = winner.load(ordering: .acquiring)
        if current == index &+ 1 { return true }
        if current != 0 { return false }
        guard winner.compareExchange(expected: 0, desired: index &+ 1, ordering: .acquiringAndReleasing).exchanged
        else { return false }
        disposeLosers(winner: index)
        return true
    }

    final func receiveNext(_ element: Element, from index: Int) {
        if admits(index) { forwardNext(element) }
    }

    final func receiveCompleted(from index: Int) {
        if admits(index) { forwardCompletedAndDispose() }
    }

    final func receiveError(_ error: Swift.Error, from index: Int) {
        if admits(index) { forwardErrorAndDispose(error) }
    }
}

/// The observer of one source of a race.
final class AmbRacer<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let race: AmbRace<Observer>
    private let index: Int

    init(race: AmbRace<Observer>, index: Int) {
        self.race = race
        self.index = index
    }

    func on(_ event: Event<Element>) { receiveSplit(event) }

    func _receiveNext(_ element: Element) { race.receiveNext(element, from: index) }

    func _receiveCompleted() { race.receiveCompleted(from: index) }

    func _receiveError(_ error: Swift.Error) { race.receiveError(error, from: index) }
}

@usableFromInline
final class AmbSink<Element>: AmbRace<Receiver<Element>> {
    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()

    @usableFromInline
    required override init(observer: Receiver<Element>) {
        super.init(observer: observer)
    }

    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        leftSubscription.setDisposable(left.subscribe(AmbRacer(race: self, index: 0)))
        rightSubscription.setDisposable(right.subscribe(AmbRacer(race: self, index: 1)))
        return Disposables.create(leftSubscription, rightSubscription)
    }

    override func disposeLosers(winner: Int) {
        (winner == 0 ? rightSubscription : leftSubscription).dispose()
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

private final class AmbCollectionSink<Observer: ObserverType>: AmbRace<Observer> {
    /// One per source, made before any is subscribed and never replaced (a
    /// source that loses before it is subscribed is unsubscribed as it is).
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: Observer, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    func run(_ sources: [Observable<Element>]) -> Disposable {
        for (index, source) in sources.enumerated() {
            subscriptions[index].setDisposable(source.subscribe(AmbRacer(race: self, index: index)))
        }
        return Disposables.create(subscriptions)
    }

    override func disposeLosers(winner: Int) {
        for index in subscriptions.indices where index != winner { subscriptions[index].dispose() }
    }
}
