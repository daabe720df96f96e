/// The observer of `subscribe(_:)`: calls a closure for each event until a
/// terminal one. A `Receiver`, as `HandlersReceiver` is, for the same reason.
final class AnonymousObserver<Element>: Receiver<Element> {
    typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    init(_ eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
    }

    override func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStoppedRelaxed { return }
        case .error, .completed:
            if markStopped() { return }
        }
        eventHandler(event)
    }

    override func _receiveNext(_ element: Element) {
        if isStoppedRelaxed { return }
        handleNextEvent(element)
    }

    /// `eventHandler(.next(element))`, out of line: naming `Event<Element>`
    /// in unspecialised code costs a metadata lookup per call.
    @inline(never)
    private func handleNextEvent(_ element: Element) { eventHandler(.next(element)) }
}
