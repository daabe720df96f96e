/// A disposable that does nothing.
private struct NopDisposable: Disposable {
    static let noOp: Disposable = NopDisposable()
    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable { NopDisposable.noOp }
}

/// What a disposable slot holds when nothing is in it (a sink's upstream
/// subscription that is not set, a `SingleAssignmentDisposable` not assigned,
/// a `SerialDisposable` holding nothing): not an optional, because copying
/// and destroying an `Optional<any Disposable>` goes through the optional
/// type's metadata and value witnesses, and an existential holding this
/// empty struct is moved in and out of the slot with `swap` (`take(_:)`).
struct EmptySlot: Disposable {
    func dispose() {}
}

/// Takes what `slot` holds, leaving an `EmptySlot` in its place.
@inline(__always)
func take(_ slot: inout Disposable) -> Disposable {
    var taken: Disposable = EmptySlot()
    swap(&taken, &slot)
    return taken
}
