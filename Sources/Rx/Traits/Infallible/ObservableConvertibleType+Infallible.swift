extension ObservableConvertibleType {
    /// An `Infallible` of this sequence that emits `element` and completes
    /// if the sequence errors.
    ///
    /// ```swift
    /// struct MyError: Error {}
    /// _ = Observable<Int>.error(MyError()).asInfallible(onErrorJustReturn: 0)
    ///     .subscribe(onNext: { print($0) })
    /// // 0
    /// ```
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// An `Infallible` of this sequence that continues with `infallible` if
    /// the sequence errors.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// An `Infallible` of this sequence that continues with the `Infallible`
    /// `onErrorRecover` makes from the error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
