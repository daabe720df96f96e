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
/// (storage the sink owns and deinitializes) and tells the sink.
final class CombineLatestTypedSource<Element, Observer: ObserverType>: ObserverType {
    private let sink: CombineLatestTypedSink<Observer>
    private let index: Int
    private let latest: UnsafeMutablePointer<Element>

    init(sink: CombineLatestTypedSink<Observer>, index: Int, latest: UnsafeMutablePointer<Element>) {
        self.sink = sink
        self.index = index
        self.latest = latest
    }

    func on(_ event: Event<Element>) { receiveSplit(event) }

    func _receiveError(_ error: Swift.Error) { sink.failed(error) }

    func _receiveCompleted() { sink.completed(index) }

    func _receiveNext(_ element: Element) {
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
