extension ObservableType {
    /// Projects each element to an observable and forwards the elements of
    /// the most recent one only, unsubscribing from the previous one.
    ///
    /// The result completes when the source and the latest projected
    /// observable have completed; it fails as soon as the source or the latest
    /// projected observable fails, or `selector` throws.
    ///
    /// ```swift
    /// let queries = PublishSubject<String>()
    /// let subscription = queries.flatMapLatest { query in Observable.just("results for \(query)") }
    ///     .subscribe(onNext: { print($0) })
    /// queries.onNext("rx")
    /// subscription.dispose()
    /// // results for rx
    /// ```
    ///
    /// - Parameter selector: Makes the observable for an element.
    /// - Returns: The elements of the latest projected observable.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        // Inlinable for the same reason as `map`.
        SwitchProducer(
            source: asObservable(), transform: selector,
            sinkType: SwitchSink<Element, Source, Receiver<Source.Element>>.self,
            innerType: SwitchInnerObserver<Element, Source, Receiver<Source.Element>>.self)
    }
}
