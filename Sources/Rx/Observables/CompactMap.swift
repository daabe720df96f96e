extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil`
    /// results.
    ///
    /// Errors and completion pass through unchanged. If `transform` throws,
    /// the result fails with that error and the source is disposed.
    ///
    /// - Parameter transform: The function applied to each element; a `nil`
    ///   result is dropped.
    /// - Returns: An observable of the non-`nil` transformed elements.
    ///
    /// ```swift
    /// _ = Observable.of("1", "x", "3").compactMap { Int($0) }.subscribe(onNext: { print($0) })
    /// // 1
    /// // 3
    /// ```
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        // Inlinable, as `map` is: the sink's type is found here.
        OneSourceProducer<Element, Result, CompactMapSink<Element, Result>>(
            source: asObservable(), parameters: .init(transform, step: { CompactMapSink.receiveNext($0, in: $1) }))
    }
}

@usableFromInline
final class CompactMapSink<SourceElement, Result>: ForwardingSink<SourceElement, Receiver<Result>>, OneSourceSink {
    @usableFromInline typealias Transform = (SourceElement) throws -> Result?
    /// What the sink does with an element: `receiveNext(_:in:)`, compiled
    /// where `compactMap` is applied (see `receiveNext`).
    @usableFromInline typealias Step = (SourceElement, CompactMapSink) -> Void

    /// The transform and the step, in a struct (see `OneSourceSink`).
    @usableFromInline
    struct Parameters {
        let transform: Transform
        let step: Step

        @usableFromInline
        init(_ transform: @escaping Transform, step: @escaping Step) {
            self.transform = transform
            self.step = step
        }
    }

    @usableFromInline let transform: Transform
    private let step: Step

    @usableFromInline
    init(parameters: Parameters, observer: Receiver<Result>) {
        self.transform = parameters.transform
        self.step = parameters.step
        super.init(observer: observer)
    }

    /// The element path. Compiled in this module, where `Result` is any
    /// type, the transform's `Result?` is a value of a type looked up at run
    /// time on every element (some 600 instructions, el-compactMap); compiled
    /// where the operator is applied, it is a value of a known type.
    @inlinable @inline(__always)
    static func receiveNext(_ element: SourceElement, in sink: CompactMapSink) {
        let mapped: Result?
        do {
            mapped = try sink.transform(element)
        } catch {
            sink.forwardErrorAndDispose(error)
            return
        }
        if let mapped { sink.forwardNext(mapped) }
    }

    override func _receiveNext(_ element: SourceElement) { step(element, self) }
}
