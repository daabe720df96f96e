/// An object that is both an observable sequence and an observer: what it
/// observes, it emits.
public protocol SubjectType: ObservableType {
    /// The type of observer the subject is.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}

/// An object whose subscriptions unsubscribe through an `UnsubscribeLink`.
@usableFromInline
protocol SynchronizedUnsubscribeType: AnyObject {
    /// The link, once the first subscription made it; only touched under the
    /// owner's lock (declare it `@exclusivity(unchecked)`).
    var madeLink: UnsubscribeLink? { get set }

    /// Removes the observer with `key`; called by the link's `unsubscribe`.
    func synchronizedUnsubscribe(_ key: BagKey)
}

extension SynchronizedUnsubscribeType {
    /// The link its subscriptions hold, made at the first subscription; read
    /// under the owner's lock. Inlinable: an owner first subscribed where its
    /// element type is known (PublishSubject's inlinable `subscribe`) gets a
    /// link whose unsubscription is specialised for that type.
    @inlinable var unsubscribeLink: UnsubscribeLink {
        if let madeLink { return madeLink }
        let link = UnsubscribeLink(owner: self) { owner, key in
            unsafeDowncast(owner, to: Self.self).synchronizedUnsubscribe(key)
        }
        madeLink = link
        return link
    }

    /// `unsubscribeLink`, out of line: what a subscription calls when the
    /// link is not made yet (`madeLink ?? makeUnsubscribeLink()`).
    @usableFromInline @inline(never) func makeUnsubscribeLink() -> UnsubscribeLink { unsubscribeLink }
}

/// How subscriptions find their subject again without keeping it alive: the
/// subject makes one link, which refers to it weakly, and each subscription
/// holds the link. (A weak reference in each subscription would be made and
/// destroyed with it, and would make it too big to sit in a `Disposable`
/// existential's inline buffer: a heap box per subscription.)
@usableFromInline
final class UnsubscribeLink {
    @usableFromInline @exclusivity(unchecked) weak var owner: AnyObject?
    /// Removes the observer with a key from `owner`. Made with the link, by
    /// the owner, where its element type is known: when that is code
    /// specialised for the element type (PublishSubject's inlinable
    /// `subscribe`), so is every unsubscription, with no generic metadata
    /// looked up at run time (a third of the cost of subscribing to a
    /// subject and disposing).
    @usableFromInline let unsubscribe: (AnyObject, BagKey) -> Void

    @inlinable init(owner: AnyObject, unsubscribe: @escaping (AnyObject, BagKey) -> Void) {
        self.owner = owner
        self.unsubscribe = unsubscribe
    }
}

/// A subscription to a subject: disposing it removes the observer. Not
/// generic: disposing it looks up no type metadata.
@usableFromInline
struct SubscriptionDisposable: Disposable {
    @usableFromInline let key: BagKey
    @usableFromInline let link: UnsubscribeLink

    /// Called under `owner`'s lock.
    @inlinable init(owner: some SynchronizedUnsubscribeType, key: BagKey) {
        self.link = owner.unsubscribeLink
        self.key = key
    }

    /// For a subscription made while the owner's link exists (every one but
    /// the first): given the link, the initialiser is not generic over the
    /// owner, whose type's metadata unspecialised code (a subscription from
    /// an operator's sink) would otherwise look up at run time.
    @inlinable init(link: UnsubscribeLink, key: BagKey) {
        self.link = link
        self.key = key
    }

    @usableFromInline func dispose() {
        guard let owner = link.owner else { return }
        link.unsubscribe(owner, key)
    }
}
