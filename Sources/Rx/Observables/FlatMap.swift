extension ObservableType {
    /// Projects each element to an observable and merges the elements of all
    /// of them into one sequence.
    ///
    /// Every projected observable is subscribed as soon as its element
    /// arrives, so their elements may interleave. The result completes when
    /// the source and every projected observable have completed; it fails as
    /// soon as any of them fails or `selector` throws.
    ///
    /// ```swift
    /// _ = Observable.of(1, 2)
    ///     .flatMap { Observable.of($0, $0 * 10) }
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 10
    /// // 2
    /// // 20
    /// ```
    ///
    /// - Parameter selector: Makes the observable for an element.
    /// - Returns: The elements of every projected observable.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        // Inlinable for the same reason as `map`.
        MergeProducer(
            source: asObservable(), admission: .every, transform: selector,
            sinkType: MergeSink<Element, Source, Receiver<Source.Element>>.self,
            innerObserverType: MergeInnerObserver<Element, Source, Receiver<Source.Element>>.self)
    }
}
