import Synchronization

/// One sink at a time, in an atomic word of the object that has the slot
/// (no object of its own): `replace(with:)` disposes the sink it replaces,
/// and after `dispose()` a new sink is disposed at once. What a
/// `SerialDisposable` holding sinks does (switch's latest inner observer),
/// without its allocation and its lock: one compare-and-swap per
/// replacement, one exchange to dispose. The sinks are disposed after the
/// word changed, never while anything is locked here.
struct SerialSinkSlot: ~Copyable {
    /// 0: empty; `disposedMark`: disposed; otherwise a retained `SinkBase`.
    private let word = Atomic<UInt>(0)
    private static var disposedMark: UInt { 1 }

    init() {}

    /// Puts `sink` (nil: nothing) in the slot and disposes the sink it
    /// replaces; after `dispose()`, disposes `sink` instead.
    func replace(with sink: __owned SinkBase?) {
        let new = sink.map { UInt(bitPattern: Unmanaged.passRetained($0).toOpaque()) } ?? 0
        var current = word.load(ordering: .acquiring)
        while true {
            if current == SerialSinkSlot.disposedMark {
                if new != 0 { SerialSinkSlot.take(new).dispose() }
                return
            }
            let (exchanged, original) = word.compareExchange(
                expected: current, desired: new, ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        if current != 0 { SerialSinkSlot.take(current).dispose() }
    }

    /// Disposes the sink held, once; later ones are disposed as they come.
    func dispose() {
        let current = word.exchange(SerialSinkSlot.disposedMark, ordering: .acquiringAndReleasing)
        if current != 0 && current != SerialSinkSlot.disposedMark { SerialSinkSlot.take(current).dispose() }
    }

    /// The sink whose retained reference `bits` is, taken back.
    private static func take(_ bits: UInt) -> SinkBase {
        Unmanaged<SinkBase>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeRetainedValue()
    }

    deinit {
        // The slot's owner is going: its sink is let go of, not disposed (a
        // `SerialDisposable` released undisposed does the same).
        let current = word.load(ordering: .relaxed)
        if current != 0 && current != SerialSinkSlot.disposedMark { _ = SerialSinkSlot.take(current) }
    }
}
