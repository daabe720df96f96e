// Doc comments for playbook's tests: examples that pass, two that fail,
// and the hostile cases. Never compiled as part of the package.

/// Doubles each element.
///
/// ```swift
/// _ = Observable.of(1, 2).map { $0 * 2 }.subscribe(onNext: { print($0) })
/// // 2
/// // 4
/// ```
public func doubled() {}

/// Prints nothing, which an example says by ending without `//` lines.
///
/// ```swift
/// let bag = DisposeBag()
/// Observable<Int>.empty().subscribe(onNext: { print($0) }).disposed(by: bag)
/// ```
public func silent() {}

/// A wrong example: its comment says 3, it prints 2.
///
/// ```swift
/// print(1 + 1)
/// // 3
/// ```
public func wrong() {}

/// An example that does not compile.
///
/// ```swift
/// let count: Int = "three"
/// ```
public func broken() {}

let literal = """
    /// ```swift
    /// print("inside a string literal, not a comment")
    /// ```
    """
let oneLine = "/// ```swift"

/**
 Block comments are read too.

 ```swift
 print("block")
 // block
 ```
 */
public func block() {}

/**
 * Decorated block comments as well.
 *
 * ```swift
 * print("decorated")
 * // decorated
 * ```
 */
public func decorated() {}

/// A setup block is shared by the later examples of its comment only.
///
/// ```swift setup
/// let greeting = "hi"
/// ```
///
/// ```swift
/// print(greeting)
/// // hi
/// ```
///
/// Opting out, with the reason:
///
/// ```swift skip="needs a server on 127.0.0.1:8080"
/// print(try String(contentsOf: URL(string: "http://127.0.0.1:8080/")!))
/// // hello
/// ```
public func shared() {}

public struct Indented {
    /// Indented declarations keep their columns.
    ///
    /// ```swift
    /// print("indented")
    /// // indented
    /// ```
    public func member() {}
}
