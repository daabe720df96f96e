import Playbook
import PlaybookWire
import SwiftParser
import SwiftSyntax

/// A ```swift marble example rewritten with RxTest alone, for the Copy
/// button: what `hot`, `cold` and `result` do, spelled out, in a program
/// that prints exactly what the page shows (the example's verified output).
///
///     let numbers = hot("--1--2--|")
///     result(numbers.map { $0 * 10 })
///
/// becomes
///
///     let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
///     func marbles<Element>(_ events: [Recorded<Event<Element>>]) -> String { ... }
///     let numbers = scheduler.createHotObservable([.next(20, 1), .next(50, 2), .completed(80)])
///     let recorded = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) {
///         numbers.map { $0 * 10 }
///     }
///     print(marbles(recorded.events))   // --a--b--|, a = 10, b = 20
///
/// Time is counted in frames as on the page: a frame (one character of a
/// marble string) is 10 ticks of the scheduler, which the `Recorded` times
/// count; `frames(n)` stays as written, declared in the copy as n frames
/// (at this resolution a tick is a millisecond). Results subscribe at tick
/// 0 and are disposed at their `until:` frame or at frame 1000, and the
/// scheduler adds no processing delay. `marbles(_:)`, declared in the copy,
/// prints recorded events as the page does (``MarbleGrammar``'s printer:
/// one character a frame, longer values as letters explained below). Several
/// results, or a result followed by more statements, are recorded with a
/// small `record` function declared in the copy, then the scheduler runs
/// once and each result is printed in order. Everything but the imports may
/// stand in a function's body (the copies are run that way in one program
/// by `MarbleRxTestFormRunTests`).
enum MarbleRxTestForm {
    /// The statements and the declarations they need; nil when a marble
    /// string is not a plain literal or cannot be read, or `result` is
    /// called other than as a statement of its own.
    struct Converted: Equatable {
        var code: String
        var declarations: [String]
    }

    static let lastTick = 10_000
    /// The copy's error for a `#` without one of its own.
    static let errorName = "MarbleStringError"

    /// The copy's printer of recorded events, as `MarbleGrammar.diagram` prints them;
    /// with `defaultError`, the copy's own error for `#` is printed bare.
    static func printer(defaultError: Bool) -> String {
        printer.replacingOccurrences(
            of: "if !(error is \(errorName)) { legend", with: defaultError ? "if !(error is \(errorName)) { legend" : "do { legend")
    }

    private static let printer = #"""
        /// Recorded events as a marble string, as the page prints them: one character a frame
        /// (10 ticks), `-` nothing, a value of one character as itself, `(ab)` values in one
        /// frame, `|` completed, `#` an error; a longer value stands as a letter, explained below.
        func marbles<Element>(_ events: [Recorded<Event<Element>>]) -> String {
            let reserved: Set<Character> = ["-", "(", ")", "|", "#", "^", " "]
            func single(_ text: String) -> Character? {
                text.count == 1 && !reserved.contains(text.first!) && !text.first!.isWhitespace ? text.first : nil
            }
            func escaped(_ text: String) -> String {
                text.map { $0 == "\\" ? "\\\\" : $0 == "\n" ? "\\n" : String($0) }.joined()
            }
            var taken = Set<Character>()
            for case .next(let value) in events.map(\.value) { if let own = single("\(value)") { taken.insert(own) } }
            var spare = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".filter { !taken.contains($0) }.makeIterator()
            var letters: [String: Character] = [:]
            var legend: [String] = []
            func symbol(_ event: Event<Element>) -> Character {
                switch event {
                case .completed: return "|"
                case .error(let error):
                    if !(error is \#(errorName)) { legend.append("# = " + escaped("\(error)")) }
                    return "#"
                case .next(let value):
                    let text = "\(value)"
                    if let own = single(text) { return own }
                    if let known = letters[text] { return known }
                    let letter = spare.next()!
                    letters[text] = letter
                    legend.append("\(letter) = " + escaped(text))
                    return letter
                }
            }
            var line = ""
            var frame = 0
            var index = 0
            while index < events.count {
                let at = events[index].time / 10
                var group: [Character] = []
                while index < events.count && events[index].time / 10 == at {
                    group.append(symbol(events[index].value))
                    index += 1
                }
                line += String(repeating: "-", count: max(0, at - frame)) + (group.count == 1 ? String(group) : "(" + String(group) + ")")
                frame = at + 1
            }
            return ([line] + legend).joined(separator: "\n")
        }
        """#

    static func convert(_ code: String) -> Converted? {
        let inputs = InputRewriter(code)
        guard let rewritten = inputs.rewritten else { return nil }
        guard var converted = ResultRewriter.convert(rewritten) else { return nil }
        let clock = min(0, (inputs.earliest ?? 0) - MarbleGrammar.ticksPerFrame)
        var declarations = [
            "// Virtual time in marble frames: a frame (one character of a marble string) is 10 ticks\n"
                + "// of the scheduler, as the Recorded times below count them.\n"
                + "let scheduler = TestScheduler(initialClock: \(clock), resolution: 0.001, simulateProcessingDelay: false)"
        ]
        if inputs.usesFrames {
            declarations.append(
                "/// n frames of virtual time (at this scheduler's resolution a tick is a millisecond).\n"
                    + "func frames(_ count: Int) -> RxTimeInterval { .milliseconds(10 * count) }")
        }
        if inputs.usesDefaultError {
            declarations.append("/// The error a `#` of a marble string sends; printed as a bare `#`.\nstruct \(errorName): Error {}")
        }
        declarations.append(printer(defaultError: inputs.usesDefaultError))
        declarations += converted.declarations
        converted.declarations = declarations
        return converted
    }

    /// `code` with the byte ranges replaced (ranges do not overlap).
    static func applying(_ edits: [(Range<Int>, String)], to code: String) -> String {
        var bytes = Array(code.utf8)
        for (range, text) in edits.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            bytes.replaceSubrange(range, with: Array(text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The indentation of the line holding `offset`.
    static func indentation(at offset: Int, in code: String) -> String {
        let bytes = Array(code.utf8)
        var start = min(offset, bytes.count)
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return String(decoding: bytes[start...].prefix(while: { $0 == UInt8(ascii: " ") }), as: UTF8.self)
    }
}

/// Replaces `hot(...)`, `cold(...)` and `frames(n)` calls.
private final class InputRewriter: SyntaxVisitor {
    private let code: String
    private var edits: [(Range<Int>, String)] = []
    private var failed = false
    private(set) var earliest: Int?
    private(set) var usesDefaultError = false
    private(set) var usesFrames = false

    init(_ code: String) {
        self.code = code
        super.init(viewMode: .sourceAccurate)
        walk(Parser.parse(source: code))
    }

    var rewritten: String? { failed ? nil : MarbleRxTestForm.applying(edits, to: code) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
        let range = node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
        switch callee.baseName.text {
        case "frames":
            // Stays as written: the copy declares `frames(_:)`.
            usesFrames = true
            return .visitChildren
        case "hot", "cold":
            guard let replacement = input(node, hot: callee.baseName.text == "hot") else {
                failed = true
                return .skipChildren
            }
            edits.append((range, replacement))
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    private func input(_ call: FunctionCallExprSyntax, hot: Bool) -> String? {
        guard call.trailingClosure == nil, let first = call.arguments.first, first.label == nil,
            let literal = first.expression.as(StringLiteralExprSyntax.self), literal.openingPounds == nil,
            literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self),
            !segment.content.text.contains("\\"), let tokens = try? MarbleGrammar.scan(segment.content.text)
        else { return nil }
        if !hot && MarbleGrammar.hasSubscriptionPoint(segment.content.text) { return nil }
        var value: (Character) -> String? = { $0.isASCII && $0.isNumber ? String($0) : nil }
        var elementType = "Int"
        var error = MarbleRxTestForm.errorName + "()"
        var usesDefault = true
        for argument in call.arguments.dropFirst() {
            switch argument.label?.text {
            case "as":
                guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                    let base = member.base
                else { return nil }
                let type = base.trimmedDescription
                elementType = type
                value = { character in
                    switch type {
                    case "String", "Substring", "Character": return ExampleSource.stringLiteral(String(character))
                    case "Int" where character.isASCII && character.isNumber: return String(character)
                    default: return "\(type)(\(ExampleSource.stringLiteral(String(character))))!"
                    }
                }
            case "values":
                elementType = ""
                if let dictionary = argument.expression.as(DictionaryExprSyntax.self),
                    let elements = dictionary.content.as(DictionaryElementListSyntax.self)
                {
                    var table: [Character: String] = [:]
                    for element in elements {
                        guard let key = element.key.as(StringLiteralExprSyntax.self),
                            let text = key.segments.first?.as(StringSegmentSyntax.self)?.content.text, text.count == 1
                        else { return nil }
                        table[text.first!] = element.value.trimmedDescription
                    }
                    value = { table[$0] }
                } else {
                    let name = argument.expression.trimmedDescription
                    value = { "(\(name))[\(ExampleSource.stringLiteral(String($0)))]!" }
                }
            case "error":
                error = argument.expression.trimmedDescription
                usesDefault = false
            case "name":
                continue
            default:
                return nil
            }
        }
        var written: [String] = []
        for event in tokens {
            earliest = min(earliest ?? event.time, event.time)
            switch event.kind {
            case .value(let character):
                guard let text = value(character) else { return nil }
                written.append(".next(\(event.time), \(text))")
            case .completed: written.append(".completed(\(event.time))")
            case .error:
                written.append(".error(\(event.time), \(error))")
                if usesDefault { usesDefaultError = true }
            }
        }
        let hasValue = tokens.contains { if case .value = $0.kind { return true } else { return false } }
        let typed = !hasValue && !elementType.isEmpty ? " as [Recorded<Event<\(elementType)>>]" : ""
        let method = hot ? "createHotObservable" : "createColdObservable"
        let indentation = MarbleRxTestForm.indentation(at: call.positionAfterSkippingLeadingTrivia.utf8Offset, in: code)
        let list: String
        if written.count <= 4 {
            list = "[" + written.joined(separator: ", ") + "]"
        } else {
            list = "[\n" + written.map { indentation + "    " + $0 + "," }.joined(separator: "\n") + "\n" + indentation + "]"
        }
        return "scheduler.\(method)(\(list)\(typed))"
    }
}

/// Replaces the `result(...)` statements.
private enum ResultRewriter {
    struct Call {
        var range: Range<Int>
        var chain: String
        var disposed: String
        var indentation: String
    }

    static func convert(_ code: String) -> MarbleRxTestForm.Converted? {
        let tree = Parser.parse(source: code)
        var calls: [Call] = []
        for item in tree.statements {
            guard let call = item.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "result"
            else { continue }
            guard call.trailingClosure == nil, let first = call.arguments.first, first.label == nil else { return nil }
            var disposed = "\(MarbleRxTestForm.lastTick)"
            for argument in call.arguments.dropFirst() {
                switch argument.label?.text {
                case "until":
                    let frames = argument.expression.trimmedDescription
                    disposed = Int(frames).map { "\($0 * MarbleGrammar.ticksPerFrame)" } ?? "(\(frames)) * 10"
                case "name": continue
                default: return nil
                }
            }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
            calls.append(
                Call(
                    range: start..<item.endPositionBeforeTrailingTrivia.utf8Offset, chain: first.expression.trimmedDescription,
                    disposed: disposed, indentation: MarbleRxTestForm.indentation(at: start, in: code)))
        }
        // `result` anywhere else (in a closure, a loop) is not rewritten.
        let all = code.components(separatedBy: "result(").count - 1
        guard calls.count == all, !calls.isEmpty else { return nil }
        let lastStatement = tree.statements.last?.endPositionBeforeTrailingTrivia.utf8Offset
        if calls.count == 1, let call = calls.first, call.range.upperBound == lastStatement {
            let body = call.chain.split(separator: "\n", omittingEmptySubsequences: false).map { call.indentation + "    " + $0 }
            let text =
                ["let recorded = scheduler.start(created: 0, subscribed: 0, disposed: \(call.disposed)) {"] + body.map { String($0) } + [
                    call.indentation + "}", call.indentation + "print(marbles(recorded.events))"
                ]
            return MarbleRxTestForm.Converted(
                code: MarbleRxTestForm.applying([(call.range, text.joined(separator: "\n"))], to: code), declarations: [])
        }
        var edits: [(Range<Int>, String)] = []
        for (index, call) in calls.enumerated() {
            edits.append((call.range, "let result\(index + 1) = record(\(call.chain), disposed: \(call.disposed))"))
        }
        var text = MarbleRxTestForm.applying(edits, to: code)
        while text.hasSuffix("\n") { text.removeLast() }
        text += "\n\nscheduler.start()\n" + calls.indices.map { "print(marbles(result\($0 + 1).events))" }.joined(separator: "\n") + "\n"
        let record = """
            /// Subscribes to `source` at tick 0, disposes the subscription at `disposed`,
            /// and records what it receives.
            func record<Source: ObservableConvertibleType>(_ source: Source, disposed: TestTime) -> TestableObserver<Source.Element> {
                let observer = scheduler.createObserver(Source.Element.self)
                var subscription: Disposable?
                scheduler.scheduleAt(0) { subscription = source.asObservable().subscribe(observer) }
                scheduler.scheduleAt(disposed) { subscription?.dispose() }
                return observer
            }
            """
        return MarbleRxTestForm.Converted(code: text, declarations: [record])
    }
}
