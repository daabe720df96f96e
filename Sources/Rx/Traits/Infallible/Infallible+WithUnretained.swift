extension InfallibleType {
    /// Pairs each element with `obj` through `resultSelector`, without
    /// retaining `obj`; completes once `obj` is gone.
    ///
    /// ```swift
    /// final class Counter { var count = 0 }
    /// let counter = Counter()
    /// let taps = Infallible.of((), ())
    /// _ = taps.withUnretained(counter) { owner, _ in owner.count + 1 }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 1
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
