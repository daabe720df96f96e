/// A sequence of elements that arrive over time, the central type of Rx.
///
/// Subclasses implement `subscribe(_:)`; most operators are written as
/// extensions of `ObservableType` that return an `Observable`.
public class Observable<Element>: ObservableType {
    init() {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
        where Observer.Element == Element {
        rxAbstractMethod()
    }

    @inlinable public func asObservable() -> Observable<Element> { self }

    deinit {
        #if TRACE_RESOURCES
        _ = Resources.decrementTotal()
        #endif
    }
}
