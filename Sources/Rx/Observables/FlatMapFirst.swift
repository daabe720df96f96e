extension ObservableType {
    /// Projects an element to an observable and forwards its elements,
    /// ignoring the source's elements that arrive while that observable is
    /// still active.
    ///
    /// Once the projected observable completes, the next source element is
    /// projected again. The result completes when the source and the active
    /// projected observable have completed; it fails as soon as any of them
    /// fails or `selector` throws.
    ///
    /// ```swift
    /// let taps = PublishSubject<Int>()
    /// let subscription = taps.flatMapFirst { Observable.just($0).concat(Observable.never()) }
    ///     .subscribe(onNext: { print($0) })
    /// taps.onNext(1)
    /// taps.onNext(2) // ignored: the first request is still running
    /// subscription.dispose()
    /// // 1
    /// ```
    ///
    /// - Parameter selector: Makes the observable for an element.
    /// - Returns: The elements of the projected observables that were admitted.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        MergeProducer(
            source: asObservable(), admission: .whenIdle, transform: selector,
            sinkType: MergeSink<Element, Source, Receiver<Source.Element>>.self,
            innerObserverType: MergeInnerObserver<Element, Source, Receiver<Source.Element>>.self)
    }
}
