import Synchronization

/// An observer that stops after the first terminal event.
class ObserverBase<Element>: Disposable, ObserverType {
    private let stopped = Atomic<Bool>(false)

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .acquiring) { onCore(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { onCore(event) }
        }
    }

    func onCore(_ event: Event<Element>) { rxAbstractMethod() }

    func dispose() { stopped.store(true, ordering: .releasing) }
}

/// An observer that calls a closure for each event until a terminal one.
final class AnonymousObserver<Element>: ObserverBase<Element> {
    typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler

    init(_ eventHandler: @escaping EventHandler) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.eventHandler = eventHandler
    }

    override func onCore(_ event: Event<Element>) { eventHandler(event) }

    #if TRACE_RESOURCES
    deinit { _ = Resources.decrementTotal() }
    #endif
}
