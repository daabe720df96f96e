import Foundation

/// A decoder that turns `Data` into a `Decodable` value: what `decode(type:decoder:)`
/// accepts. `JSONDecoder` and `PropertyListDecoder` conform.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`, throwing if `data` does not hold one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each `Data` element into a value of `type` with `decoder`.
    ///
    /// Errors and completion pass through unchanged. If an element does not
    /// decode, the result fails with the decoder's error and the source is
    /// disposed.
    ///
    /// - Parameters:
    ///   - type: The `Decodable` type of the values.
    ///   - decoder: The decoder, such as `JSONDecoder()`.
    /// - Returns: An observable of the decoded values.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// struct Point: Decodable { let x: Int; let y: Int }
    /// _ = Observable.just(Data(#"{"x": 1, "y": 2}"#.utf8))
    ///     .decode(type: Point.self, decoder: JSONDecoder())
    ///     .subscribe(onNext: { print($0.x, $0.y) })
    /// // 1 2
    /// ```
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        DecodeProducer(source: asObservable(), type: type, decoder: decoder)
    }
}

private final class DecodeSink<Decoder: DataDecoder, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element: Decodable {
    private let decoder: Decoder

    init(decoder: Decoder, observer: Observer, cancel: Cancelable) {
        self.decoder = decoder
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Data>) {
        switch event {
        case .next(let data):
            do {
                let item = try decoder.decode(Observer.Element.self, from: data)
                forwardNext(item)
            } catch {
                forwardOn(.error(error))
                dispose()
            }
        case .error(let error):
            forwardOn(.error(error))
            dispose()
        case .completed:
            forwardOn(.completed)
            dispose()
        }
    }
}

private final class DecodeProducer<Item: Decodable, Decoder: DataDecoder>: Producer<Item> {
    private let source: Observable<Data>
    private let decoder: Decoder

    init(source: Observable<Data>, type: Item.Type, decoder: Decoder) {
        self.source = source
        self.decoder = decoder
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable) where Observer.Element == Item
    {
        let sink = DecodeSink(decoder: decoder, observer: observer, cancel: cancel)
        let subscription = source.subscribe(sink)
        return (sink: sink, subscription: subscription)
    }
}
