// The module `RxRelay` of RxSwift 6, for code written against it: it re-exports
// `Rx`, so `import RxRelay` compiles such code with no change, module-qualified
// names included (`RxRelay.Observable<Int>` resolves to `Rx.Observable<Int>`:
// qualified lookup into a module sees what it re-exports).
@_exported import Rx
