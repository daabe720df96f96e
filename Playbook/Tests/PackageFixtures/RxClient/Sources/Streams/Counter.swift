import RxCocoa
import RxRelay
import RxSwift

/// A counter whose value is a relay: `increment()` adds one, `values` replays the latest.
public final class Counter {
    private let relay = BehaviorRelay(value: 0)

    public init() {}

    /// The current value, then every change.
    public var values: Observable<Int> { relay.asObservable() }

    /// The values as a Driver, for UI code.
    public var driver: Driver<Int> { relay.asDriver() }

    public func increment() { relay.accept(relay.value + 1) }
}

extension ObservableType where Element == Int {
    /// Only the even values.
    public func evens() -> Observable<Int> { filter { $0 % 2 == 0 } }
}
