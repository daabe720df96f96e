// What the typed combineLatest of 3 to 8 sources share (the per-arity
// producers and sinks are generated into CombineLatest+typed.swift from
// Scripts/generate-arity/CombineLatest+typed.swift.template). Each source's
// latest element is kept in typed storage owned by the per-arity sink, so an
// event boxes nothing, allocates nothing and casts nothing; the rules are
// TypedSourcesSink's (TypedSourcesSink.swift).

/// A typed combineLatest sink: the shared bookkeeping of `TypedSourcesSink`,
/// where a source's bit is set once it has emitted. Subclasses keep each
/// source's latest element in typed storage and release it with `release`.
class CombineLatestTypedSink<Observer: ObserverType>: TypedSourcesSink<Observer> {
    /// Deinitializes source `index`'s storage if it holds an element, and
    /// deallocates it: what a subclass's deinit does for each source.
    final func release<Element>(_ latest: UnsafeMutablePointer<Element>, index: Int) {
        if present & (1 << index) != 0 { latest.deinitialize(count: 1) }
        latest.deallocate()
    }
}

/// Source `index` of a typed combineLatest: stores each element in `latest`
/// (storage the sink owns and deinitializes) and tells the sink. A
/// `Receiver`, subscribed as one: a subject stores handlers that call its
/// methods, with no run-time lookup of its generic type's conformance and no
/// handler contexts to allocate. Not counted in `Resources.total` (RxSwift's
/// observer of a source is not a disposable).
final class CombineLatestTypedSource<Element, Observer: ObserverType>: Receiver<Element> {
    private let sink: CombineLatestTypedSink<Observer>
    private let index: Int
    private let latest: UnsafeMutablePointer<Element>

    init(sink: CombineLatestTypedSink<Observer>, index: Int, latest: UnsafeMutablePointer<Element>) {
        self.sink = sink
        self.index = index
        self.latest = latest
        super.init()
        markUncounted()
    }

    override func on(_ event: Event<Element>) { receiveSplit(event) }

    override func _receiveError(_ error: Swift.Error) { sink.failed(error) }

    override func _receiveCompleted() { sink.completed(index) }

    override func _receiveNext(_ element: Element) {
        sink.lock.performLocked {
            if sink.present & (1 << index) != 0 {
                latest.pointee = element
            } else {
                latest.initialize(to: element)
            }
            sink.arrived(index)
        }
    }
}
