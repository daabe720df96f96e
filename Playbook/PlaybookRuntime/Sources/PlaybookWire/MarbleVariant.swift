/// A "what if" run of a marble example: one value of one input's marble
/// string moved alone to another free frame of its lane, keeping the order of
/// the values. Playbook lists every such move of an example (``all(_:)``),
/// runs the example once per move with the move in the harness request
/// (`HarnessRequest.marbleVariant`, `input.value.frame`), and the marble
/// helpers apply it when the example makes that input (MarbleSupport).
///
/// Frames are those of `MarbleGrammar.frames(_:)`: the characters of the
/// marble string with spaces removed, a group `(ab)` being one; `value`
/// counts the frames that hold values, from 0; `frame` is the index of the
/// frame the value moves to. A value moves only onto a `-` between the
/// values beside it, before the string's `|` or `#`; a string with a group,
/// or one the grammar refuses, has no moves.
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

    /// The frames of a marble string that can be moved, read by
    /// `MarbleGrammar.frames(_:)`; nil for a string the grammar refuses or one with a group.
    static func movable(_ marbles: String) -> [MarbleGrammar.Frame]? {
        guard let frames = try? MarbleGrammar.frames(marbles), !frames.contains(where: \.isGroup) else { return nil }
        return frames
    }

    /// Where the values of a movable string stand: the frame of each value
    /// and the frame of `^` (0 without one); nil for a string with a group or
    /// one the grammar refuses.
    public static func lane(_ marbles: String) -> (values: [Int], origin: Int)? {
        guard let frames = movable(marbles) else { return nil }
        return (valueFrames(frames), frames.firstIndex(where: \.isSubscriptionPoint) ?? 0)
    }

    private static func valueFrames(_ frames: [MarbleGrammar.Frame]) -> [Int] {
        frames.indices.filter { index in
            frames[index].tokens.contains { if case .value = $0.kind { true } else { false } }
        }
    }

    /// Every move of one value of `marbles` (an input with index `input`) to another free frame.
    public static func all(_ marbles: String, input: Int) -> [MarbleVariant] {
        guard let frames = movable(marbles) else { return [] }
        let values = valueFrames(frames)
        let end = frames.firstIndex { $0.tokens.contains { $0.kind == .completed || $0.kind == .error } } ?? frames.count
        var variants: [MarbleVariant] = []
        for (value, at) in values.enumerated() {
            let low = value == 0 ? 0 : values[value - 1] + 1
            let high = value + 1 < values.count ? values[value + 1] : end
            for frame in low..<high where frame != at && frames[frame].tokens.isEmpty && !frames[frame].isSubscriptionPoint {
                variants.append(MarbleVariant(input: input, value: value, frame: frame))
            }
        }
        return variants
    }

    /// The marble string with this move made (spaces left out); nil if the
    /// move is not one of ``all(_:input:)``.
    public func applied(to marbles: String) -> String? {
        guard MarbleVariant.all(marbles, input: input).contains(self), var frames = MarbleVariant.movable(marbles) else { return nil }
        let from = MarbleVariant.valueFrames(frames)[value]
        frames.swapAt(from, frame)
        return frames.map(\.text).joined()
    }
}
