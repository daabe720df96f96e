/// A "what if" run of a marble example: one value of one input's marble
/// string moved alone to another free frame of its lane, keeping the order of
/// the values. Playbook lists every such move of an example (``all(_:)``),
/// runs the example once per move with the move in the harness request
/// (`HarnessRequest.marbleVariant`, `input.value.frame`), and the marble
/// helpers apply it when the example makes that input (MarbleSupport).
///
/// Frames are the characters of the marble string with spaces removed, a
/// group `(ab)` being one; `value` counts the frames that hold values, from
/// 0; `frame` is the index of the frame the value moves to. A value moves
/// only onto a `-` between the values beside it, before the string's `|`
/// or `#`; a string with a group is left as it is (its values are not
/// numbered one a frame).
public struct MarbleVariant: Hashable, Sendable, CustomStringConvertible {
    public var input: Int
    public var value: Int
    public var frame: Int

    public init(input: Int, value: Int, frame: Int) {
        self.input = input
        self.value = value
        self.frame = frame
    }

    /// Reads `input.value.frame`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let input = parts[0], let value = parts[1], let frame = parts[2], input >= 0, value >= 0, frame >= 0
        else { return nil }
        self.init(input: input, value: value, frame: frame)
    }

    public var description: String { "\(input).\(value).\(frame)" }

    /// The frames of a marble string; nil if it has a group or an unclosed parenthesis.
    public static func frames(_ marbles: String) -> [Character]? {
        let characters = marbles.filter { $0 != " " }
        guard !characters.contains("("), !characters.contains(")") else { return nil }
        return Array(characters)
    }

    /// The indices of the frames that hold values.
    public static func valueFrames(_ frames: [Character]) -> [Int] {
        frames.indices.filter { !"-|#^".contains(frames[$0]) }
    }

    /// Every move of one value of `marbles` (an input with index `input`) to another free frame.
    public static func all(_ marbles: String, input: Int) -> [MarbleVariant] {
        guard let frames = frames(marbles) else { return [] }
        let values = valueFrames(frames)
        let end = frames.firstIndex { $0 == "|" || $0 == "#" } ?? frames.count
        var variants: [MarbleVariant] = []
        for (value, at) in values.enumerated() {
            let low = value == 0 ? 0 : values[value - 1] + 1
            let high = value + 1 < values.count ? values[value + 1] : end
            for frame in low..<high where frame != at && frames[frame] == "-" {
                variants.append(MarbleVariant(input: input, value: value, frame: frame))
            }
        }
        return variants
    }

    /// The marble string with this move made; nil if the move is not one of ``all(_:input:)``.
    public func applied(to marbles: String) -> String? {
        guard MarbleVariant.all(marbles, input: input).contains(self), var frames = MarbleVariant.frames(marbles) else { return nil }
        let from = MarbleVariant.valueFrames(frames)[value]
        frames[frame] = frames[from]
        frames[from] = "-"
        return String(frames)
    }

    /// Where frame `frame` of `marbles` is, in ticks (10 a frame, 0 at `^` or at the start).
    public static func time(ofFrame frame: Int, in marbles: String) -> Int {
        let origin = frames(marbles)?.firstIndex(of: "^") ?? 0
        return (frame - origin) * 10
    }
}
