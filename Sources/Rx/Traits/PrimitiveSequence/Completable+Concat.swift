extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A `Completable` that runs this one, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// A `Completable` that runs the completables of `sequence` one after
    /// another; it fails as soon as one fails.
    public static func concat<Source: Swift.Sequence>(_ sequence: Source) -> Completable
    where Source.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// A `Completable` that runs the completables of `collection` one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// A `Completable` that runs `sources` one after another.
    ///
    /// ```swift
    /// let save = Completable.create { completed in print("saved"); completed(.completed); return Disposables.create() }
    /// let upload = Completable.create { completed in print("uploaded"); completed(.completed); return Disposables.create() }
    /// _ = Completable.concat(save, upload).subscribe(onCompleted: { print("both done") })
    /// // saved
    /// // uploaded
    /// // both done
    /// ```
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// A `Completable` that runs the completables of `sources` at the same
    /// time and completes when all have; it fails as soon as one fails.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// A `Completable` that runs `sources` at the same time.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// A `Completable` that runs `sources` at the same time.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
