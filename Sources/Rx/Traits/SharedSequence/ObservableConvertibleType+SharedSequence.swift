extension ObservableConvertibleType {
    /// A `SharedSequence` of this sequence that delivers on the strategy's
    /// scheduler and emits `onErrorJustReturn` and completes if it errors.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// A `SharedSequence` of this sequence that delivers on the strategy's
    /// scheduler and continues with `onErrorDriveWith` if it errors.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// A `SharedSequence` of this sequence that delivers on the strategy's
    /// scheduler and continues with what `onErrorRecover` makes from the
    /// error.
    public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        let source = asObservable()
            .observe(on: Strategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
