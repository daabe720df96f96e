extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Runs side effects for the `Maybe`'s events, subscription and
    /// disposal, leaving the events unchanged.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.source.do(
                onNext: onNext, afterNext: afterNext,
                onError: onError, afterError: afterError,
                onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element if it satisfies `predicate`, otherwise empty.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The element transformed by `transform`.
    ///
    /// ```swift
    /// _ = Maybe.just(2).map { $0 + 1 }.subscribe { print($0) }
    /// // success(3)
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform))
    }

    /// The transformed element, empty when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Single` that succeeds with the element, or with `default` if this
    /// `Maybe` completes empty.
    ///
    /// ```swift
    /// _ = Maybe<Int>.empty().ifEmpty(default: 0).subscribe(onSuccess: { print($0) })
    /// // 0
    /// ```
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(default: `default`))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with the `Single` `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }
}
