/// Stops the program: a subclass failed to override an abstract method.
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    rxFatalError("Abstract method", file: file, line: line)
}

/// Stops the program with `message`. Usable from the operators' inlinable
/// functions, which check their arguments.
@usableFromInline
func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Swift.Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program in debug builds; does nothing in release builds.
func rxFatalErrorInDebug(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    #if DEBUG
        fatalError(message(), file: file, line: line)
    #else
        print("\(file):\(line): \(message())")
    #endif
}

/// Returns a counter's value and increments it; throws `RxError.overflow`
/// instead of overflowing.
@usableFromInline
func incrementChecked(_ value: inout Int) throws -> Int {
    if value == Int.max { throw RxError.overflow }
    defer { value += 1 }
    return value
}
