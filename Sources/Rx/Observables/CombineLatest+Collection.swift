extension ObservableType {
    /// Combines the latest elements of every source of `collection` with
    /// `resultSelector`, each time any source emits, once all have emitted.
    ///
    /// The result completes when every source has completed (or when a source
    /// completes without having emitted, since no result is possible then);
    /// it fails as soon as a source fails or `resultSelector` throws. An empty
    /// collection emits `resultSelector([])` and completes.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// let subscription = Observable.combineLatest([a, b]) { $0.reduce(0, +) }.subscribe(onNext: { print($0) })
    /// a.onNext(1)
    /// b.onNext(10)
    /// a.onNext(2)
    /// subscription.dispose()
    /// // 11
    /// // 12
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources to combine.
    ///   - resultSelector: Makes a result of the latest elements, in the order of `collection`.
    /// - Returns: A result each time a source emits, once all have emitted.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollectionProducer(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector, replace: { $0[$1] = $2 })
    }

    /// Emits an array of the latest elements of every source of `collection`
    /// each time any source emits, once all have emitted.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<Int>()
    /// let subscription = Observable.combineLatest([a, b]).subscribe(onNext: { print($0) })
    /// a.onNext(1)
    /// b.onNext(10)
    /// subscription.dispose()
    /// // [1, 10]
    /// ```
    ///
    /// - Parameter collection: The sources to combine.
    /// - Returns: The latest elements, in the order of `collection`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 }, replace: { $0[$1] = $2 })
    }
}
