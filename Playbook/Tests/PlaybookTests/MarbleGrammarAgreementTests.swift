import Foundation
import PlaybookWire
import XCTest

@testable import PlaybookRx

/// The three readers of a marble string read it alike, because each is a use
/// of `MarbleGrammar.frames(_:)`: the marble helpers of the harness
/// (`MarbleGrammar.scan`), Copy's RxTest form (`MarbleRxTestForm`, whose
/// `Recorded` events must be the helpers' events) and the "what if" moves
/// (`MarbleVariant`, whose frames must be the helpers' times, and whose moves
/// must give strings the helpers read, with one value moved and nothing else).
final class MarbleGrammarAgreementTests: XCTestCase {
    /// Strings a reader could get wrong: empty, spaces, groups of one, `^` in a
    /// group or at the end, tokens after the end, unbalanced or nested
    /// parentheses, line breaks, characters beyond ASCII.
    static let hostile = [
        "", " ", "-", "|", "#", "^", "a", "--a--|", "- a - b |", "-(ab)-#", "(a)", "(^a)-b|", "a-^-b", "-a-^", "^-a-|--",
        "-a-|-", "é-∞-🙂|", "a#", "(a|)-", "(^)-a", "|a-b", "-|a", "a|-b", "#-a", "()", "((a))", "(a(b))", "(a", "(ab", "|-a", "a)", "(a-b)",
        "^^",
        "a\nb", "a\tb", "(|a)", "-(a#)-b", "a-b-c-d-e-f|"
    ]

    func testTheHarnessCopyAndWhatIfReadEveryHostileStringAlike() throws {
        for marbles in Self.hostile {
            let tokens = try? MarbleGrammar.scan(marbles)
            XCTAssertEqual((try? MarbleGrammar.frameCount(marbles)) == nil, tokens == nil, marbles)
            if !marbles.contains(where: { $0 == "\n" || $0 == "\t" }) {
                XCTAssertEqual(copied(marbles), tokens.map { $0.map(Self.written) }, "Copy of \(marbles.debugDescription)")
            }
            guard let tokens else {
                XCTAssertEqual(MarbleVariant.all(marbles, input: 0), [], "moves of the refused \(marbles.debugDescription)")
                continue
            }
            let values = tokens.filter { if case .value = $0.kind { true } else { false } }
            if let lane = MarbleVariant.lane(marbles) {
                XCTAssertEqual(
                    lane.values.map { ($0 - lane.origin) * MarbleGrammar.ticksPerFrame }, values.map(\.time),
                    "what-if frames of \(marbles.debugDescription)")
            }
            for move in MarbleVariant.all(marbles, input: 0) {
                let moved = try XCTUnwrap(move.applied(to: marbles), "\(move) of \(marbles.debugDescription)")
                let lane = try XCTUnwrap(MarbleVariant.lane(marbles))
                var expected = tokens.map { Self.written($0) }
                let index = try XCTUnwrap(tokens.firstIndex(of: values[move.value]))
                expected[index].time = (move.frame - lane.origin) * MarbleGrammar.ticksPerFrame
                XCTAssertEqual(
                    try MarbleGrammar.scan(moved).map(Self.written), expected, "\(move) of \(marbles.debugDescription): \(moved)")
                XCTAssertEqual(try MarbleGrammar.frameCount(moved), try MarbleGrammar.frameCount(marbles), "\(move): \(moved)")
            }
        }
    }

    func testTheTableHoldsStringsOfEveryKind() {
        let refused = Self.hostile.filter { (try? MarbleGrammar.scan($0)) == nil }
        XCTAssertGreaterThanOrEqual(refused.count, 12)
        XCTAssertGreaterThanOrEqual(Self.hostile.filter { !MarbleVariant.all($0, input: 0).isEmpty }.count, 8)
        XCTAssertNotNil(copied("-(ab)-#"), "Copy takes a group")
    }

    /// An event as written in Swift: its kind (a value's character, `|` or `#`) and time.
    struct Written: Equatable, CustomStringConvertible {
        var kind: String
        var time: Int
        var description: String { "\(kind)@\(time)" }
    }

    static func written(_ token: MarbleGrammar.Token) -> Written {
        switch token.kind {
        case .value(let character): return Written(kind: String(character), time: token.time)
        case .completed: return Written(kind: "|", time: token.time)
        case .error: return Written(kind: "#", time: token.time)
        }
    }

    /// The events Copy writes for `hot(marbles, as: String.self)`; nil when Copy gives up.
    private func copied(_ marbles: String) -> [Written]? {
        guard let converted = MarbleRxTestForm.convert("let input = hot(\"\(marbles)\", as: String.self)\nresult(input)") else {
            return nil
        }
        let event = try! NSRegularExpression(pattern: #"\.(next|completed|error)\((-?\d+)(?:, "((?:[^"\\]|\\.)*)")?"#)
        let code = converted.code as NSString
        return event.matches(in: converted.code, range: NSRange(location: 0, length: code.length)).map { match in
            let time = Int(code.substring(with: match.range(at: 2)))!
            switch code.substring(with: match.range(at: 1)) {
            case "next": return Written(kind: code.substring(with: match.range(at: 3)), time: time)
            case "completed": return Written(kind: "|", time: time)
            default: return Written(kind: "#", time: time)
            }
        }
    }
}
