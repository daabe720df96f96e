extension SharedSequenceConvertibleType {
    /// Pairs each element with `obj` through `resultSelector`, without
    /// retaining `obj`; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(unretainedPairs(of: asObservable(), with: obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj` in a tuple, without retaining `obj`.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(unretainedPairs(of: asObservable(), with: obj) { ($0, $1) })
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @available(*, deprecated, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(unretainedPairs(of: asObservable(), with: obj, resultSelector: resultSelector))
    }

    @available(*, deprecated, message: "withUnretained has been deprecated for Driver. Consider using `drive(with:onNext:onCompleted:onDisposed:)`, instead")
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(unretainedPairs(of: asObservable(), with: obj) { ($0, $1) })
    }
}
