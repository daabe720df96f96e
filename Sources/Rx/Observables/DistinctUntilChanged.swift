extension ObservableType where Element: Equatable {
    /// Drops each element equal to the one emitted just before it.
    ///
    /// - Returns: The source without consecutive duplicates.
    ///
    /// ```swift
    /// _ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// // 1
    /// ```
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops each element whose key equals the key of the element emitted
    /// just before it.
    ///
    /// If `keySelector` throws, the result fails with that error.
    ///
    /// - Parameter keySelector: Computes the key an element is compared by.
    /// - Returns: The source without consecutive elements of equal keys.
    ///
    /// ```swift
    /// _ = Observable.of("a", "A", "b").distinctUntilChanged { $0.lowercased() }
    ///     .subscribe(onNext: { print($0) })
    /// // a
    /// // b
    /// ```
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        distinctUntilChanged(keySelector, comparer: { $0 == $1 })
    }

    /// Drops each element that `comparer` finds equal to the element emitted
    /// just before it.
    ///
    /// If `comparer` throws, the result fails with that error.
    ///
    /// - Parameter comparer: Tells whether two elements are equal; it
    ///   receives the last emitted element first.
    /// - Returns: The source without consecutive equal elements.
    ///
    /// ```swift
    /// _ = Observable<Int>.of(1, 2, 10, 11).distinctUntilChanged { $0 / 10 == $1 / 10 }
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 10
    /// ```
    @inlinable
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops each element whose key `comparer` finds equal to the key of the
    /// element emitted just before it.
    ///
    /// If `keySelector` or `comparer` throws, the result fails with that
    /// error.
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key an element is compared by.
    ///   - comparer: Tells whether two keys are equal; it receives the last
    ///     emitted element's key first.
    /// - Returns: The source without consecutive elements of equal keys.
    ///
    /// ```swift
    /// _ = Observable.of(1, -1, 2).distinctUntilChanged({ abs($0) }, comparer: ==)
    ///     .subscribe(onNext: { print($0) })
    /// // 1
    /// // 2
    /// ```
    @inlinable
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key,
        comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        // Inlinable, as `map` is: the sink's type is found here (and the
        // closures of the variants above are made for the element type).
        OneSourceProducer<Element, Element, DistinctUntilChangedSink<Element, Key>>(
            source: asObservable(),
            parameters: .init(
                keySelector: keySelector, comparer: comparer,
                step: { DistinctUntilChangedSink.receiveNext($0, in: $1) }))
    }

    /// Drops each element whose property at `keyPath` equals that of the
    /// element emitted just before it.
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: The source without consecutive elements of equal property.
    ///
    /// ```swift
    /// _ = Observable.of("a", "b", "cc").distinctUntilChanged(at: \.count)
    ///     .subscribe(onNext: { print($0) })
    /// // a
    /// // cc
    /// ```
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
    }
}

@usableFromInline
final class DistinctUntilChangedSink<Element, Key>: ForwardingSink<Element, Receiver<Element>>, OneSourceSink {
    @usableFromInline typealias KeySelector = (Element) throws -> Key
    @usableFromInline typealias Comparer = (Key, Key) throws -> Bool
    /// What the sink does with an element: `receiveNext(_:in:)`, compiled
    /// where `distinctUntilChanged` is applied (see `receiveNext`).
    @usableFromInline typealias Step = (Element, DistinctUntilChangedSink) -> Void

    @usableFromInline let keySelector: KeySelector
    @usableFromInline let comparer: Comparer
    private let step: Step
    // Touched only by the source's serialised events.
    @usableFromInline @exclusivity(unchecked) var lastKey: Key?

    /// A struct, not a tuple (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let keySelector: KeySelector
        let comparer: Comparer
        let step: Step

        @usableFromInline
        init(keySelector: @escaping KeySelector, comparer: @escaping Comparer, step: @escaping Step) {
            self.keySelector = keySelector
            self.comparer = comparer
            self.step = step
        }
    }

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Element>) {
        self.keySelector = parameters.keySelector
        self.comparer = parameters.comparer
        self.step = parameters.step
        super.init(observer: observer)
    }

    /// The element path. Compiled in this module, where `Key` is any type,
    /// `lastKey`, a `Key?`, is a value of a type looked up at run time on
    /// every element (some 600 instructions, el-distinctUntilChanged);
    /// compiled where the operator is applied, it is a value of a known type.
    @inlinable @inline(__always)
    static func receiveNext(_ element: Element, in sink: DistinctUntilChangedSink) {
        do {
            let key = try sink.keySelector(element)
            if let lastKey = sink.lastKey, try sink.comparer(lastKey, key) { return }
            sink.lastKey = key
        } catch {
            sink.forwardErrorAndDispose(error)
            return
        }
        sink.forwardNext(element)
    }

    override func _receiveNext(_ element: Element) { step(element, self) }
}
