extension ObservableType {
    /// Sorts the elements into groups by the key `keySelector` gives them.
    ///
    /// The first element with a new key emits a new `GroupedObservable` for
    /// that key and then passes the element to the group; later elements
    /// with the same key go to the same group. A group is hot: an observer
    /// sees only the elements that arrive after it subscribes, so subscribe
    /// to a group when it is emitted. Completion and errors of the source
    /// reach every group and then the result. If `keySelector` throws, the
    /// groups and the result fail with that error. The source stays
    /// subscribed while the result or any group is subscribed.
    ///
    /// - Parameter keySelector: Gives the key of an element.
    /// - Returns: An observable of the groups.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 4)
    ///     .groupBy { $0 % 2 == 0 ? "even" : "odd" }
    ///     .flatMap { group in group.map { "\(group.key) \($0)" } }
    ///     .subscribe(onNext: { print($0) })
    /// // odd 1
    /// // even 2
    /// // odd 3
    /// // even 4
    /// ```
    @inlinable
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        // Inlinable, as `map` is: the sink's type is found here, and its
        // element step is compiled here (see `GroupBySink.receiveNext`).
        GroupByProducer(
            source: asObservable(), keySelector: keySelector, sinkType: GroupBySink<Key, Element>.self,
            step: { GroupBySink.receiveNext($0, in: $1) })
    }
}

@usableFromInline
final class GroupBySink<Key: Hashable, Element>: ForwardingSink<Element, Receiver<GroupedObservable<Key, Element>>> {
    @usableFromInline typealias KeySelector = (Element) throws -> Key
    /// What the sink does with an element, `receiveNext(_:in:)`, compiled
    /// where `groupBy` is applied.
    @usableFromInline typealias Step = (Element, GroupBySink) -> Void

    @usableFromInline let keySelector: KeySelector
    private let step: Step
    private let sourceSubscription = SingleAssignmentDisposable()
    // Set in `run()` before the source is subscribed, then touched only by
    // the source's serialised events (no run-time exclusivity checks:
    // LOCKS.md).
    @exclusivity(unchecked) private var groupsRetainingSource: RefCountDisposable!
    @usableFromInline @exclusivity(unchecked) var groups: [Key: PublishSubject<Element>] = [:]

    @usableFromInline
    required init(keySelector: @escaping KeySelector, step: @escaping Step, observer: Receiver<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        self.step = step
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        groupsRetainingSource = RefCountDisposable(disposable: sourceSubscription)
        sourceSubscription.setDisposable(source.subscribeReceiverFromSink(self))
        return groupsRetainingSource
    }

    /// The element path. Compiled in this module, where `Key` is any type,
    /// finding an element's group is a dictionary lookup through witness
    /// calls on values of types looked up at run time, some 3,500
    /// instructions per element (el-groupBy); compiled where `groupBy` is
    /// applied, it is the dictionary's own code for the key's type.
    @inlinable @inline(__always)
    static func receiveNext(_ element: Element, in sink: GroupBySink) {
        let key: Key
        do {
            key = try sink.keySelector(element)
        } catch {
            sink.fail(error)
            return
        }
        if let group = sink.groups[key] {
            group.onNext(element)
        } else {
            sink.openGroup(key, with: element)
        }
    }

    override func _receiveNext(_ element: Element) { step(element, self) }

    /// Makes the group of `key`, sends it downstream, then sends `element`
    /// into it.
    @usableFromInline
    func openGroup(_ key: Key, with element: Element) {
        let group = PublishSubject<Element>()
        groups[key] = group
        let source = GroupObservable(subject: group, sourceHold: groupsRetainingSource)
        forwardNext(GroupedObservable(key: key, source: source))
        group.onNext(element)
    }

    override func receiveError(_ error: Swift.Error) { fail(error) }

    // The groups hear of the end first, then the result; then the source
    // is unsubscribed, then the sink disposed.

    override func receiveCompleted() {
        for group in groups.values { group.onCompleted() }
        if !isStoppedRelaxed { observer._receiveCompleted() }
        sourceSubscription.dispose()
        dispose()
    }

    @usableFromInline
    func fail(_ error: Swift.Error) {
        for group in groups.values { group.onError(error) }
        if !isStoppedRelaxed { observer._receiveError(error) }
        sourceSubscription.dispose()
        dispose()
    }
}

private final class GroupObservable<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let sourceHold: RefCountDisposable

    init(subject: PublishSubject<Element>, sourceHold: RefCountDisposable) {
        self.subject = subject
        self.sourceHold = sourceHold
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let hold = sourceHold.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(hold, subscription)
    }
}

@usableFromInline
final class GroupByProducer<Key: Hashable, Element>: ReceiverProducer<GroupedObservable<Key, Element>> {
    @usableFromInline typealias KeySelector = (Element) throws -> Key

    private let source: Observable<Element>
    private let keySelector: KeySelector
    private let sinkType: GroupBySink<Key, Element>.Type
    private let step: GroupBySink<Key, Element>.Step

    @usableFromInline
    init(
        source: Observable<Element>, keySelector: @escaping KeySelector, sinkType: GroupBySink<Key, Element>.Type,
        step: @escaping GroupBySink<Key, Element>.Step
    ) {
        self.source = source
        self.keySelector = keySelector
        self.sinkType = sinkType
        self.step = step
    }

    override func runReceiver(_ downstream: Receiver<GroupedObservable<Key, Element>>) -> SinkBase {
        let sink = sinkType.init(keySelector: keySelector, step: step, observer: downstream)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}
