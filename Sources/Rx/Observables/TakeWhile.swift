extension ObservableType {
    /// Emits the source's elements while they satisfy `predicate`; at the
    /// first one that does not, completes (with `.inclusive`, after emitting
    /// that element).
    ///
    /// If `predicate` throws, the result fails with that error and the
    /// source is disposed.
    ///
    /// - Parameters:
    ///   - predicate: Tells whether the sequence goes on.
    ///   - behavior: Whether the first failing element is emitted
    ///     (`.exclusive`, the default, drops it).
    /// - Returns: The leading elements that satisfy `predicate`.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe { print($0) }
    /// // next(1)
    /// // next(2)
    /// // completed
    /// ```
    @inlinable
    public func take(
        while predicate: @escaping (Element) throws -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        take(until: { try !predicate($0) }, behavior: behavior)
    }

    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}
