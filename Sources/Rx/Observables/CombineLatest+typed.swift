// Generated from Scripts/generate-arity/CombineLatest+typed.swift.template: do not edit; run `make generate`.
// combineLatest of 3 to 8 sources, typed per source: one producer and
// one sink per arity; the shared state and rules are in CombineLatestTyped.swift
// (2 sources: CombineLatest2.swift, hand-written). CombineLatest+arity.swift calls them.

/// Emits `resultSelector` of the latest elements of 3 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest3Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest3Sink<Source1.Element, Source2.Element, Source3.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest3Sink<Element1, Element2, Element3, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 3, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee)
    }
}

/// Emits `resultSelector` of the latest elements of 4 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest4Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest4Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 3, latest: sink.latest4)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest4Sink<Element1, Element2, Element3, Element4, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)
    let latest4 = UnsafeMutablePointer<Element4>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 4, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2); release(latest4, index: 3) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee)
    }
}

/// Emits `resultSelector` of the latest elements of 5 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest5Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest5Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 3, latest: sink.latest4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 4, latest: sink.latest5)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest5Sink<Element1, Element2, Element3, Element4, Element5, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)
    let latest4 = UnsafeMutablePointer<Element4>.allocate(capacity: 1)
    let latest5 = UnsafeMutablePointer<Element5>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 5, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2); release(latest4, index: 3); release(latest5, index: 4) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee)
    }
}

/// Emits `resultSelector` of the latest elements of 6 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest6Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest6Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 3, latest: sink.latest4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 4, latest: sink.latest5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 5, latest: sink.latest6)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest6Sink<Element1, Element2, Element3, Element4, Element5, Element6, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)
    let latest4 = UnsafeMutablePointer<Element4>.allocate(capacity: 1)
    let latest5 = UnsafeMutablePointer<Element5>.allocate(capacity: 1)
    let latest6 = UnsafeMutablePointer<Element6>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 6, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2); release(latest4, index: 3); release(latest5, index: 4); release(latest6, index: 5) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee)
    }
}

/// Emits `resultSelector` of the latest elements of 7 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest7Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Source7: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest7Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 3, latest: sink.latest4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 4, latest: sink.latest5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 5, latest: sink.latest6)))
        sink.subscriptions[6].setDisposable(source7.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 6, latest: sink.latest7)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest7Sink<Element1, Element2, Element3, Element4, Element5, Element6, Element7, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6, Element7) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)
    let latest4 = UnsafeMutablePointer<Element4>.allocate(capacity: 1)
    let latest5 = UnsafeMutablePointer<Element5>.allocate(capacity: 1)
    let latest6 = UnsafeMutablePointer<Element6>.allocate(capacity: 1)
    let latest7 = UnsafeMutablePointer<Element7>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 7, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2); release(latest4, index: 3); release(latest5, index: 4); release(latest6, index: 5); release(latest7, index: 6) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee, latest7.pointee)
    }
}

/// Emits `resultSelector` of the latest elements of 8 sources each time one
/// of them emits, once all have emitted.
final class CombineLatest8Producer<Source1: ObservableType, Source2: ObservableType, Source3: ObservableType, Source4: ObservableType, Source5: ObservableType, Source6: ObservableType, Source7: ObservableType, Source8: ObservableType, Element>: Producer<Element> {
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
        let sink = CombineLatest8Sink<Source1.Element, Source2.Element, Source3.Element, Source4.Element, Source5.Element, Source6.Element, Source7.Element, Source8.Element, Observer>(
            resultSelector: resultSelector, observer: observer)
        sink.subscriptions[0].setDisposable(source1.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 0, latest: sink.latest1)))
        sink.subscriptions[1].setDisposable(source2.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 1, latest: sink.latest2)))
        sink.subscriptions[2].setDisposable(source3.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 2, latest: sink.latest3)))
        sink.subscriptions[3].setDisposable(source4.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 3, latest: sink.latest4)))
        sink.subscriptions[4].setDisposable(source5.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 4, latest: sink.latest5)))
        sink.subscriptions[5].setDisposable(source6.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 5, latest: sink.latest6)))
        sink.subscriptions[6].setDisposable(source7.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 6, latest: sink.latest7)))
        sink.subscriptions[7].setDisposable(source8.asObservable().subscribeReceiverFromSink(CombineLatestTypedSource(sink: sink, index: 7, latest: sink.latest8)))
        return sink.attach(Disposables.create())
    }
}

private final class CombineLatest8Sink<Element1, Element2, Element3, Element4, Element5, Element6, Element7, Element8, Observer: ObserverType>: CombineLatestTypedSink<Observer> {
    typealias ResultSelector = (Element1, Element2, Element3, Element4, Element5, Element6, Element7, Element8) throws -> Observer.Element

    private let resultSelector: ResultSelector
    let latest1 = UnsafeMutablePointer<Element1>.allocate(capacity: 1)
    let latest2 = UnsafeMutablePointer<Element2>.allocate(capacity: 1)
    let latest3 = UnsafeMutablePointer<Element3>.allocate(capacity: 1)
    let latest4 = UnsafeMutablePointer<Element4>.allocate(capacity: 1)
    let latest5 = UnsafeMutablePointer<Element5>.allocate(capacity: 1)
    let latest6 = UnsafeMutablePointer<Element6>.allocate(capacity: 1)
    let latest7 = UnsafeMutablePointer<Element7>.allocate(capacity: 1)
    let latest8 = UnsafeMutablePointer<Element8>.allocate(capacity: 1)

    init(resultSelector: @escaping ResultSelector, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(arity: 8, observer: observer)
    }

    deinit { release(latest1, index: 0); release(latest2, index: 1); release(latest3, index: 2); release(latest4, index: 3); release(latest5, index: 4); release(latest6, index: 5); release(latest7, index: 6); release(latest8, index: 7) }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest1.pointee, latest2.pointee, latest3.pointee, latest4.pointee, latest5.pointee, latest6.pointee, latest7.pointee, latest8.pointee)
    }
}
