import Foundation

/// When an example is skipped on the machine verifying it: the value of a
/// `skip-if=CONDITION` fence attribute, decided each time playbook runs.
///
///     os(NAME)           playbook runs on that OS (Linux, macOS, Windows, ...)
///     swift(>=X.Y[.Z])   the toolchain compiling the examples is that version or later
///     swift(<X.Y[.Z])    the toolchain is older than that
///     !CONDITION         the condition does not hold
///
/// The spelling is that of Swift's own `#if os(...)` and `#if swift(...)`.
public struct SkipCondition: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Test: Hashable, Sendable, Codable {
        case os(String)
        case swiftAtLeast([Int])
        case swiftBelow([Int])
    }

    /// Why a condition cannot be read, and how to write it.
    public struct Invalid: Error, Hashable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    public var test: Test
    public var negated: Bool

    /// The OS names `os(...)` accepts, as Swift spells them.
    public static let operatingSystems = [
        "Linux", "macOS", "iOS", "tvOS", "watchOS", "visionOS", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"
    ]

    /// Parses a condition; the error says what is wrong and how to write it.
    public init(parsing text: String) throws(Invalid) {
        var rest = Substring(text.trimmingWhitespace)
        negated = rest.hasPrefix("!")
        if negated { rest = rest.dropFirst() }
        let usage = "write os(Linux), swift(>=6.2), swift(<6.2), or one of them after !"
        guard rest.hasSuffix(")"), let open = rest.firstIndex(of: "(") else {
            throw Invalid("skip-if condition '\(text)' is not a condition; \(usage)")
        }
        let function = rest[..<open]
        let argument = String(rest[rest.index(after: open)..<rest.index(before: rest.endIndex)])
        switch function {
        case "os":
            guard Self.operatingSystems.contains(argument) else {
                throw Invalid("skip-if: unknown OS '\(argument)'; write one of \(Self.operatingSystems.joined(separator: ", "))")
            }
            test = .os(argument)
        case "swift":
            let atLeast = argument.hasPrefix(">=")
            guard atLeast || argument.hasPrefix("<"), let version = Self.version(String(argument.dropFirst(atLeast ? 2 : 1))) else {
                throw Invalid("skip-if: swift(\(argument)) needs >= or < and a version such as 6.2; write swift(>=6.2) or swift(<6.2)")
            }
            test = atLeast ? .swiftAtLeast(version) : .swiftBelow(version)
        default:
            throw Invalid("skip-if: unknown condition '\(function)(...)'; \(usage)")
        }
    }

    /// `6.2.1` as [6, 2, 1]; nil unless one to three whole numbers joined by dots.
    static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        let numbers = parts.compactMap { part in part.allSatisfy(\.isASCIIDigit) && !part.isEmpty && part.count < 6 ? Int(part) : nil }
        return numbers.count == parts.count ? numbers : nil
    }

    /// Whether it asks for the toolchain's version.
    public var needsSwiftVersion: Bool {
        if case .os = test { return false }
        return true
    }

    /// Whether the example is to be skipped on this platform. A swift()
    /// condition on a toolchain whose version is unknown does not hold:
    /// the example runs, and says so if it cannot.
    public func holds(on platform: Platform) -> Bool {
        let result: Bool
        switch test {
        case .os(let name): result = platform.os == name
        case .swiftAtLeast(let version):
            guard let current = platform.swiftVersion else { return false }
            result = !Self.less(current, version)
        case .swiftBelow(let version):
            guard let current = platform.swiftVersion else { return false }
            result = Self.less(current, version)
        }
        return result != negated
    }

    /// Compares versions with missing components as 0 (6.2 == 6.2.0).
    static func less(_ left: [Int], _ right: [Int]) -> Bool {
        for index in 0..<max(left.count, right.count) {
            let a = index < left.count ? left[index] : 0
            let b = index < right.count ? right[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    public var description: String {
        let body: String
        switch test {
        case .os(let name): body = "os(\(name))"
        case .swiftAtLeast(let version): body = "swift(>=\(version.map(String.init).joined(separator: ".")))"
        case .swiftBelow(let version): body = "swift(<\(version.map(String.init).joined(separator: ".")))"
        }
        return (negated ? "!" : "") + body
    }
}

/// The machine a run verifies on, as skip-if conditions see it.
public struct Platform: Hashable, Sendable {
    /// As Swift's `os(...)` names it: `Linux`, `macOS`.
    public var os: String
    /// The version of the toolchain compiling the examples, when known.
    public var swiftVersion: [Int]?

    public init(os: String, swiftVersion: [Int]?) {
        self.os = os
        self.swiftVersion = swiftVersion
    }

    /// The OS playbook was built for.
    public static var currentOS: String {
        #if os(Linux)
            return "Linux"
        #elseif os(macOS)
            return "macOS"
        #elseif os(Windows)
            return "Windows"
        #elseif os(FreeBSD)
            return "FreeBSD"
        #elseif os(OpenBSD)
            return "OpenBSD"
        #elseif os(Android)
            return "Android"
        #else
            return "unknown"
        #endif
    }

    /// This machine; asks `swift --version` only when `swiftVersion` is wanted.
    public static func current(askingSwiftVersion: Bool) -> Platform {
        guard askingSwiftVersion else { return Platform(os: currentOS, swiftVersion: nil) }
        let result = try? ChildProcess(program: "swift", arguments: ["--version"], deadline: 60).run()
        return Platform(os: currentOS, swiftVersion: result.flatMap { swiftVersion(in: $0.stdout + $0.stderr) })
    }

    /// The version in `swift --version`'s text: `Swift version 6.3.1 (swift-6.3.1-RELEASE)` → [6, 3, 1].
    public static func swiftVersion(in text: String) -> [Int]? {
        guard let range = text.range(of: "Swift version ") else { return nil }
        let digits = text[range.upperBound...].prefix(while: { $0.isASCIIDigit || $0 == "." })
        return SkipCondition.version(String(digits.reversed().drop(while: { $0 == "." }).reversed()))
    }

    /// How the reason of a skip names the platform: `Linux, Swift 6.3.1`.
    public var description: String {
        os + (swiftVersion.map { ", Swift " + $0.map(String.init).joined(separator: ".") } ?? "")
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
