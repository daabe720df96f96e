extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Runs side effects for the `Single`'s events, subscription and
    /// disposal, leaving the events unchanged. A throwing handler fails the
    /// `Single` with its error.
    ///
    /// ```swift
    /// _ = Single.just(1).do(onSuccess: { print("saw", $0) }).subscribe()
    /// // saw 1
    /// ```
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.source.do(
                onNext: onSuccess, afterNext: afterSuccess,
                onError: onError, afterError: afterError,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// A `Maybe` with the element if it satisfies `predicate`, otherwise empty.
    ///
    /// ```swift
    /// _ = Single.just(3).filter { $0 > 5 }.subscribe { print($0) }
    /// // completed
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// A `Single` of the element transformed by `transform`.
    ///
    /// ```swift
    /// _ = Single.just(2).map { $0 * 10 }.subscribe { print($0) }
    /// // success(20)
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// A `Maybe` of the transformed element, empty when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}
