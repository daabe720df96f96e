/// A disposable that does nothing.
private struct NopDisposable: Disposable {
    static let noOp: Disposable = NopDisposable()
    func dispose() {}
}

extension Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable { NopDisposable.noOp }
}
