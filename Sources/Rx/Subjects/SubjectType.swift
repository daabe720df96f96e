/// An object that is both an observable sequence and an observer: what it
/// observes, it emits.
public protocol SubjectType: ObservableType {
    /// The type of observer the subject is.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// An object that can remove a subscribed observer by key.
protocol SynchronizedUnsubscribeType: AnyObject {
    associatedtype DisposeKey
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// A subscription to a subject: disposing it removes the observer.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Owner.DisposeKey
    private weak var owner: Owner?

    init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    func dispose() { owner?.synchronizedUnsubscribe(key) }
}
