extension InfallibleType {
    /// Pairs each element with `obj` through `resultSelector`, without
    /// retaining `obj`; completes once `obj` is gone.
    ///
    /// ```swift
    /// _ = taps.withUnretained(self) { owner, _ in owner.count + 1 }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(unretainedPairs(of: asObservable(), with: obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj` in a tuple, without retaining `obj`;
    /// completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// The thrown marker that ends an unretained pairing when its object is gone.
private enum UnretainedObjectGone: Swift.Error { case failedRetaining }

/// `resultSelector` applied to `obj` and each element of `source` while
/// `obj` lives; the sequence completes when it no longer does.
func unretainedPairs<Object: AnyObject, Element, Out>(
    of source: Observable<Element>,
    with obj: Object,
    resultSelector: @escaping (Object, Element) -> Out
) -> Observable<Out> {
    source
        .map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedObjectGone.failedRetaining }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard error is UnretainedObjectGone else { return .error(error) }
            return .empty()
        }
}
