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
/// disposed; the next `connect()` then makes a new one, with a new subject if
/// `makeSubject` creates one each time.
final class SubjectConnectableObservable<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias Element = Subject.Element
    typealias SourceElement = Subject.Observer.Element

    fileprivate let lock = RecursiveLock()
    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    fileprivate var subject: Subject?
    fileprivate var connection: SubjectConnection<Subject>?

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    /// The current subject, created on first use.
    private var currentSubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let created = makeSubject()
            subject = created
            return created
        }
    }

    override func connect() -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let sourceSubscription = SingleAssignmentDisposable()
            let newConnection = SubjectConnection(parent: self, subjectObserver: currentSubject.asObserver(),
                                                  lock: lock, subscription: sourceSubscription)
            connection = newConnection
            sourceSubscription.setDisposable(source.subscribe(newConnection))
            return newConnection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        currentSubject.subscribe(observer)
    }
}

/// One connection of a `SubjectConnectableObservable`: forwards the source's
/// events to the subject, and ends itself on a terminal event.
private final class SubjectConnection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private let lock: RecursiveLock
    private var parent: SubjectConnectableObservable<Subject>?
    private var subscription: Disposable?
    private let subjectObserver: Subject.Observer
    /// Read without the lock: a source emitting on another thread while
    /// `connect()` holds the lock must not block.
    private let disposed = Atomic<Bool>(false)

    init(parent: SubjectConnectableObservable<Subject>, subjectObserver: Subject.Observer,
         lock: RecursiveLock, subscription: Disposable) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.lock = lock
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) {
        if disposed.load(ordering: .acquiring) { return }
        // End the connection first, so that an observer reacting to the
        // terminal event can connect again.
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
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
