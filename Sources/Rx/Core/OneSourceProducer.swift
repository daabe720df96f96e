/// The sink of an operator with one source whose producer does nothing but
/// build it and subscribe it to the source (take, skip, scan,
/// distinctUntilChanged...): what it needs from the operator's arguments is
/// one `Parameters` value. Its producer is a `OneSourceProducer`.
///
/// Closures among the parameters go in a struct declared with their types,
/// not as such nor in a tuple: a closure passed through the producer's
/// generic `Parameters` (or a generic struct's field) is kept in the form a
/// value of any type takes (arguments and result by address), and each
/// subscription would wrap it in a thunk, an allocation, to give it to the
/// sink in its own form; a field of a closure type keeps that form.
@usableFromInline
protocol OneSourceSink: AnyObject {
    /// What the sink takes from the operator's arguments.
    associatedtype Parameters
    /// The elements it sends.
    associatedtype Output

    init(parameters: Parameters, observer: Receiver<Output>)
}

/// The producer of an operator whose sink is a `OneSourceSink`: each
/// subscription builds a `Sink` with the operator's parameters and
/// subscribes it to the source.
///
/// Named with its sink's type in the operator's inlinable function, where
/// the element types are known: the producer's and the sink's types are
/// then found without a lookup at run time, and the sink takes its
/// downstream as a `Receiver` (see `Receiver`), as map's does. (A producer
/// whose sink is generic over its downstream observer's type makes that type
/// at run time, from the whole chain below it, and reaches map's sink through
/// an adapter: 800 to 1,700 instructions more per operator subscribed,
/// subscribe-cost.sh's `op-` scenarios.)
@usableFromInline
final class OneSourceProducer<
    SourceElement, Element, Sink: ForwardingSink<SourceElement, Receiver<Element>> & OneSourceSink
>: ReceiverProducer<Element> where Sink.Output == Element {
    private let source: Observable<SourceElement>
    private let parameters: Sink.Parameters

    @usableFromInline
    init(source: Observable<SourceElement>, parameters: Sink.Parameters) {
        self.source = source
        self.parameters = parameters
    }

    override func runReceiver(_ downstream: Receiver<Element>) -> SinkBase {
        source.subscribeReceiver(Sink(parameters: parameters, observer: downstream))
    }
}

/// The `Parameters` of a `OneSourceSink` whose one parameter is its element
/// step, a closure compiled where the operator is applied ("Element steps"
/// in Core/ForwardingSink.swift): enumerated's, materialize's,
/// dematerialize's. The sink keeps the struct as it is and calls
/// `receive(element, self)`: the closure stays in the form it was made in,
/// without a thunk.
@usableFromInline
struct ElementStep<Element, Sink: AnyObject> {
    @usableFromInline let receive: (Element, Sink) -> Void

    @inlinable
    init(_ receive: @escaping (Element, Sink) -> Void) { self.receive = receive }
}
