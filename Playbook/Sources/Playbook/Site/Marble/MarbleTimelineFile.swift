import Foundation

/// Recorded timelines handed to `playbook build --marble-timelines FILE`: a
/// JSON object from example name (`Playgrounds/map.md#2`, as in reports) to
/// a MarbleTimeline. Whatever records marble examples writes this file (or
/// passes the same values to SiteBuilder directly).
public enum MarbleTimelineFile {
    /// The timelines by example id, for SiteBuilder. A name that is not a
    /// marble example of the site is an error, so a typo cannot hide a diagram.
    public static func load(_ file: String, plan: SitePlan) throws(PlaybookError) -> [String: MarbleTimeline] {
        let byName: [String: MarbleTimeline]
        do {
            byName = try JSONDecoder().decode([String: MarbleTimeline].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            throw .unreadableFile(path: file, reason: "it is not a JSON object of marble timelines by example name (\(error))")
        }
        var examples: [String: Example] = [:]
        for page in plan.pages {
            for example in page.chapter.examples where example.kind == .marble {
                examples["\(page.sourcePath)#\(example.number)"] = example
            }
        }
        var timelines: [String: MarbleTimeline] = [:]
        for (name, timeline) in byName {
            guard let example = examples[ChapterOrigin.displayPath(name)] else {
                let known = examples.keys.sorted().prefix(5).joined(separator: ", ")
                throw .unreadableFile(
                    path: file,
                    reason: "it names \(name), which is not a marble example of the site"
                        + (known.isEmpty ? "" : " (marble examples: \(known))"))
            }
            timelines[example.id] = timeline
        }
        return timelines
    }
}
