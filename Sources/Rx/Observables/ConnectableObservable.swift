import Synchronization

/// An observable sequence that shares one subscription to its source among
/// all its observers, and starts that subscription only when `connect()` is
/// called.
///
/// ```swift
/// let numbers = Observable.of(1, 2).publish()
/// _ = numbers.subscribe(onNext: { print("a", $0) })
/// _ = numbers.subscribe(onNext: { print("b", $0) })
/// _ = numbers.connect()
/// // a 1
/// // b 1
/// // a 2
/// // b 2
/// ```
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source, if it is not already
    /// connected.
    ///
    /// - Returns: The connection; disposing it unsubscribes from the source.
    func connect() -> Disposable
}

/// The class of connectable sequences returned by `multicast`, `publish`,
/// `replay` and `replayAll`.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() { super.init() }

    /// Subscribes the shared subject to the source, if it is not already
    /// connected.
    ///
    /// - Returns: The connection; disposing it unsubscribes from the source.
    public func connect() -> Disposable {
        rxAbstractMethod()
    }
}

/// A connectable sequence backed by a subject: observers subscribe to the
/// subject, and `connect()` subscribes the subject to the source.
///
/// A connection ends when the source terminates or the connection is
/// disposed; the connectable then forgets its subject, so the next observer
/// or `connect()` asks `makeSubject` for one (a new subject, unless
/// `makeSubject` returns the same one each time). Observers of an ended
/// connection's subject receive nothing from later connections.
///
/// The lock guards `subject` and `connection` only: the source is subscribed
/// and the connection disposed after it is released.
final class SubjectConnectableObservable<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias Element = Subject.Element
    typealias SourceElement = Subject.Observer.Element

    fileprivate let lock = RecursiveLock.make()
    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    // Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) fileprivate var subject: Subject?
    @exclusivity(unchecked) fileprivate var connection: SubjectConnection<Subject, Subject.Observer>?

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// The current subject, or a new one from `makeSubject`, called outside
    /// the lock (it is the caller's code); install it with `install(_:)`.
    private func currentOrNewSubject() -> Subject {
        lock.performLocked { subject } ?? makeSubject()
    }

    /// Makes `candidate` the current subject unless another call installed
    /// one first; returns the current subject. Call with the lock held.
    private func install(_ candidate: Subject) -> Subject {
        if let subject { return subject }
        subject = candidate
        return candidate
    }

    override func connect() -> Disposable {
        let candidate = currentOrNewSubject()
        let sourceSubscription = SingleAssignmentDisposable()
        let (connection, isNew) = lock.performLocked { () -> (SubjectConnection<Subject, Subject.Observer>, Bool) in
            if let existing = self.connection { return (existing, false) }
            let newConnection = SubjectConnection(
                parent: self, subjectObserver: install(candidate).asObserver(),
                lock: lock, subscription: sourceSubscription)
            self.connection = newConnection
            return (newConnection, true)
        }
        // Subscribed outside the lock; a connection disposed meanwhile
        // disposes this subscription as soon as it is set.
        if isNew { sourceSubscription.setDisposable(source.subscribe(connection)) }
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let candidate = currentOrNewSubject()
        let subject = lock.performLocked { install(candidate) }
        return subject.subscribe(observer)
    }
}

/// One connection of a `SubjectConnectableObservable`: forwards the source's
/// events to the subject, and ends itself on a terminal event.
/// The subject's observer type is a parameter of its own, `SubjectObserver`
/// (always `Subject.Observer`, and not declared equal to it, which would make
/// it the associated type again): reached as an associated type of
/// `Subject`, each call of its methods looked up its type and conformance at
/// run time, some 400 instructions per element.
private final class SubjectConnection<Subject: SubjectType, SubjectObserver: ObserverType>: ObserverType, Disposable {
    typealias Element = SubjectObserver.Element

    private let lock: RecursiveLock
    // Under the lock (no run-time exclusivity checks: LOCKS.md).
    @exclusivity(unchecked) private var parent: SubjectConnectableObservable<Subject>?
    @exclusivity(unchecked) private var subscription: Disposable?
    private let subjectObserver: SubjectObserver
    /// Read without the lock: a source emitting on another thread while
    /// `connect()` holds the lock must not block.
    private let disposed = Atomic<Bool>(false)

    init(
        parent: SubjectConnectableObservable<Subject>, subjectObserver: SubjectObserver,
        lock: RecursiveLock, subscription: Disposable
    ) {
        #if TRACE_RESOURCES
            _ = Resources.incrementTotal()
        #endif
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.lock = lock
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) { receiveSplit(event) }

    // Each kind of event on its own, without an `Event`: this class's code
    // runs unspecialised, where making or switching over an `Event` looks up
    // its type metadata (el-publish-refCount: 3,720 instructions per element
    // when the connection and refCount's sink took `Event`s, 670 after).

    func _receiveNext(_ element: Element) {
        if disposed.load(ordering: .acquiring) { return }
        subjectObserver._receiveNext(element)
    }

    // A terminal event ends the connection first, so that an observer
    // reacting to it can connect again.

    func _receiveCompleted() {
        if disposed.load(ordering: .acquiring) { return }
        dispose()
        subjectObserver._receiveCompleted()
    }

    func _receiveError(_ error: Swift.Error) {
        if disposed.load(ordering: .acquiring) { return }
        dispose()
        subjectObserver._receiveError(error)
    }

    func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            disposed.store(true, ordering: .releasing)
            guard let parent else { return nil }
            if parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            self.parent = nil
            defer { subscription = nil }
            return subscription
        }
        toDispose?.dispose()
    }

    #if TRACE_RESOURCES
        deinit { _ = Resources.decrementTotal() }
    #endif
}
