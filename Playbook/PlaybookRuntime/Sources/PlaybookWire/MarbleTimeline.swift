import Foundation

/// What a marble example recorded under virtual time: one line per input
/// observable and one for the result, each with the values it emitted and
/// how it ended. The marble helpers write it (MarbleSupport), playbook
/// collects it from the example's stderr and the site draws it
/// (MarbleDiagram); this type is the one definition of its JSON:
///
///     {"end":110,"lines":[{"completion":80,"events":[{"label":"1","time":20}],"isResult":false,"name":"numbers"},
///                         {"error":{"label":"timeout","time":50},"events":[],"isResult":true,"name":"map { $0 * 2 }"}]}
///
/// Times are TestScheduler ticks (10 to a frame) from the subscription at
/// tick 0; a hot input's events before its `^` have negative times. A line's
/// `completion` or `error` is absent when it did not end that way; `end` is
/// where the longest marble string ends.
///
/// What the run recorded besides (all optional in the JSON): each line's
/// `subscriptions` (when it was subscribed to and disposed; a cold input has
/// a line per subscription, holding what it sent to it, so a cancelled one
/// ends at its disposal), its `marbles` (its events as a marble string, the
/// diagram's text), and each result event's `cause`: the input event the
/// scheduler was delivering when the result received it (none when a timer
/// sent it). A subscription's `cause` is the input event being delivered when
/// it was made (flatMap subscribing to an inner observable because of it).
///
///     MarbleTimeline(lines: [
///         .init(name: "source", events: [.init(time: 210, label: "1"), .init(time: 240, label: "2")], completion: 300),
///         .init(name: "map { $0 * 10 }", events: [.init(time: 210, label: "10"), .init(time: 240, label: "20")], completion: 300, isResult: true),
///     ])
public struct MarbleTimeline: Hashable, Sendable, Codable {
    /// A value at a virtual time.
    public struct Event: Hashable, Sendable, Codable {
        /// Virtual time (TestScheduler ticks).
        public var time: Int
        /// The value as printed (`1`, `"a"`, `[1, 2]`).
        public var label: String
        /// The input event being delivered when a result received this one, if any.
        public var cause: Reference?

        public init(time: Int, label: String, cause: Reference? = nil) {
            self.time = time
            self.label = label
            self.cause = cause
        }
    }

    /// An event of another line: its index in `lines`, and its index in that
    /// line's `events`, or none for the line's completion or error.
    public struct Reference: Hashable, Sendable, Codable {
        public var line: Int
        public var event: Int?

        public init(line: Int, event: Int?) {
            self.line = line
            self.event = event
        }
    }

    /// A subscription: when it was made, when it was disposed (none: not
    /// before the run ended), and the input event being delivered when it was made.
    public struct Span: Hashable, Sendable, Codable {
        public var subscribed: Int
        public var disposed: Int?
        public var cause: Reference?

        public init(subscribed: Int, disposed: Int? = nil, cause: Reference? = nil) {
            self.subscribed = subscribed
            self.disposed = disposed
            self.cause = cause
        }
    }

    /// One observable's timeline.
    public struct Line: Hashable, Sendable, Codable {
        /// What it is: `source`, `other`, `flatMapLatest`.
        public var name: String
        /// The values, in order of time.
        public var events: [Event]
        /// The time it completed, if it did.
        public var completion: Int?
        /// The time it failed and the error's description, if it did.
        public var error: Event?
        /// Whether this is the operator's result (drawn last, emphasised).
        public var isResult: Bool
        /// When it was subscribed to and disposed (see the type's documentation).
        public var subscriptions: [Span]
        /// The input event being delivered when a result completed, if any.
        public var completionCause: Reference?
        /// Its events as a marble string (`-a---b-|`), legend lines included: the diagram's text.
        public var marbles: String?
        /// An input made at the top of the example (not by an operator) that has
        /// this one line: its index among the inputs, in the order they were made.
        /// A "what if" run moves values of its marble string, ``source``.
        public var input: Int?
        /// That input's marble string as written in the example.
        public var source: String?

        public init(
            name: String, events: [Event], completion: Int? = nil, error: Event? = nil, isResult: Bool = false,
            subscriptions: [Span] = [], completionCause: Reference? = nil, marbles: String? = nil, input: Int? = nil,
            source: String? = nil
        ) {
            self.name = name
            self.events = events
            self.completion = completion
            self.error = error
            self.isResult = isResult
            self.subscriptions = subscriptions
            self.completionCause = completionCause
            self.marbles = marbles
            self.input = input
            self.source = source
        }

        private enum CodingKeys: String, CodingKey {
            case name, events, completion, error, isResult, subscriptions, completionCause, marbles, input, source
        }

        /// Writes what the line has: no `subscriptions` key when none were recorded, no key for an absent value.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(events, forKey: .events)
            try container.encodeIfPresent(completion, forKey: .completion)
            try container.encodeIfPresent(error, forKey: .error)
            try container.encode(isResult, forKey: .isResult)
            if !subscriptions.isEmpty { try container.encode(subscriptions, forKey: .subscriptions) }
            try container.encodeIfPresent(completionCause, forKey: .completionCause)
            try container.encodeIfPresent(marbles, forKey: .marbles)
            try container.encodeIfPresent(input, forKey: .input)
            try container.encodeIfPresent(source, forKey: .source)
        }

        /// Only `name` is required in the JSON: no events, not the result, no subscriptions recorded.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            events = try container.decodeIfPresent([Event].self, forKey: .events) ?? []
            completion = try container.decodeIfPresent(Int.self, forKey: .completion)
            error = try container.decodeIfPresent(Event.self, forKey: .error)
            isResult = try container.decodeIfPresent(Bool.self, forKey: .isResult) ?? false
            subscriptions = try container.decodeIfPresent([Span].self, forKey: .subscriptions) ?? []
            completionCause = try container.decodeIfPresent(Reference.self, forKey: .completionCause)
            marbles = try container.decodeIfPresent(String.self, forKey: .marbles)
            input = try container.decodeIfPresent(Int.self, forKey: .input)
            source = try container.decodeIfPresent(String.self, forKey: .source)
        }
    }

    /// Inputs first, the result last.
    public var lines: [Line]
    /// The virtual time where the axis ends; by default a little after the last event.
    public var end: Int?

    public init(lines: [Line], end: Int? = nil) {
        self.lines = lines
        self.end = end
    }

    /// Starts the stderr line that carries an example's timeline.
    public static let marker = "playbook-marble-timeline: "

    /// The stderr line for this timeline, without its newline: the marker,
    /// then the JSON with sorted keys (so equal timelines give equal text).
    public var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Encoding these plain values cannot fail.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Self.marker + String(decoding: data, as: UTF8.self)
    }

    /// The JSON of the timeline in a stderr line written by ``line``; nil for any other line.
    public static func json(inLine line: Substring) -> Substring? {
        line.hasPrefix(marker) ? line.dropFirst(marker.count) : nil
    }

    /// Reads the JSON of a timeline; nil if it is not one.
    public init?(json: some StringProtocol) {
        guard let decoded = try? JSONDecoder().decode(MarbleTimeline.self, from: Data(json.utf8)) else { return nil }
        self = decoded
    }
}
