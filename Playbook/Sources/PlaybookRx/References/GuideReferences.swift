import Playbook
import Foundation

/// The references the site turns into links without the writer spelling a
/// link: "chapter 5" in prose, "the Playgrounds page on subjects", and
/// operator names in inline code spans (`flatMapLatest`).
///
/// What counts, precisely:
/// - Only prose: text and inline code spans of paragraphs, list items, block
///   quotes and tables; never inside a heading, a link or an image, never in
///   a code block (an example's code is never touched).
/// - `chapter N` / `Chapter N` (one or more spaces or a line break between
///   the words) names the guide page whose file name starts with N
///   (`Docs/05-….md`); a number no guide page has is an error.
/// - `Playgrounds page on WORD` names the Playgrounds page one of whose
///   title words (four letters or more, compared without case and without a
///   plural `s`) is WORD; none or several is an error.
/// - An inline code span whose text, without one leading `.`, is a name of
///   the operator index page (the page `playbook operators` writes from the
///   operator catalogue, `OperatorPages.indexFile`), current or deprecated,
///   links where that page links it (the operator's example). A span with
///   arguments (`share(replay: 1)`) is looked up as `share(replay:)`, then as
///   `share`. A leading `Observable.` is allowed (`Observable.just`). The bare
///   word `error` names the event far more often than the operator, so it
///   links only when written as a call or member (`.error(e)`,
///   `Observable.error`). Any other code span is left alone (not an error).
/// - No reference links to the page it is on.
struct GuideReferences: Sendable {
    /// Guide pages by chapter number.
    let chapters: [Int: SitePage]
    /// Playgrounds pages (not the generated operator pages).
    let playgrounds: [SitePage]
    /// Operator names (keys and deprecated spellings) and where the index links them.
    let operators: [String: LinkTarget]
    /// The page of the operator index, if the site has one.
    let operatorIndexPath: String?

    init(pages: [SitePage], resolve: (String, SitePage) -> LinkTarget?) {
        var chapters: [Int: SitePage] = [:]
        for page in pages where page.section == "Guide" {
            if let number = page.chapterNumber, chapters[number] == nil { chapters[number] = page }
        }
        self.chapters = chapters
        playgrounds = pages.filter {
            $0.section == "Operators" && !$0.sourcePath.hasSuffix(OperatorPages.indexFile)
                && !$0.sourcePath.hasSuffix(OperatorPages.decisionTreeFile)
        }
        var operators: [String: LinkTarget] = [:]
        let index = pages.first { $0.sourcePath.hasSuffix("/" + OperatorPages.indexFile) || $0.sourcePath == OperatorPages.indexFile }
        operatorIndexPath = index?.outputPath
        if let index {
            index.document.root.walk { item in
                guard item.kind == .item, let paragraph = item.children.first, paragraph.kind == .paragraph else { return }
                guard let link = paragraph.children.first(where: { $0.kind == .link }), let url = link.url,
                    let key = link.children.first(where: { $0.kind == .code })?.literal, let target = resolve(url, index)
                else { return }
                if operators[key] == nil { operators[key] = target }
                // `*catchError*: now [`catch`](…)`: the old spelling leads to the current one.
                if let old = paragraph.children.first, old.kind == .emphasis {
                    let name = old.plainText.trimmingWhitespace
                    if !name.isEmpty, operators[name] == nil { operators[name] = target }
                }
            }
        }
        self.operators = operators
    }

    /// A reference found in prose: the range of its text within the run it
    /// was found in, and where it leads (or why it leads nowhere).
    struct Found {
        var range: Range<String.Index>
        var target: Result<LinkTarget, LinkResolver.Problem>
    }

    /// The chapter and Playgrounds references in a run of prose text.
    func foundReferences(inText text: String, on page: SitePage) -> [Found] {
        var found: [Found] = []
        for match in text.matches(of: Self.chapterPattern) {
            let number = Int(match.output.1) ?? -1
            let target: Result<LinkTarget, LinkResolver.Problem>
            if let chapter = chapters[number] {
                target = .success(.page(outputPath: chapter.outputPath, anchor: nil))
            } else {
                let known = chapters.keys.sorted()
                let range = known.isEmpty ? "the guide has no numbered chapter" : "the guide's chapters are \(known.first!)–\(known.last!)"
                target = .failure(
                    LinkResolver.Problem(summary: "'\(Self.flat(match.output.0))' names no chapter (\(range)); fix the number or reword it")
                )
            }
            found.append(Found(range: match.range, target: target))
        }
        for match in text.matches(of: Self.playgroundsPattern) {
            let word = Self.singular(String(match.output.1).lowercased())
            let candidates = playgrounds.filter { page in
                page.title.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
                    $0.count >= 4 && Self.singular(String($0)) == word
                }
            }
            let target: Result<LinkTarget, LinkResolver.Problem>
            if candidates.count == 1 {
                target = .success(.page(outputPath: candidates[0].outputPath, anchor: nil))
            } else {
                let titles = playgrounds.map { "'\($0.title)'" }.joined(separator: ", ")
                let why =
                    candidates.isEmpty ? "no Playgrounds page has '\(match.output.1)' in its title" : "several Playgrounds pages match"
                target = .failure(
                    LinkResolver.Problem(
                        summary: "'\(Self.flat(match.output.0))': \(why); name one of \(titles.isEmpty ? "(none)" : titles)"))
            }
            found.append(Found(range: match.range, target: target))
        }
        return found.filter { found in
            if case .success(.page(let path, _)) = found.target { return path != page.outputPath }
            return true
        }.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Where an inline code span leads, if it names an operator of the index
    /// on another page than `page`.
    func operatorTarget(code: String, on page: SitePage) -> LinkTarget? {
        guard page.outputPath != operatorIndexPath else { return nil }
        var text = code.trimmingWhitespace[...]
        if Self.eventNames.contains(String(text)) { return nil }
        if text.hasPrefix("Observable.") { text = text.dropFirst("Observable".count) }
        if text.hasPrefix(".") { text = text.dropFirst() }
        var target = operators[String(text)]
        if target == nil, let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            let base = String(text[..<open])
            let arguments = text[text.index(after: open)...]
            if let colon = arguments.firstIndex(of: ":") {
                let label = arguments[..<colon]
                if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                    target = operators["\(base)(\(label):)"]
                }
            }
            if target == nil { target = operators[base] }
        }
        guard let target else { return nil }
        if case .page(let path, _) = target, path == page.outputPath { return nil }
        return target
    }

    /// Operator names that, bare, name an event instead (`error`).
    static let eventNames: Set<String> = ["error"]

    nonisolated(unsafe) static let chapterPattern = #/\b[Cc]hapter\s+([0-9]+)\b/#
    nonisolated(unsafe) static let playgroundsPattern = #/\bPlaygrounds\s+page\s+on\s+([A-Za-z]+)/#

    private static func singular(_ word: String) -> String {
        word.count > 4 && word.hasSuffix("s") ? String(word.dropLast()) : word
    }

    private static func flat(_ text: Substring) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
