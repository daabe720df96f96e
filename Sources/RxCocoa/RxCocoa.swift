// The module `RxCocoa` of RxSwift 6, for code written against it: it re-exports
// `Rx`, so `import RxCocoa` compiles such code with no change, module-qualified
// names included (`RxCocoa.Observable<Int>` resolves to `Rx.Observable<Int>`:
// qualified lookup into a module sees what it re-exports).
@_exported import Rx
