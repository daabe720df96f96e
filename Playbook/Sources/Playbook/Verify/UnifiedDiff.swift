/// A unified diff (`--- expected`, `+++ actual`, `@@` hunks) between two texts,
/// computed line by line with the standard library's `CollectionDifference`.
public struct UnifiedDiff: Sendable {
    /// Lines of unchanged context around each change.
    public var context: Int
    /// Above this many lines on either side only the first lines are compared.
    public var lineLimit: Int

    public init(context: Int = 3, lineLimit: Int = 2000) {
        self.context = context
        self.lineLimit = lineLimit
    }

    private enum Edit: Equatable {
        case same(String), removed(String), added(String)
    }

    public func diff(expected: String, actual: String) -> String {
        var old = OutputMatcher.lines(expected)
        var new = OutputMatcher.lines(actual)
        var truncated = false
        if old.count > lineLimit || new.count > lineLimit {
            old = Array(old.prefix(lineLimit))
            new = Array(new.prefix(lineLimit))
            truncated = true
        }
        let edits = Self.edits(old, new)
        var out = ["--- expected", "+++ actual"]
        out += hunks(edits)
        if truncated { out.append("(diff limited to the first \(lineLimit) lines)") }
        return out.joined(separator: "\n")
    }

    /// The edit script from `old` to `new`: the standard library's difference
    /// (Myers' algorithm), read in order; a removal comes before the insertion
    /// that replaces it.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        edits.reserveCapacity(old.count + inserted.count)
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                edits.append(.removed(old[i])); i += 1
            } else if j < new.count, inserted.contains(j) {
                edits.append(.added(new[j])); j += 1
            } else {
                edits.append(.same(old[i])); i += 1; j += 1
            }
        }
        return edits
    }

    private func hunks(_ edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        // Group changes whose context windows touch.
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let window = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = groups.last, window.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...window.upperBound
            } else {
                groups.append(window)
            }
        }
        var lines: [String] = []
        for group in groups {
            let before = edits[..<group.lowerBound]
            let oldStart = before.filter { if case .added = $0 { return false } else { return true } }.count
            let newStart = before.filter { if case .removed = $0 { return false } else { return true } }.count
            let body = edits[group]
            let oldCount = body.filter { if case .added = $0 { return false } else { return true } }.count
            let newCount = body.filter { if case .removed = $0 { return false } else { return true } }.count
            lines.append("@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@")
            for edit in body {
                switch edit {
                case .same(let line): lines.append(" " + line)
                case .removed(let line): lines.append("-" + line)
                case .added(let line): lines.append("+" + line)
                }
            }
        }
        return lines
    }
}
