extension ObservableType {
    /// Projects each element to an observable and concatenates them: each
    /// projected observable is subscribed only after the previous one has
    /// completed, so their elements never interleave.
    ///
    /// Elements of the source that arrive while a projected observable is
    /// active are projected at once and their observables wait in a queue.
    /// The result completes when the source and every projected observable
    /// have completed; it fails as soon as any fails or `selector` throws.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .concatMap { Observable.of($0, $0 * 10) }
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 10
    /// // 2
    /// // 20
    /// ```
    ///
    /// - Parameter selector: Makes the observable for an element.
    /// - Returns: The elements of every projected observable, one observable after the other.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        MergeLimitedProducer(source: asObservable(), maxConcurrent: 1, transform: selector)
    }
}
