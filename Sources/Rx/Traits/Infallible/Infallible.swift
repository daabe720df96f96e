/// A sequence that cannot fail: it emits elements and may complete, but never
/// errors.
///
/// Turn an observable into one by saying what replaces its error
/// (`asInfallible(onErrorJustReturn:)` and friends), or make one with
/// `Infallible.create`.
///
/// ```swift
/// struct MyError: Error {}
/// let safe = Observable<Int>.error(MyError()).asInfallible(onErrorJustReturn: 0)
/// _ = safe.subscribe(onNext: { print($0) })
/// // 0
/// ```
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that never errors. See `InfallibleType`.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which the caller promises never errors.
    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an `Observable` (that never errors).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes a closure that receives every event (never an error).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// Subscribes handlers for elements, completion and disposal.
    ///
    /// ```swift
    /// _ = Infallible.of(1, 2).subscribe(onNext: { print($0) }, onCompleted: { print("done") })
    /// // 1
    /// // 2
    /// // done
    /// ```
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object` without retaining it;
    /// events that arrive after `object` is gone are ignored.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// The sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension InfallibleType {
    /// The elements as an `AsyncStream`: reading the property subscribes;
    /// ending the iteration early disposes the subscription, and cancelling
    /// the iterating task ends the iteration (it cannot throw).
    ///
    /// ```swift
    /// for await value in Infallible.of(1, 2).values {
    ///     print(value)
    /// }
    /// // 1
    /// // 2
    /// ```
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let disposable = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { _ in continuation.finish() },
                onCompleted: { continuation.finish() })
            let box = UncheckedBox(disposable)
            continuation.onTermination = { _ in box.value.dispose() }
        }
    }
}
