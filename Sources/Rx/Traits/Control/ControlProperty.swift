/// A type that can be turned into a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a control, readable as a sequence of its values and
/// writable as an observer (RxCocoa's trait, usable with any value source):
/// the values never error, are subscribed on the main thread, and start
/// with the current value.
///
/// ```swift
/// let text = BehaviorRelay(value: "")
/// let property = ControlProperty(values: text, valueSink: Binder(text) { $0.accept($1) })
/// let subscription = property.subscribe(onNext: { print("text: \($0)") })
/// property.onNext("rx")
/// subscription.dispose()
/// // text:
/// // text: rx
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A control property reading from `values` (which must never error and
    /// should start with the current value) and writing to `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes of the value: the values without the current one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Writes a new value to the sink; an error is a programming mistake and
    /// stops the program in debug builds.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxFatalErrorInDebug("Binding error to a control property: \(error)")
        case .next, .completed:
            valueSink.on(event)
        }
    }

    /// The values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { error in
            rxFatalErrorInDebug("A control property failed, which it must not: \(error)")
            return Driver.empty()
        })
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as, and written from, `""`.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
