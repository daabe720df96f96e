/// An observable sequence with a key: one group of the elements that
/// `groupBy(keySelector:)` sorts by key.
///
/// ```swift
/// let evens = GroupedObservable(key: true, source: Observable.of(2, 4))
/// _ = evens.subscribe(onNext: { print(evens.key, $0) })
/// // true 2
/// // true 4
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key that all elements of this group share.
    public let key: Key

    private let source: Observable<Element>

    /// A group with `key` whose elements are those of `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the elements of this group.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The elements of this group, without the key.
    public func asObservable() -> Observable<Element> {
        source
    }
}
