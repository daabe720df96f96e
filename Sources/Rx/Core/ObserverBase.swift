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

    /// Whether a terminal event arrived or the observer was disposed.
    final var isStopped: Bool { stopped.load(ordering: .acquiring) }
}

/// An observer that calls a closure for each event until a terminal one.
final class AnonymousObserver<Element>: ObserverBase<Element>, ElementReceiver {
    typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler
    /// Handles next elements without an `Event`: it does what
    /// `eventHandler(.next(element))` does. Not optional: calling an optional
    /// closure stored in a class costs a retain and a release per call.
    private let elementHandler: (Element) -> Void

    init(elementHandler: ((Element) -> Void)? = nil, _ eventHandler: @escaping EventHandler) {
        #if TRACE_RESOURCES
        _ = Resources.incrementTotal()
        #endif
        self.eventHandler = eventHandler
        self.elementHandler = elementHandler ?? { eventHandler(.next($0)) }
    }

    override func onCore(_ event: Event<Element>) { eventHandler(event) }

    func receiveNext(_ element: Element) {
        if isStopped { return }
        elementHandler(element)
    }

    #if TRACE_RESOURCES
    deinit { _ = Resources.decrementTotal() }
    #endif
}
