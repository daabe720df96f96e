extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` that, when this one succeeds, continues with the `Single`
    /// `selector` makes from the element.
    ///
    /// ```swift
    /// _ = Single.just(2).flatMap { Single.just($0 * 10) }.subscribe(onSuccess: { print($0) })
    /// // 20
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// A `Maybe` that, when this `Single` succeeds, continues with the
    /// `Maybe` `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// A `Completable` that, when this `Single` succeeds, continues with the
    /// `Completable` `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// A `Single` of `resultSelector` applied to the elements of all of
    /// `collection`; an empty collection succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred {
                PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([])))
            }
        }
        let raw = Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector)
        return PrimitiveSequence<Trait, Result>(raw: raw)
    }

    /// A `Single` of the elements of all of `collection`, in order; an empty
    /// collection succeeds with `[]`.
    ///
    /// ```swift
    /// _ = Single.zip([Single.just(1), Single.just(2)]).subscribe(onSuccess: { print($0) })
    /// // [1, 2]
    /// ```
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element>
    {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence<Trait, [Element]>(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A `Maybe` that, when this one succeeds, continues with the `Maybe`
    /// `selector` makes from the element; empty stays empty.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap(selector))
    }
}
