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
    /// The link its subscriptions hold; read under the owner's lock.
    var unsubscribeLink: UnsubscribeLink { get }
    func synchronizedUnsubscribe(_ disposeKey: DisposeKey)
}

/// How subscriptions find their subject again without keeping it alive: the
/// subject makes one link, which refers to it weakly, and each subscription
/// holds the link. (A weak reference in each subscription would be made and
/// destroyed with it, and would make it too big to sit in a `Disposable`
/// existential's inline buffer: a heap box per subscription.)
@usableFromInline
final class UnsubscribeLink {
    @usableFromInline weak var owner: AnyObject?

    @usableFromInline init(owner: AnyObject) { self.owner = owner }
}

/// A subscription to a subject: disposing it removes the observer.
@usableFromInline
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    @usableFromInline let key: Owner.DisposeKey
    @usableFromInline let link: UnsubscribeLink

    /// Called under `owner`'s lock.
    @inlinable init(owner: Owner, key: Owner.DisposeKey) {
        self.link = owner.unsubscribeLink
        self.key = key
    }

    @usableFromInline func dispose() {
        // The link's owner is `Owner` (see `init`).
        guard let owner = link.owner else { return }
        unsafeDowncast(owner, to: Owner.self).synchronizedUnsubscribe(key)
    }
}
