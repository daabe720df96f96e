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

private final class DecodeSink<Decoder: DataDecoder, Observer: ObserverType>: ForwardingSink<Data, Observer>
where Observer.Element: Decodable {
    private let decoder: Decoder

    init(decoder: Decoder, observer: Observer) {
        self.decoder = decoder
        super.init(observer: observer)
    }

    override func _receiveNext(_ data: Data) {
        let item: Observer.Element
        do {
            item = try decoder.decode(Observer.Element.self, from: data)
        } catch {
            forwardErrorAndDispose(error)
            return
        }
        forwardNext(item)
    }
}

private final class DecodeProducer<Item: Decodable, Decoder: DataDecoder>: Producer<Item> {
    private let source: Observable<Data>
    private let decoder: Decoder

    init(source: Observable<Data>, type: Item.Type, decoder: Decoder) {
        self.source = source
        self.decoder = decoder
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> SinkBase where Observer.Element == Item {
        let sink = DecodeSink(decoder: decoder, observer: observer)
        return source.subscribeReceiver(sink)
    }
}
