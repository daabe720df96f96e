extension ObservableType {
    /// Combines the elements of the sources of `collection` with
    /// `resultSelector` in strict sequence: the first of each, then the
    /// second of each, and so on.
    ///
    /// The result completes when every source has completed, or as soon as
    /// an element arrives that finds every other source completed while some
    /// source has nothing buffered (no result is possible any more). That
    /// second rule is the collection form's, as in RxSwift 6.10: the zip of 2
    /// to 8 sources waits for every source to complete. It fails as soon as a
    /// source fails or `resultSelector` throws. An empty collection completes
    /// at once.
    ///
    /// ```swift
    /// let ones = PublishSubject<Int>(), tens = PublishSubject<Int>()
    /// _ = Observable.zip([ones, tens]) { $0.reduce(0, +) }.subscribe { print($0) }
    /// ones.onNext(1)
    /// ones.onCompleted()
    /// tens.onNext(10)
    /// tens.onNext(20) // can never be paired: the zip completes here
    /// print("tens completes")
    /// tens.onCompleted()
    /// // next(11)
    /// // completed
    /// // tens completes
    /// ```
    ///
    /// - Parameters:
    ///   - collection: The sources to zip.
    ///   - resultSelector: Makes a result of one element of each source, in the order of `collection`.
    /// - Returns: The results of `resultSelector`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollectionProducer(
            sources: collection.map { $0.asObservable() }, resultSelector: resultSelector, refill: refillArray)
    }

    /// Emits arrays of the elements of the sources of `collection` in strict
    /// sequence: the first of each, then the second of each, and so on.
    /// It completes as the form with a result selector does.
    ///
    /// ```swift
    /// _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).subscribe(onNext: { print($0) })
    /// // [1, 10]
    /// // [2, 20]
    /// ```
    ///
    /// - Parameter collection: The sources to zip.
    /// - Returns: One element of each source, in the order of `collection`.
    @inlinable
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollectionProducer(sources: collection.map { $0.asObservable() }, resultSelector: { $0 }, refill: refillArray)
    }
}

/// Overwrites each element of `array` with `element(index)`: zip of a
/// collection's `Refill`, made (inlined) where the element type is known.
@inlinable
func refillArray<Element>(_ array: inout [Element], _ element: (Int) -> Element) {
    for index in array.indices { array[index] = element(index) }
}
