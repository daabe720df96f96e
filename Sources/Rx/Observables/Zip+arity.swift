// Generated from Scripts/generate-arity/Zip+arity.swift.template: do not edit; run `make generate`.
// zip of 2 to 8 sources, with and without a result selector.
// Each arity has a producer typed per source (Zip+typed.swift, from
// Zip+typed.swift.template): no `Any` boxing, no casts per element.

extension ObservableType {
    /// Combines the elements of 2 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// ```swift
    /// let numbers = PublishSubject<Int>(), letters = PublishSubject<String>()
    /// _ = Observable.zip(numbers, letters) { "\($0)\($1)" }.subscribe { print($0) }
    /// numbers.onNext(1)
    /// numbers.onNext(2)
    /// numbers.onCompleted()
    /// letters.onNext("a")
    /// letters.onNext("b")
    /// letters.onNext("c") // kept: numbers is done, and the zip waits for letters
    /// print("letters completes")
    /// letters.onCompleted()
    /// // next(1a)
    /// // next(2b)
    /// // letters completes
    /// // completed
    /// ```
    ///
    /// - Parameters:
    ///   - source1 ... source2: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        Zip2Producer(source1, source2, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 2 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// ```swift
    /// _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c")).subscribe(onNext: { print($0) })
    /// // (1, "a")
    /// // (2, "b")
    /// ```
    ///
    /// - Parameter source1 ... source2: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Zip2Producer(source1, source2) { ($0, $1) }
    }
}

extension ObservableType {
    /// Combines the elements of 3 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source3: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        Zip3Producer(source1, source2, source3, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 3 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source3: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Zip3Producer(source1, source2, source3) { ($0, $1, $2) }
    }
}

extension ObservableType {
    /// Combines the elements of 4 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source4: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        Zip4Producer(source1, source2, source3, source4, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 4 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source4: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Zip4Producer(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

extension ObservableType {
    /// Combines the elements of 5 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source5: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        Zip5Producer(source1, source2, source3, source4, source5, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 5 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source5: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Zip5Producer(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

extension ObservableType {
    /// Combines the elements of 6 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source6: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        Zip6Producer(source1, source2, source3, source4, source5, source6, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 6 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source6: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Zip6Producer(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

extension ObservableType {
    /// Combines the elements of 7 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source7: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        Zip7Producer(source1, source2, source3, source4, source5, source6, source7, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 7 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source7: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Zip7Producer(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

extension ObservableType {
    /// Combines the elements of 8 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then (as
    /// RxSwift's zip of 2 to 8 sources): a source that completes ends its own
    /// subscription and the zip waits for the others, keeping the elements
    /// they send even when no source is left to pair them with. It fails as
    /// soon as a source fails or `resultSelector` throws. (The zip of a
    /// collection also completes when an element arrives that finds every
    /// other source completed while some source has nothing buffered.)
    ///
    /// - Parameters:
    ///   - source1 ... source8: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        Zip8Producer(source1, source2, source3, source4, source5, source6, source7, source8, resultSelector: resultSelector)
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 8 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, and only then:
    /// elements that arrive after the other sources have completed are kept,
    /// as for the form with a result selector. It fails as soon as a source
    /// fails.
    ///
    /// - Parameter source1 ... source8: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Zip8Producer(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
