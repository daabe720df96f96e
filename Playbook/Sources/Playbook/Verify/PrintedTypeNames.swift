/// The module name the harness gives an example's own types in what it
/// prints. Every example is compiled into the module `harness`, its
/// declarations `fileprivate`, so `print([Point(x: 1)])` writes
/// `[harness.(unknown context at $55d567ce36d8).Point(x: 1)]`, where the
/// reader's program writes its own module's name (`main.`, `MyApp.`), which
/// documentation leaves out: OpenCombine's `// Prints: "completion:
/// failure(IllegalValueError())"`. Output is compared, shown and written
/// back without them.
enum PrintedTypeNames {
    static func removed(from text: String) -> String {
        let prefix = "harness."
        let context = "(unknown context at $"
        guard text.contains(prefix) else { return text }
        var result = ""
        var rest = Substring(text)
        while let found = rest.range(of: prefix) {
            let before = rest[..<found.lowerBound]
            result += before
            let previous = before.last ?? result.last
            var after = rest[found.upperBound...]
            if after.hasPrefix(context), let close = after.firstIndex(of: ")"),
                after[after.index(after: close)...].hasPrefix("."),
                after[after.index(after.startIndex, offsetBy: context.count)..<close].allSatisfy(\.isHexDigit)
            {
                after = after[after.index(close, offsetBy: 2)...]
            }
            let isName = previous.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            // A type's name follows (`harness.Point`), not a file's (`harness.swift`).
            if isName, let next = after.first, next.isUppercase || next == "_" {
                rest = after
            } else {
                result += rest[found]
                rest = rest[found.upperBound...]
            }
        }
        return result + rest
    }
}
