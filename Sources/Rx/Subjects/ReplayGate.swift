import Synchronization

/// Stands between a subject (or `share`) and a new subscriber while the
/// subscriber is being sent what is replayed to it, so that the replay runs
/// after the subject's lock is released (LOCKS.md) and still comes first.
///
/// The subject inserts the gate among its observers and takes a copy of what
/// to replay under its lock, then calls `replay(_:)` after releasing it. Live
/// events that reach the gate before the replay is over wait in a queue and
/// are sent, in order, by the replaying thread right after it; from then on
/// the gate passes events straight through. The subscriber never receives
/// two events at once: while the gate is open only the subject's (serial)
/// senders reach it, and before that only the replaying thread sends.
final class ReplayGate<Observer: ObserverType>: ObserverType, @unchecked Sendable {
    typealias Element = Observer.Element

    private let observer: Observer
    /// Set once the replay and the events queued meanwhile are all sent.
    private let isOpen = Atomic<Bool>(false)
    private let lock = PlainLock()
    /// Live events that arrived before the gate opened; only touched under
    /// `lock`.
    @exclusivity(unchecked) private var queue: [Event<Element>] = []

    init(_ observer: Observer) { self.observer = observer }

    func on(_ event: Event<Element>) {
        if isOpen.load(ordering: .acquiring) {
            observer.on(event)
            return
        }
        let queued: Bool = lock.performLocked {
            // Opened meanwhile: the replaying thread has finished.
            if isOpen.load(ordering: .acquiring) { return false }
            queue.append(event)
            return true
        }
        if !queued { observer.on(event) }
    }

    /// A next element, passed straight to the subscriber's element path once
    /// the gate is open (what `on(.next(element))` does): subscribers to a
    /// BehaviorSubject, a ReplaySubject or share(replay:) stay behind their
    /// gate for the whole subscription.
    func _receiveNext(_ element: Element) {
        if isOpen.load(ordering: .acquiring) {
            observer._receiveNext(element)
            return
        }
        queueNext(element)
    }

    /// `on(.next(element))`, out of line: naming `Event<Element>` in
    /// unspecialised code costs a metadata lookup per call.
    @inline(never)
    private func queueNext(_ element: Element) { on(.next(element)) }

    /// Sends `elements`, then an optional terminal `stop` event, then the
    /// live events that arrived meanwhile, and opens the gate. Called once,
    /// without holding the subject's lock.
    func replay(_ elements: some Sequence<Element>, then stop: Event<Element>? = nil) {
        for element in elements { observer.on(.next(element)) }
        if let stop { observer.on(stop) }
        while true {
            let pending: [Event<Element>] = lock.performLocked {
                if queue.isEmpty {
                    isOpen.store(true, ordering: .releasing)
                    return []
                }
                defer { queue = [] }
                return queue
            }
            if pending.isEmpty { return }
            for event in pending { observer.on(event) }
        }
    }
}
