import Playbook

extension GuideReferences {
    /// A reference that resolves to nothing, at its place in the markdown.
    struct Unresolved {
        var location: SourceLocation
        var problem: LinkResolver.Problem
    }

    /// Every chapter or Playgrounds reference of the page's prose that leads nowhere.
    func unresolved(on page: SitePage) -> [Unresolved] {
        var problems: [Unresolved] = []
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .heading, .link, .image, .codeBlock, .htmlBlock, .htmlInline, .code:
                return
            default:
                break
            }
            var run = ProseRun()
            func flush() {
                guard !run.isEmpty else { return }
                for found in foundReferences(inText: run.text, on: page) {
                    if case .failure(let problem) = found.target {
                        problems.append(
                            Unresolved(location: run.location(of: found.range.lowerBound, in: page.sourcePath), problem: problem))
                    }
                }
                run = ProseRun()
            }
            for child in node.children {
                if run.append(child) { continue }
                flush()
                visit(child)
            }
            flush()
        }
        visit(page.document.root)
        return problems
    }
}
