/// An object that is both an observable sequence and an observer: what it
/// observes, it emits.
public protocol SubjectType: ObservableType {
    /// The type of observer the subject is.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// An object that can remove a subscribed observer by key.
@usableFromInline
protocol SynchronizedUnsubscribeType: AnyObject {
    associatedtype DisposeKey
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// A subscription to a subject: disposing it removes the observer.
@usableFromInline
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    @usableFromInline let key: Owner.DisposeKey
    @usableFromInline weak var owner: Owner?

    @inlinable init(owner: Owner, key: Owner.DisposeKey) {
        self.owner = owner
        self.key = key
    }

    @usableFromInline func dispose() { owner?.synchronizedUnsubscribe(key) }
}
