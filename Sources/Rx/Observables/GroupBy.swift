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
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupByProducer(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == GroupedObservable<Key, Element> {
    typealias KeySelector = (Element) throws -> Key

    private let keySelector: KeySelector
    private let sourceSubscription = SingleAssignmentDisposable()
    // Set in `run()` before the source is subscribed, then touched only by
    // the source's serialised events (no run-time exclusivity checks:
    // LOCKS.md).
    @exclusivity(unchecked) private var groupsRetainingSource: RefCountDisposable!
    @exclusivity(unchecked) private var groups: [Key: PublishSubject<Element>] = [:]

    init(keySelector: @escaping KeySelector, observer: Observer) {
        self.keySelector = keySelector
        super.init(observer: observer)
    }

    /// Subscribes to `source`; the returned disposable releases the result's
    /// hold on the source subscription, which ends once no group holds it.
    func run(_ source: Observable<Element>) -> Disposable {
        groupsRetainingSource = RefCountDisposable(disposable: sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return groupsRetainingSource
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                fail(error)
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
                return
            }
            let group = PublishSubject<Element>()
            groups[key] = group
            let source = GroupObservable(subject: group, sourceHold: groupsRetainingSource)
            forwardNext(GroupedObservable(key: key, source: source))
            group.on(.next(element))
        case .error(let error):
            fail(error)
        case .completed:
            forwardToGroups(.completed)
            forwardOn(.completed)
            sourceSubscription.dispose()
            dispose()
        }
    }

    private func fail(_ error: Swift.Error) {
        forwardToGroups(.error(error))
        forwardOn(.error(error))
        sourceSubscription.dispose()
        dispose()
    }

    private func forwardToGroups(_ event: Event<Element>) {
        for group in groups.values {
            group.on(event)
        }
    }
}

/// The elements of one group: subscribing holds the source subscription
/// open until the group's subscription is disposed.
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

private final class GroupByProducer<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    typealias KeySelector = (Element) throws -> Key

    private let source: Observable<Element>
    private let keySelector: KeySelector

    init(source: Observable<Element>, keySelector: @escaping KeySelector) {
        self.source = source
        self.keySelector = keySelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase
    where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(keySelector: keySelector, observer: observer)
        let subscription = sink.run(source)
        return sink.attach(consume subscription)
    }
}
