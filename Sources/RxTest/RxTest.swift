// The module `RxTest` of RxSwift 6, for test code written against it: it
// re-exports `RxTesting` (TestScheduler, Recorded, TestableObserver, the
// XCTAssertEqual overloads...), so `import RxTest` compiles such code with no
// change, module-qualified names included (`RxTest.TestScheduler`). As with
// RxSwift, import `RxSwift` beside it for the library itself.
@_exported import RxTesting
