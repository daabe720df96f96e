/// Marble strings, the one definition of their grammar: read a marble string
/// into timed tokens, print labelled events back as a marble string, and read
/// such printed text (legend included). The marble helpers of the harness,
/// playbook's Copy and the "what if" moves all read strings with it.
///
/// ## Grammar
///
/// A marble string is read left to right; spaces are ignored. Every other
/// character is a *token* that takes one **frame** of virtual time, and one
/// frame is ``ticksPerFrame`` (10) ticks of a `TestScheduler`:
///
/// | token  | meaning                                                      |
/// | ------ | ------------------------------------------------------------ |
/// | `-`    | a frame in which nothing happens                             |
/// | `a`    | any other character: a `next` event with that value         |
/// | `(ab)` | a group: everything inside happens at the frame of the `(`   |
/// | `|`    | completion                                                   |
/// | `#`    | an error                                                     |
/// | `^`    | the subscription point of a hot observable (frame 0)         |
///
/// So in `--1--2--|` the value `1` is at tick 20, `2` at tick 50 and the
/// completion at tick 80. A group takes **one** frame however wide it is
/// written (RxJS lets it take as many frames as it has characters; with one
/// frame per group every timeline can be printed back): in `-(ab)-|` both
/// `a` and `b` are at tick 10 and the completion at tick 30. Nothing may
/// follow `|` or `#` except `-`.
///
/// In a hot observable's string, `^` marks frame 0, where results subscribe;
/// tokens before it are at negative times (`-a-^-b` puts `a` at tick -20 and
/// `b` at tick 20). A string without `^` starts at frame 0. Cold observables
/// have no `^`: their times count from each subscription.
///
/// ## Printing and multi-character labels
///
/// ``diagram(_:)`` prints events as a marble string; a value whose label is
/// one character (and not one of `- ( ) | # ^` or a space) is written as
/// itself. Other labels (`10`, `"1a"`, `[1, 2]`) stand in the diagram as a
/// placeholder letter not otherwise used in it, and a legend follows the
/// diagram, one line per placeholder: `a = 10`. An error whose label is not
/// ``defaultErrorLabel`` gets a legend line too (`# = timeout`). Backslashes
/// and line breaks in labels are written `\\` and `\n`.
///
///     --a--b--c--|
///     a = 10
///     b = 20
///     c = 30
///
/// ``parse(_:)`` reads such text back, legend included, so for events at
/// whole frames `parse(diagram(events))` gives back the same times and
/// labels. Events between frames are printed at the frame they fall in.
public enum MarbleGrammar {
    /// Virtual ticks in one frame (one character of a marble string).
    public static let ticksPerFrame = 10

    /// The characters with a meaning of their own; any other character is a value.
    public static let reservedCharacters: Set<Character> = ["-", "(", ")", "|", "#", "^", " "]

    /// The label of the error `#` stands for when nothing else is said; a
    /// diagram prints it as a bare `#`, with no legend line.
    public static let defaultErrorLabel = "error"

    /// An event as a marble string shows it: a label, not a typed value.
    public enum Label: Hashable, Sendable, CustomStringConvertible {
        case next(String)
        case error(String)
        case completed

        public var description: String {
            switch self {
            case .next(let label): return "next(\(label))"
            case .error(let label): return "error(\(label))"
            case .completed: return "completed"
            }
        }
    }

    /// A labelled event at a virtual time (ticks).
    public struct Event: Hashable, Sendable, CustomStringConvertible {
        public var time: Int
        public var label: Label

        public init(time: Int, label: Label) {
            self.time = time
            self.label = label
        }

        public var description: String { "\(label) @ \(time)" }
    }

    /// One event of a marble string: what it is, its time in ticks from
    /// frame 0, and the position of its character in the string.
    public struct Token: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case value(Character)
            case completed
            case error
        }

        public var kind: Kind
        public var time: Int
        /// The character's position, counting characters from 0.
        public var offset: Int
    }

    /// One frame of a marble string as written: a `-`, a `^`, one event, or
    /// a group of them.
    public struct Frame: Hashable, Sendable {
        /// The frame's events in order, with their times (none for `-` or a lone `^`).
        public var tokens: [Token]
        /// Whether the subscription point `^` is in this frame.
        public var isSubscriptionPoint: Bool
        /// Whether it is written as a group, `(ab)`.
        public var isGroup: Bool
        /// The frame as written, spaces left out: `-`, `a`, `^`, `|`, `(ab)`.
        public var text: String
    }

    // MARK: Reading

    /// The string's events in order, with times relative to `^` (or to the
    /// start of the string when it has none).
    public static func scan(_ marbles: String) throws(MarbleSyntaxError) -> [Token] {
        try frames(marbles).flatMap(\.tokens)
    }

    /// The string frame by frame, as written; the tokens' times are relative
    /// to `^` (or to the start of the string when it has none). This is the
    /// grammar: every other reading of a marble string goes through it.
    public static func frames(_ marbles: String) throws(MarbleSyntaxError) -> [Frame] {
        func fail(_ offset: Int, _ reason: String) -> MarbleSyntaxError {
            MarbleSyntaxError(marbles: marbles, offset: offset, reason: reason)
        }
        var frames: [Frame] = []
        var group: (frame: Frame, offset: Int)?
        var hasCaret = false
        var terminated = false
        for (offset, character) in marbles.enumerated() {
            if character == " " { continue }
            if character == "\n" || character == "\t" || character == "\r" {
                throw fail(offset, "a marble string is one line; use spaces, or a legend only in printed diagrams")
            }
            var frame = group?.frame ?? Frame(tokens: [], isSubscriptionPoint: false, isGroup: false, text: "")
            frame.text.append(character)
            let time = frames.count
            switch character {
            case "-":
                guard group == nil else { throw fail(offset, "'-' inside a group; a group holds only simultaneous events") }
            case "(":
                guard group == nil else { throw fail(offset, "a group cannot contain another group") }
                frame.isGroup = true
                group = (frame, offset)
                continue
            case ")":
                guard group != nil else { throw fail(offset, "')' closes no group") }
                guard frame.text.count > 2 else { throw fail(offset, "empty group '()'") }
                group = nil
            case "^":
                guard !hasCaret else { throw fail(offset, "a second '^'; there is one subscription point") }
                hasCaret = true
                frame.isSubscriptionPoint = true
            default:
                guard !terminated else { throw fail(offset, "'\(character)' after the sequence ended with '|' or '#'") }
                let kind: Token.Kind
                switch character {
                case "|": kind = .completed
                case "#": kind = .error
                default: kind = .value(character)
                }
                if kind == .completed || kind == .error { terminated = true }
                frame.tokens.append(Token(kind: kind, time: time, offset: offset))
            }
            if group != nil { group!.frame = frame } else { frames.append(frame) }
        }
        if let group { throw fail(group.offset, "'(' is never closed") }
        let origin = frames.firstIndex(where: \.isSubscriptionPoint) ?? 0
        for index in frames.indices {
            for token in frames[index].tokens.indices { frames[index].tokens[token].time = (index - origin) * ticksPerFrame }
        }
        return frames
    }

    /// The events of printed marble text, reading the legend lines that
    /// ``diagram(_:)`` writes below the first line: `"-a-b|\na = 10"` is
    /// `next(10)` at 10, `next(b)` at 30, completion at 40.
    public static func parse(_ text: String) throws(MarbleSyntaxError) -> [Event] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let marbles = lines.first ?? ""
        var legend: [Character: String] = [:]
        var errorLabel = defaultErrorLabel
        for line in lines.dropFirst() where !line.allSatisfy({ $0 == " " }) {
            let parts = line.split(separator: "=", maxSplits: 1)
            let key = parts.first.map { $0.trimmingSpaces } ?? ""
            guard parts.count == 2, key.count == 1, let character = key.first else {
                throw MarbleSyntaxError(marbles: line, offset: 0, reason: "a legend line is a character, ' = ' and a label, as in `a = 10`")
            }
            let label = unescape(String(parts[1].dropFirst(parts[1].first == " " ? 1 : 0)))
            if character == "#" { errorLabel = label } else { legend[character] = label }
        }
        return try scan(marbles).map { token in
            switch token.kind {
            case .value(let character): return Event(time: token.time, label: .next(legend[character] ?? String(character)))
            case .completed: return Event(time: token.time, label: .completed)
            case .error: return Event(time: token.time, label: .error(errorLabel))
            }
        }
    }

    /// Whether the string has a `^`, so is meant for a hot observable.
    public static func hasSubscriptionPoint(_ marbles: String) -> Bool { marbles.contains("^") }

    /// The number of frames the string covers from its subscription point
    /// (or its start) to its last character, plus one: `--a--|` covers 6.
    public static func frameCount(_ marbles: String) throws(MarbleSyntaxError) -> Int {
        let frames = try frames(marbles)
        return frames.count - (frames.firstIndex(where: \.isSubscriptionPoint) ?? 0)
    }

    // MARK: Printing

    /// The marble string of labelled events, with a legend for labels that
    /// are not single characters (see the type's documentation).
    public static func diagram(_ events: [Event]) -> String {
        let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let frames = ordered.map { floorDivide($0.time, ticksPerFrame) }
        let hasPast = frames.contains { $0 < 0 }

        // Single-character labels stand for themselves; the others get placeholders.
        var direct = Set<Character>()
        for case .next(let text) in ordered.map(\.label) where isDirect(text) { direct.insert(text.first!) }
        var placeholders: [String: Character] = [:]
        var legend: [String] = []
        var candidates = PlaceholderCandidates().lazy.filter { !direct.contains($0) }.makeIterator()
        func symbol(_ label: Label) -> Character {
            switch label {
            case .completed: return "|"
            case .error(let text):
                if text != defaultErrorLabel { legend.append("# = " + escape(text)) }
                return "#"
            case .next(let text):
                if isDirect(text) { return text.first! }
                if let known = placeholders[text] { return known }
                let placeholder = candidates.next()!
                placeholders[text] = placeholder
                legend.append("\(placeholder) = " + escape(text))
                return placeholder
            }
        }

        var line = ""
        var frame = min(frames.min() ?? 0, 0)
        var index = 0
        while index < ordered.count {
            var end = index
            while end < ordered.count && frames[end] == frames[index] { end += 1 }
            let at = frames[index]
            if hasPast && frame <= 0 && at >= 0 {
                line += String(repeating: "-", count: -frame)
                frame = 0
                if at == 0 {
                    line += "(^" + String(ordered[index..<end].map { symbol($0.label) }) + ")"
                    frame = 1
                    index = end
                    continue
                }
                line += "^"
                frame = 1
            }
            line += String(repeating: "-", count: at - frame)
            let symbols = ordered[index..<end].map { symbol($0.label) }
            line += symbols.count == 1 ? String(symbols[0]) : "(" + String(symbols) + ")"
            frame = at + 1
            index = end
        }
        if hasPast && frame <= 0 { line += String(repeating: "-", count: -frame) + "^" }
        return ([line] + legend).joined(separator: "\n")
    }

    private static func isDirect(_ text: String) -> Bool {
        text.count == 1 && !reservedCharacters.contains(text.first!) && !text.first!.isWhitespace
    }

    /// The characters a label that is not one character may stand for, in
    /// order: ASCII letters and digits, the Greek small letters, then the CJK
    /// ideographs (U+4E00...U+9FFF, every one a valid scalar). Made one at a
    /// time, as a diagram needs them: the whole list is 21,000 characters,
    /// and each example's process (forked, its statics unset) built all of
    /// them for its first diagram (12 ms a marble example, a tenth of the
    /// CPU of verifying this repository's documentation).
    struct PlaceholderCandidates: Sequence, IteratorProtocol {
        private static let ascii = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        private static let ranges: [ClosedRange<UInt32>] = [0x3B1...0x3C9, 0x4E00...0x9FFF]
        private var index = 0
        private var range = 0
        private var scalar: UInt32 = 0x3B1

        mutating func next() -> Character? {
            if index < Self.ascii.count {
                index += 1
                return Self.ascii[index - 1]
            }
            while range < Self.ranges.count {
                if scalar < Self.ranges[range].lowerBound { scalar = Self.ranges[range].lowerBound }
                if scalar <= Self.ranges[range].upperBound {
                    defer { scalar += 1 }
                    if let found = Unicode.Scalar(scalar) { return Character(found) }
                    continue
                }
                range += 1
            }
            return nil
        }
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescape(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A marble string that does not follow the grammar, with the position of
/// the offending character.
public struct MarbleSyntaxError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole marble string.
    public let marbles: String
    /// The offending character's position, counting characters from 0.
    public let offset: Int
    /// What is wrong, in a sentence.
    public let reason: String

    public init(marbles: String, offset: Int, reason: String) {
        self.marbles = marbles
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        "marble string \"\(marbles)\", character \(offset + 1): \(reason)"
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
