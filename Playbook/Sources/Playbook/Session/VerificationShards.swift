import Foundation

/// One part of a run split over several processes or machines:
/// `playbook test --shard 2/3` verifies the second of three parts.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N` with 1 ≤ I ≤ N; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }), let index = Int(parts[0]),
            let count = Int(parts[1]), count >= 1, (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }
}

/// Where a shard's part sits in the whole run, for its report and for
/// `playbook merge`: how many units (examples and grammar errors) the whole
/// run has, a digest of their names (every shard of one split has the same),
/// and each of this part's units' position in the whole run's order.
public struct ShardPart: Sendable, Hashable {
    public var shard: Shard
    public var totalUnits: Int
    public var setDigest: String
    /// A digest of their names in the run's order (the same paths in the same order give the same).
    public var sequenceDigest: String
    /// Position of each of this part's examples among the whole run's units, by example id.
    public var exampleOrder: [String: Int]
    /// Position of each of this part's grammar errors, in the report's order.
    public var errorOrder: [Int]
}

/// How a run's units are split into shards: deterministically, whatever the
/// order of the paths or of the file system, and balanced by cost.
///
/// Each unit has a stable name (an example's `Docs/05-work.md#3`, its path
/// relative to the current folder; a grammar error's location and message)
/// and a cost: the seconds the example last took (``Timings``, recorded by
/// the last whole run or merge), the median of the known ones when it has
/// none, 1 for every example when none is known (a split by count), plus a
/// small cost of its own for compiling it. Units are taken longest first,
/// ties by name, each given to the part with the least cost so far
/// (longest-processing-time first). Every shard computes the same split
/// from the same names and timings; a shard reads the timings and never
/// writes them, so shards running at once agree.
enum ShardPlan {
    /// What verifying an example costs besides running it (compiling, forking), in seconds.
    static let overhead = 0.005

    /// An example's name as every machine and folder shows it: its path
    /// relative to the current folder, without `./`, and its number.
    static func name(of example: Example) -> String {
        "\(ChapterOrigin.displayPath(example.location.path))#\(example.number)"
    }

    /// A grammar error's name: its place and message, and how many equal ones came before it.
    static func name(of error: Diagnostic, occurrence: Int) -> String {
        let location = SourceLocation(
            path: ChapterOrigin.displayPath(error.location.path), line: error.location.line, column: error.location.column)
        return "\(location): \(error.summary)" + (occurrence > 0 ? " (\(occurrence + 1))" : "")
    }

    /// The seconds each example is expected to take: recorded, else the
    /// median of those recorded, else 1 (so that an unknown set splits by count).
    static func costs(of examples: [Example], timings: Timings) -> [Double] {
        let known = examples.compactMap { timings[name(of: $0)] }.sorted()
        let typical = known.isEmpty ? 1 : known[known.count / 2]
        return examples.map { example in
            if case .skip = example.kind { return 0 }
            return (timings[name(of: example)] ?? typical) + overhead
        }
    }

    /// The part (0-based) of each unit: longest first, ties by name, each to
    /// the part with the least cost so far (the lowest-numbered on a tie).
    static func assign(names: [String], costs: [Double], parts: Int) -> [Int] {
        let order = names.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : bytesPrecede(names[$0], names[$1]) }
        var loads = [Double](repeating: 0, count: max(1, parts))
        var counts = [Int](repeating: 0, count: max(1, parts))
        var assigned = [Int](repeating: 0, count: names.count)
        for unit in order {
            // The least loaded part; on a tie the one with fewer units, then the lowest number.
            let part = loads.indices.min { (loads[$0], counts[$0], $0) < (loads[$1], counts[$1], $1) }!
            assigned[unit] = part
            loads[part] += costs[unit]
            counts[part] += 1
        }
        return assigned
    }

    /// Byte order (String's `<` holds canonically equivalent names equal).
    static func bytesPrecede(_ first: String, _ second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    /// A digest of the names in this order.
    static func digest(_ names: [String]) -> String {
        var hasher = SHA256()
        for name in names { hasher.update(field: name) }
        return hasher.hexDigest()
    }

    /// The selected examples and grammar errors this shard verifies, and its
    /// place in the whole. Units are ordered as a whole run reports them:
    /// chapter by chapter, a chapter's grammar errors (such a chapter runs
    /// nothing) or its examples.
    static func part(
        _ shard: Shard, chapters: [Chapter], examples: [Example], errors: [Diagnostic], timings: Timings
    ) -> (examples: [Example], errors: [Diagnostic], part: ShardPart) {
        var byChapter: [PathKey: [Example]] = [:]
        for example in examples { byChapter[PathKey(example.location.path), default: []].append(example) }
        var errorsByChapter: [PathKey: [Diagnostic]] = [:]
        for error in errors { errorsByChapter[PathKey(error.location.path), default: []].append(error) }
        enum Unit {
            case example(Example)
            case error(Diagnostic)
        }
        var units: [Unit] = []
        var seen: Set<PathKey> = []
        for chapter in chapters where seen.insert(PathKey(chapter.path)).inserted {
            units += (errorsByChapter[PathKey(chapter.path)] ?? []).map(Unit.error)
            units += (byChapter[PathKey(chapter.path)] ?? []).map(Unit.example)
        }
        var occurrences: [String: Int] = [:]
        let names = units.map { unit -> String in
            switch unit {
            case .example(let example): return name(of: example)
            case .error(let error):
                let base = name(of: error, occurrence: 0)
                defer { occurrences[base, default: 0] += 1 }
                return name(of: error, occurrence: occurrences[base, default: 0])
            }
        }
        let exampleUnits = units.compactMap { if case .example(let example) = $0 { return example } else { return nil } }
        var exampleCosts = costs(of: exampleUnits, timings: timings).makeIterator()
        let costs = units.map { unit -> Double in
            if case .example = unit { return exampleCosts.next() ?? 0 }
            return 0
        }
        let parts = assign(names: names, costs: costs, parts: shard.count)
        var part = ShardPart(
            shard: shard, totalUnits: units.count, setDigest: digest(names.sorted(by: bytesPrecede)), sequenceDigest: digest(names),
            exampleOrder: [:], errorOrder: [])
        var mine: [Example] = []
        var myErrors: [Diagnostic] = []
        for (position, unit) in units.enumerated() where parts[position] == shard.index - 1 {
            switch unit {
            case .example(let example):
                mine.append(example)
                part.exampleOrder[example.id] = position
            case .error(let error):
                myErrors.append(error)
                part.errorOrder.append(position)
            }
        }
        return (mine, myErrors, part)
    }
}
