// OpenCombine's side of the chain-building pairs (i), (j) and (k), in one
// place for the two programs that build them: RxVsOpenCombine times them
// against Rx, SubscribeCost counts their instructions and mallocs. Each
// builds the chain, subscribes `receive` to it and cancels the subscription.
// The source is `Deferred { Just(1) }`: OpenCombine has no `create`, and on a
// bare `Just` its map and filter are evaluated at once into another `Just`
// (no chain is built), which would not measure building a chain. Always
// inlined, so that each program compiles the chain where it builds it, as it did when
// the chains were written there (called out of line, the closure passed in
// cost one allocation and some 400 instructions more per chain).

import OpenCombine

/// (i): six (map, filter) pairs.
@inlinable @inline(__always) public func buildMapFilterChain(_ receive: @escaping (Int) -> Void) {
    let twoPairs = OpenCombine.Deferred { OpenCombine.Just(1) }
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
    let fourPairs =
        twoPairs
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
    fourPairs
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        .map { (value: Int) -> Int in value &+ 1 }.filter { (value: Int) -> Bool in value > 0 }
        .sink(receiveValue: receive)
        .cancel()
}

/// (j): flatMap { Just }.
@inlinable @inline(__always) public func buildFlatMapJustChain(_ receive: @escaping (Int) -> Void) {
    OpenCombine.Deferred { OpenCombine.Just(1) }.flatMap { OpenCombine.Just($0) }.sink(receiveValue: receive).cancel()
}

/// (k): map { Just } + switchToLatest, the twin of flatMapLatest { just }.
@inlinable @inline(__always) public func buildSwitchToLatestChain(_ receive: @escaping (Int) -> Void) {
    OpenCombine.Deferred { OpenCombine.Just(1) }.map { OpenCombine.Just($0) }.switchToLatest()
        .sink(receiveValue: receive).cancel()
}
