// The module `RxSwift` of RxSwift 6, for code written against it: it re-exports
// `Rx`, so `import RxSwift` compiles such code with no change, module-qualified
// names included (`RxSwift.Observable<Int>` resolves to `Rx.Observable<Int>`:
// qualified lookup into a module sees what it re-exports).
@_exported import Rx
