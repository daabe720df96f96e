// Generated from Scripts/generate-arity/Zip+arity.swift.template: do not edit; run `make generate`.
// zip of 2 to 8 sources, with and without a result selector.
// See Zip.swift for the shared sink.

extension ObservableType {
    /// Combines the elements of 2 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// ```swift
    /// _ = Observable.zip(Observable.of(1, 2), Observable.of("a", "b", "c")) { "\($0)\($1)" }
    ///     .subscribe(onNext: { print($0) })
    /// // 1a
    /// // 2b
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
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 2 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
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
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 3 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source3: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 3 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source3: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 4 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source4: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 4 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source4: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 5 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source5: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 5 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source5: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 6 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source6: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 6 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source6: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 7 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source7: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6), ErasedSource(source7)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 7 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source7: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6), ErasedSource(source7)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element)
        }
    }
}

extension ObservableType {
    /// Combines the elements of 8 sources with `resultSelector` in strict
    /// sequence: the first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails or `resultSelector` throws.
    ///
    /// - Parameters:
    ///   - source1 ... source8: The sources to combine.
    ///   - resultSelector: Makes a result of one element of each source.
    /// - Returns: The results of `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6), ErasedSource(source7), ErasedSource(source8)]) { values in
            try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element, values[7] as! O8.Element)
        }
    }
}

extension ObservableType where Element == Any {
    /// Emits tuples of the elements of 8 sources in strict sequence: the
    /// first of each, then the second of each, and so on.
    ///
    /// The result completes when every source has completed, or when an element
    /// arrives that can never be paired because every other source has
    /// completed (a source that completes does not end it by itself, even with
    /// nothing buffered); it fails as soon as a source fails.
    ///
    /// - Parameter source1 ... source8: The sources to combine.
    /// - Returns: Tuples of one element of each source, in the order of the arguments.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        ZipProducer(sources: [ErasedSource(source1), ErasedSource(source2), ErasedSource(source3), ErasedSource(source4), ErasedSource(source5), ErasedSource(source6), ErasedSource(source7), ErasedSource(source8)]) { values in
            (values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element, values[3] as! O4.Element, values[4] as! O5.Element, values[5] as! O6.Element, values[6] as! O7.Element, values[7] as! O8.Element)
        }
    }
}
