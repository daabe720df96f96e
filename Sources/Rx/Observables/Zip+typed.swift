// Generated from Scripts/generate-arity/Zip+typed.swift.template: do not edit; run `make generate`.
// zip of 2 to 8 sources, typed per source: one producer and one
// sink per arity; the shared state and rules are in ZipTyped.swift.
// Zip+arity.swift calls them.

/// Emits `resultSelector` of the oldest element of each of 2 sources once
/// every source has one.
final class Zip2Producer<Source1: ObservableType, Source2: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip2Sink<Source1.Element, Source2.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip2Sink<Element1, Element2, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 2, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1))
    }
}

/// Emits `resultSelector` of the oldest element of each of 3 sources once
/// every source has one.
final class Zip3Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip3Sink<Source1.Element, Source2.Element, Source3.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip3Sink<Element1, Element2, Element3, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 3, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2))
    }
}

/// Emits `resultSelector` of the oldest element of each of 4 sources once
/// every source has one.
final class Zip4Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element, Source4.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let source4: Source4
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, _ source4: Source4, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip4Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 3, queue: sink.queue4)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip4Sink<Element1, Element2, Element3, Element4, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()
    let queue4 = ElementQueue<Element4>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 4, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2), queue4.dequeue(&present, bit: 1 << 3))
    }
}

/// Emits `resultSelector` of the oldest element of each of 5 sources once
/// every source has one.
final class Zip5Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let source4: Source4
    private let source5: Source5
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, _ source4: Source4, _ source5: Source5, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip5Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 3, queue: sink.queue4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 4, queue: sink.queue5)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip5Sink<Element1, Element2, Element3, Element4, Element5, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()
    let queue4 = ElementQueue<Element4>()
    let queue5 = ElementQueue<Element5>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 5, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2), queue4.dequeue(&present, bit: 1 << 3), queue5.dequeue(&present, bit: 1 << 4))
    }
}

/// Emits `resultSelector` of the oldest element of each of 6 sources once
/// every source has one.
final class Zip6Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let source4: Source4
    private let source5: Source5
    private let source6: Source6
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, _ source4: Source4, _ source5: Source5, _ source6: Source6, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip6Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 3, queue: sink.queue4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 4, queue: sink.queue5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 5, queue: sink.queue6)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip6Sink<Element1, Element2, Element3, Element4, Element5, Element6, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()
    let queue4 = ElementQueue<Element4>()
    let queue5 = ElementQueue<Element5>()
    let queue6 = ElementQueue<Element6>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 6, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2), queue4.dequeue(&present, bit: 1 << 3), queue5.dequeue(&present, bit: 1 << 4), queue6.dequeue(&present, bit: 1 << 5))
    }
}

/// Emits `resultSelector` of the oldest element of each of 7 sources once
/// every source has one.
final class Zip7Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Source7: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let source4: Source4
    private let source5: Source5
    private let source6: Source6
    private let source7: Source7
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, _ source4: Source4, _ source5: Source5, _ source6: Source6, _ source7: Source7, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip7Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 3, queue: sink.queue4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 4, queue: sink.queue5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 5, queue: sink.queue6)))
        sink.subscriptions[6].setDisposable(source7.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 6, queue: sink.queue7)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip7Sink<Element1, Element2, Element3, Element4, Element5, Element6, Element7, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6, Element7) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()
    let queue4 = ElementQueue<Element4>()
    let queue5 = ElementQueue<Element5>()
    let queue6 = ElementQueue<Element6>()
    let queue7 = ElementQueue<Element7>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 7, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2), queue4.dequeue(&present, bit: 1 << 3), queue5.dequeue(&present, bit: 1 << 4), queue6.dequeue(&present, bit: 1 << 5), queue7.dequeue(&present, bit: 1 << 6))
    }
}

/// Emits `resultSelector` of the oldest element of each of 8 sources once
/// every source has one.
final class Zip8Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Source7: ObservableType, Source8: ObservableType, Element>: Producer<Element> {
    typealias ResultSelector = (Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element, Source8.Element) throws -> Element

    private let source1: Source1
    private let source2: Source2
    private let source3: Source3
    private let source4: Source4
    private let source5: Source5
    private let source6: Source6
    private let source7: Source7
    private let source8: Source8
    private let resultSelector: ResultSelector

    init(_ source1: Source1, _ source2: Source2, _ source3: Source3, _ source4: Source4, _ source5: Source5, _ source6: Source6, _ source7: Source7, _ source8: Source8, resultSelector: @escaping ResultSelector) {
        self.source1 = source1
        self.source2 = source2
        self.source3 = source3
        self.source4 = source4
        self.source5 = source5
        self.source6 = source6
        self.source7 = source7
        self.source8 = source8
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Element {
        let sink = Zip8Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element, Source8.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 0, queue: sink.queue1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 1, queue: sink.queue2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 2, queue: sink.queue3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 3, queue: sink.queue4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 4, queue: sink.queue5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 5, queue: sink.queue6)))
        sink.subscriptions[6].setDisposable(source7.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 6, queue: sink.queue7)))
        sink.subscriptions[7].setDisposable(source8.asObservable().subscribeReceiverFromSink(ZipTypedSource(sink: sink, index: 7, queue: sink.queue8)))
        return sink.attach(Disposables.create())
    }
}

private final class Zip8Sink<Element1, Element2, Element3, Element4, Element5, Element6, Element7, Element8, Observer: ObserverType>: TypedSourcesSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6, Element7, Element8) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let queue1 = ElementQueue<Element1>()
    let queue2 = ElementQueue<Element2>()
    let queue3 = ElementQueue<Element3>()
    let queue4 = ElementQueue<Element4>()
    let queue5 = ElementQueue<Element5>()
    let queue6 = ElementQueue<Element6>()
    let queue7 = ElementQueue<Element7>()
    let queue8 = ElementQueue<Element8>()

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 8, observer: observer)
    }

    override func makeResult() throws -> Observer.Element {
        // Every queue is dequeued (the arguments, left to right) before the
        // selector runs, as in the erased sink.
        try resultSelector(queue1.dequeue(&present, bit: 1 << 0), queue2.dequeue(&present, bit: 1 << 1), queue3.dequeue(&present, bit: 1 << 2), queue4.dequeue(&present, bit: 1 << 3), queue5.dequeue(&present, bit: 1 << 4), queue6.dequeue(&present, bit: 1 << 5), queue7.dequeue(&present, bit: 1 << 6), queue8.dequeue(&present, bit: 1 << 7))
    }
}
