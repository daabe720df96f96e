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
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj` in a tuple, without retaining `obj`;
    /// completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }
}
