/// The base of a sink with one source whose events it turns into its own:
/// `map`, `filter`, `scan`, `take`... A subclass implements
/// `_receiveNext(_:)`, what it does with an element, and overrides
/// `receiveCompleted()` or `receiveError(_:)` only when it ends differently
/// from forwarding the event and disposing itself. `on(_:)` is final and
/// hands a next event's element to `_receiveNext(_:)`, so an element takes
/// the same path whether the source sends it as an `Event` or directly.
///
/// Its producer's `run` is
///
///     let sink = MySink(..., observer: observer)
///     return source.subscribeSink(sink)
class ForwardingSink<SourceElement, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = SourceElement

    /// Handles one element of the source.
    func _receiveNext(_ element: SourceElement) { rxAbstractMethod() }

    /// Handles the source's completion: by default, forwards it and disposes.
    func receiveCompleted() { forwardCompletedAndDispose() }

    /// Handles the source's error: by default, forwards it and disposes.
    func receiveError(_ error: Swift.Error) { forwardErrorAndDispose(error) }

    final func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element): _receiveNext(element)
        case .error(let error): receiveError(error)
        case .completed: receiveCompleted()
        }
    }
}
