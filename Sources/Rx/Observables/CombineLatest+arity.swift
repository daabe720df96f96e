// Generated from Scripts/generate-arity/CombineLatest+arity.swift.template: do not edit; run `make generate`.
// combineLatest of 2 to 8 sources, with and without a result selector.
// Each arity has a producer typed per source (CombineLatest2.swift, CombineLatest+typed.swift).

extension ObservableType {
    /// Combines the latest elements of 2 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<String>()
    /// let subscription = Observable.combineLatest(a, b) { "\($0)\($1)" }.subscribe(onNext: { print($0) })
    /// a.onNext(1)
    /// b.onNext("x")
    /// a.onNext(2)
    /// subscription.dispose()
    /// // 1x
    /// // 2x
    /// ```
    ///
    /// - Parameters:
    ///   - source1 ... source2: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest2Producer(source1, source2, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 2 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// ```swift
    /// let a = PublishSubject<Int>(), b = PublishSubject<String>()
    /// let subscription = Observable.combineLatest(a, b).subscribe(onNext: { print($0) })
    /// a.onNext(1)
    /// b.onNext("x")
    /// subscription.dispose()
    /// // (1, "x")
    /// ```
    ///
    /// - Parameter source1 ... source2: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        CombineLatest2Producer(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 3 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source3: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest3Producer(source1, source2, source3, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 3 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source3: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        CombineLatest3Producer(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 4 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source4: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest4Producer(source1, source2, source3, source4, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 4 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source4: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        CombineLatest4Producer(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 5 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source5: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest5Producer(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 5 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source5: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        CombineLatest5Producer(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 6 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source6: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest6Producer(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 6 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source6: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        CombineLatest6Producer(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 7 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source7: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest7Producer(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 7 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source7: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        CombineLatest7Producer(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the latest elements of 8 sources with `resultSelector` each time
    /// any of them emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source8: The sources to combine.
    ///   - resultSelector: Makes a result of the latest element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatest8Producer(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits a tuple of the latest elements of 8 sources each time any of them
    /// emits, once all have emitted.
    ///
    /// The result completes when every source has completed; it fails as soon
    /// as a source fails.
    ///
    /// - Parameter source1 ... source8: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        CombineLatest8Producer(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
