// Sinks and observers that pass their source's events on as they are.

extension Sink {
    /// An observer that forwards to this sink's downstream observer.
    final func forwarder() -> SinkForward<Observer> { SinkForward(forward: self) }
}

/// Forwards events to a sink's downstream observer; a terminal event also
/// disposes the sink.
final class SinkForward<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element

    private let forward: Sink<Observer>

    init(forward: Sink<Observer>) { self.forward = forward }

    func on(_ event: Event<Element>) { receiveSplit(event) }

    func _receiveNext(_ element: Element) { forward.observer._receiveNext(element) }

    func _receiveCompleted() {
        forward.observer._receiveCompleted()
        forward.dispose()
    }

    func _receiveError(_ error: Swift.Error) {
        forward.observer._receiveError(error)
        forward.dispose()
    }
}

/// A sink that passes its source's events on as they are and disposes itself
/// after a terminal one (the sinks of deferred, using, multicast's selector).
/// It takes each kind of event on its own, without an `Event`: in its
/// unspecialised code, making or switching over an `Event` of the generic
/// element type looks up the type's metadata, some 300 instructions, on
/// every element.
class PassThroughSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    final func on(_ event: Event<Element>) { receiveSplit(event) }

    final func _receiveNext(_ element: Element) { forwardNext(element) }

    final func _receiveCompleted() { forwardCompletedAndDispose() }

    final func _receiveError(_ error: Swift.Error) { forwardErrorAndDispose(error) }
}
