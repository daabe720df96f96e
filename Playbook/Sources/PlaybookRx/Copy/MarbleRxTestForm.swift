import Playbook
import SwiftParser
import SwiftSyntax

/// A ```swift marble example rewritten with RxTest alone, for the Copy
/// button: what `hot`, `cold`, `result` and `frames` do, spelled out.
///
///     let numbers = hot("--1--2--|")
///     result(numbers.map { $0 * 10 })
///
/// becomes
///
///     let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
///     let numbers = scheduler.createHotObservable([.next(20, 1), .next(50, 2), .completed(80)])
///     let recorded = scheduler.start(created: 0, subscribed: 0, disposed: 10_000) {
///         numbers.map { $0 * 10 }
///     }
///     print(recorded.events)
///
/// The times are those the marble run uses: one tick is a millisecond
/// (`frames(n)` becomes `.milliseconds(10 * n)`), results subscribe at
/// tick 0 and are disposed at their `until:` frame or at frame 1000, and
/// the scheduler adds no processing delay. Several results, or a result
/// followed by more statements, are recorded with a small
/// `TestScheduler.record` declared in the copy, then the scheduler runs once and each result's
/// events are printed in order.
enum MarbleRxTestForm {
    /// The statements and the declarations they need; nil when a marble
    /// string is not a plain literal or cannot be read, or `result` is
    /// called other than as a statement of its own.
    struct Converted: Equatable {
        var code: String
        var declarations: [String]
    }

    static let lastTick = 10_000

    static func convert(_ code: String) -> Converted? {
        let inputs = InputRewriter(code)
        guard let rewritten = inputs.rewritten else { return nil }
        guard var converted = ResultRewriter.convert(rewritten) else { return nil }
        let clock = min(0, (inputs.earliest ?? 0) - MarbleEvents.ticksPerFrame)
        var declarations = [
            "// Virtual time: one tick is a millisecond; a marble frame is 10 ticks.\n"
                + "let scheduler = TestScheduler(initialClock: \(clock), resolution: 0.001, simulateProcessingDelay: false)"
        ]
        if inputs.usesDefaultError { declarations.insert("struct TestError: Error {}", at: 0) }
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
            guard let argument = node.arguments.first, node.arguments.count == 1 else { return .visitChildren }
            let count = argument.expression.trimmedDescription
            edits.append((range, Int(count).map { ".milliseconds(\($0 * 10))" } ?? ".milliseconds(10 * (\(count)))"))
            return .skipChildren
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
            !segment.content.text.contains("\\"), let marbles = MarbleEvents(segment.content.text)
        else { return nil }
        if !hot && segment.content.text.contains("^") { return nil }
        var value: (Character) -> String? = { $0.isASCII && $0.isNumber ? String($0) : nil }
        var elementType = "Int"
        var error = "TestError()"
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
        for event in marbles.events {
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
        let hasValue = marbles.events.contains { if case .value = $0.kind { return true } else { return false } }
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
                    disposed = Int(frames).map { "\($0 * MarbleEvents.ticksPerFrame)" } ?? "(\(frames)) * 10"
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
                    call.indentation + "}", call.indentation + "print(recorded.events)"
                ]
            return MarbleRxTestForm.Converted(
                code: MarbleRxTestForm.applying([(call.range, text.joined(separator: "\n"))], to: code), declarations: [])
        }
        var edits: [(Range<Int>, String)] = []
        for (index, call) in calls.enumerated() {
            edits.append((call.range, "let result\(index + 1) = scheduler.record(\(call.chain), disposed: \(call.disposed))"))
        }
        var text = MarbleRxTestForm.applying(edits, to: code)
        while text.hasSuffix("\n") { text.removeLast() }
        text += "\n\nscheduler.start()\n" + calls.indices.map { "print(result\($0 + 1).events)" }.joined(separator: "\n") + "\n"
        let record = """
            extension TestScheduler {
                /// Subscribes to `source` at tick 0, disposes the subscription at `disposed`,
                /// and records what it receives.
                func record<Source: ObservableConvertibleType>(_ source: Source, disposed: TestTime) -> TestableObserver<Source.Element> {
                    let observer = createObserver(Source.Element.self)
                    var subscription: Disposable?
                    scheduleAt(0) { subscription = source.asObservable().subscribe(observer) }
                    scheduleAt(disposed) { subscription?.dispose() }
                    return observer
                }
            }
            """
        return MarbleRxTestForm.Converted(code: text, declarations: [record])
    }
}
