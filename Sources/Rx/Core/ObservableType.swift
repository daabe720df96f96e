/// A type that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// This value as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: the protocol every observable sequence conforms to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes an observer to the sequence's events.
    ///
    /// The returned `Disposable` cancels the subscription and releases its
    /// resources. Events reach the observer one at a time, never concurrently.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
