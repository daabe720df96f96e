import Playbook
import Foundation

/// The two generated pages of the operator playground: "Which operator do I
/// need?" (by intent) and the alphabetical operator index. Each entry links
/// to the example that shows the operator (its first marble example, else
/// its first example); RxSwift's deprecated spellings point to their
/// current names. Written by `playbook operators`.
public struct OperatorPages: Sendable {
    /// One "I want to ..." line of the decision tree.
    struct Choice: Sendable {
        var wish: String
        var key: String
    }

    /// The intents, in order, with their choices. An operator of the library
    /// missing here still appears, under "Something else".
    static let intents: [(title: String, choices: [Choice])] = [
        (
            "Create a sequence",
            [
                Choice(wish: "emit one value", key: "just"),
                Choice(wish: "emit a few values I have at hand", key: "of"),
                Choice(wish: "emit the elements of an array or another sequence", key: "from"),
                Choice(wish: "emit an optional's value if there is one", key: "from(optional:)"),
                Choice(wish: "emit a range of integers", key: "range(start:)"),
                Choice(wish: "emit values produced by a loop", key: "generate(initialState:)"),
                Choice(wish: "emit the same value again and again", key: "repeatElement"),
                Choice(wish: "send events myself, from any code", key: "create"),
                Choice(wish: "build the sequence only when someone subscribes", key: "deferred"),
                Choice(wish: "tie a resource to the lifetime of a subscription", key: "using"),
                Choice(wish: "complete at once without emitting", key: "empty"),
                Choice(wish: "never emit and never end", key: "never"),
                Choice(wish: "fail at once", key: "error"),
                Choice(wish: "emit a counter at a fixed period", key: "interval"),
                Choice(wish: "emit once after a delay (or periodically after it)", key: "timer")
            ]
        ),
        (
            "Transform elements",
            [
                Choice(wish: "change every element", key: "map"),
                Choice(wish: "change every element and drop the nils", key: "compactMap"),
                Choice(wish: "start an observable per element and merge them all", key: "flatMap"),
                Choice(wish: "start an observable per element, keeping only the latest", key: "flatMapLatest"),
                Choice(wish: "start an observable per element, ignoring elements while one runs", key: "flatMapFirst"),
                Choice(wish: "start an observable per element, one after another", key: "concatMap"),
                Choice(wish: "keep a running total, emitting each step", key: "scan"),
                Choice(wish: "keep a running total, changing it in place", key: "scan(into:)"),
                Choice(wish: "emit only the final total", key: "reduce"),
                Choice(wish: "collect everything into one array", key: "toArray"),
                Choice(wish: "collect elements into arrays by time or count", key: "buffer(timeSpan:)"),
                Choice(wish: "split elements into observables by time or count", key: "window(timeSpan:)"),
                Choice(wish: "number the elements", key: "enumerated"),
                Choice(wish: "sort elements into one observable per key", key: "groupBy(keySelector:)"),
                Choice(wish: "decode Data elements into Decodable values", key: "decode(type:)"),
                Choice(wish: "pair every element with an object, without retaining it", key: "withUnretained"),
                Choice(wish: "turn events into elements", key: "materialize"),
                Choice(wish: "turn such elements back into events", key: "dematerialize")
            ]
        ),
        (
            "Filter elements",
            [
                Choice(wish: "keep the elements that pass a test", key: "filter"),
                Choice(wish: "drop repeats of the element just before", key: "distinctUntilChanged"),
                Choice(wish: "drop repeats, comparing one property", key: "distinctUntilChanged(at:)"),
                Choice(wish: "keep only the element at one index", key: "element(at:)"),
                Choice(wish: "fail unless there is exactly one element", key: "single"),
                Choice(wish: "keep the first few elements", key: "take"),
                Choice(wish: "keep the last few elements", key: "takeLast"),
                Choice(wish: "keep elements while a condition holds", key: "take(while:)"),
                Choice(wish: "keep elements until another sequence emits, or a condition is met", key: "take(until:)"),
                Choice(wish: "keep elements for a span of time", key: "take(for:)"),
                Choice(wish: "drop the first few elements", key: "skip"),
                Choice(wish: "drop elements while a condition holds", key: "skip(while:)"),
                Choice(wish: "drop elements until another sequence emits", key: "skip(until:)"),
                Choice(wish: "drop every element and keep only the end", key: "ignoreElements"),
                Choice(wish: "wait for a pause before emitting", key: "debounce"),
                Choice(wish: "emit at most one element per time window", key: "throttle"),
                Choice(wish: "emit the latest element when another sequence ticks", key: "sample"),
                Choice(wish: "emit a default value if there were none", key: "ifEmpty(default:)"),
                Choice(wish: "switch to another sequence if there were no elements", key: "ifEmpty(switchTo:)")
            ]
        ),
        (
            "Combine sequences",
            [
                Choice(wish: "put elements in front of a sequence", key: "startWith"),
                Choice(wish: "interleave elements as they arrive", key: "merge"),
                Choice(wish: "merge inner sequences with a limit on how many run", key: "merge(maxConcurrent:)"),
                Choice(wish: "pair the n-th elements of each", key: "zip"),
                Choice(wish: "combine the latest element of each whenever one emits", key: "combineLatest"),
                Choice(wish: "follow only the latest inner sequence", key: "switchLatest"),
                Choice(wish: "take the latest of another sequence when this one emits", key: "withLatestFrom"),
                Choice(wish: "play sequences one after the other", key: "concat"),
                Choice(wish: "follow whichever sequence emits first", key: "amb")
            ]
        ),
        (
            "Handle errors",
            [
                Choice(wish: "replace an error with a value", key: "catchAndReturn"),
                Choice(wish: "replace an error with another sequence", key: "catch"),
                Choice(wish: "try several sequences in turn until one completes", key: "catch(sequence:)"),
                Choice(wish: "subscribe again after an error", key: "retry"),
                Choice(wish: "subscribe again when I say so", key: "retry(when:)"),
                Choice(wish: "fail or switch when nothing arrives in time", key: "timeout")
            ]
        ),
        (
            "Share a subscription",
            [
                Choice(wish: "share one subscription among subscribers, replaying the latest", key: "share"),
                Choice(wish: "start only when I call connect", key: "publish"),
                Choice(wish: "connect and replay recent elements to late subscribers", key: "replay"),
                Choice(wish: "connect and replay everything", key: "replayAll"),
                Choice(wish: "connect through a subject of my choice", key: "multicast"),
                Choice(wish: "connect through a fresh subject each time", key: "multicast(makeSubject:)"),
                Choice(wish: "start a connectable sequence", key: "connect"),
                Choice(wish: "connect on the first subscriber and disconnect after the last", key: "refCount")
            ]
        ),
        (
            "Schedule and time",
            [
                Choice(wish: "deliver events on another scheduler", key: "observe(on:)"),
                Choice(wish: "subscribe (and do the work) on another scheduler", key: "subscribe(on:)"),
                Choice(wish: "shift every element later", key: "delay"),
                Choice(wish: "subscribe later", key: "delaySubscription")
            ]
        ),
        (
            "Look at what happens",
            [
                Choice(wish: "print every event", key: "debug"),
                Choice(wish: "run side effects on events, subscription or disposal", key: "do")
            ]
        )
    ]

    let catalog: OperatorCatalog
    let usage: OperatorUsage
    /// The folder the pages are written to, to make links relative.
    let outputDirectory: String

    public init(catalog: OperatorCatalog, usage: OperatorUsage, outputDirectory: String) {
        self.catalog = catalog
        self.usage = usage
        self.outputDirectory = outputDirectory
    }

    public static let decisionTreeFile = "12-which-operator.md"
    public static let indexFile = "13-operator-index.md"

    /// "Which operator do I need?"
    public var decisionTree: String {
        let known = Set(catalog.operators.map(\.key))
        var text = """
            <!-- Generated by `playbook operators`; edit OperatorPages.swift, not this file. -->
            # Which operator do I need?

            Find what you want to do, then follow the link to an example of the
            operator that does it. Every operator of the library is on this page,
            and every link leads to an example that was run when the pages were built.
            The [operator index](\(Self.indexFile)) lists the same operators by name.

            """
        var placed = Set<String>()
        for (title, choices) in Self.intents {
            let present = choices.filter { known.contains($0.key) }
            guard !present.isEmpty else { continue }
            text += "\n## \(title)\n\n"
            for choice in present {
                placed.insert(choice.key)
                text += "- I want to \(choice.wish): \(link(choice.key))\n"
            }
        }
        let others = catalog.operators.filter { !placed.contains($0.key) }
        if !others.isEmpty {
            text += "\n## Something else\n\n"
            for op in others { text += "- \(link(op.key))\n" }
        }
        return text
    }

    /// The alphabetical index, deprecated spellings included.
    public var index: String {
        var text = """
            <!-- Generated by `playbook operators`; edit OperatorPages.swift, not this file. -->
            # Operator index

            Every operator of the library in alphabetical order, each linked to an
            example of it. Names in *italics* are RxSwift's older spellings, still
            accepted but deprecated; they point to the current name. To choose an
            operator by what it does, see [Which operator do I need?](\(Self.decisionTreeFile)).

            """
        let entries: [(sortKey: String, line: String)] =
            catalog.operators.map { ($0.key.lowercased(), "- \(link($0.key))") }
            + catalog.deprecated.map { old in
                let current = Self.key(fromRenamed: old.renamed ?? "")
                return (old.key.lowercased(), "- *\(old.key)*: now \(link(current))")
            }
        var letter: Character?
        for entry in entries.sorted(by: { $0.sortKey < $1.sortKey }) {
            let first = Character(entry.sortKey.prefix(1).uppercased())
            if first != letter {
                text += "\n## \(first)\n\n"
                letter = first
            }
            text += entry.line + "\n"
        }
        return text
    }

    /// `catch(_:)` → `catch`, `take(until:behavior:)` → `take(until:)`.
    static func key(fromRenamed renamed: String) -> String {
        guard let open = renamed.firstIndex(of: "(") else { return renamed }
        let name = renamed[..<open]
        let first = renamed[renamed.index(after: open)...].prefix(while: { $0 != ":" && $0 != ")" })
        return first.isEmpty || first == "_" ? String(name) : "\(name)(\(first):)"
    }

    /// `[`take(until:)`](06-filtering-and-conditional.md#example-14)`, or the
    /// bare name if no example shows it.
    func link(_ key: String) -> String {
        guard let example = usage.showcase(key) else { return "`\(key)` (no example yet)" }
        return "[`\(key)`](\(relativePath(example.location.path))#example-\(example.number))"
    }

    private func relativePath(_ path: String) -> String {
        let from = URL(fileURLWithPath: outputDirectory).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }
}
