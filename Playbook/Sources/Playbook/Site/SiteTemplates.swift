/// The parts of the site's pages written in HTML or SVG: the templates of
/// Site/Resources/templates/, one file a part, each filled by the Swift that
/// renders it with `{{name}}` slots (``PageTemplate``). Values go in as given:
/// the renderer escapes each one (``HTML``) before it fills the slot, as it
/// did when the markup was in Swift. A template is its file without the line
/// break that ends it; a renderer that ends a part with a line break adds it.
/// Swift keeps one-line fragments (a `<span>` of the highlighter, a badge);
/// .ci/markup-in-swift.py fails on a Swift string with markup over more lines.
///
/// Each is read once, the first time it is used. A template missing from
/// playbook's resources stops the program, as a missing resource bundle does
/// (`Bundle.module`): playbook was built or installed incompletely.
enum SiteTemplates {
    static let example = named("example.html")
    static let exampleSetup = named("example-setup.html")
    static let exampleBroken = named("example-broken.html")
    static let exampleOutput = named("example-output.html")
    static let marbleFigure = named("marble-figure.html")
    static let marbleCursorControls = named("marble-cursor-controls.html")
    static let marbleWhatIfControls = named("marble-what-if-controls.html")
    static let marbleDiagram = named("marble-diagram.svg")
    static let marbleLine = named("marble-line.svg")
    static let marbleValue = named("marble-value.svg")
    static let marbleError = named("marble-error.svg")
    static let marbleFrames = named("marble-frames.svg")
    static let table = named("table.html")
    static let generatedIndex = named("generated-index.html")
    static let indexSection = named("index-section.html")
    static let notFoundPage = named("not-found-page.html")
    static let searchPage = named("search-page.html")
    static let sidebarSection = named("sidebar-section.html")
    static let pager = named("pager.html")
    static let toc = named("toc.html")
    static let waiting = named("waiting.html")

    /// Every template by its file's name, for the test that each is there
    /// with the slots its renderer fills.
    static var all: [String: PageTemplate] {
        [
            "example.html": example, "example-setup.html": exampleSetup, "example-broken.html": exampleBroken,
            "example-output.html": exampleOutput,
            "marble-figure.html": marbleFigure, "marble-cursor-controls.html": marbleCursorControls,
            "marble-what-if-controls.html": marbleWhatIfControls, "marble-diagram.svg": marbleDiagram,
            "marble-line.svg": marbleLine, "marble-value.svg": marbleValue,
            "marble-error.svg": marbleError, "marble-frames.svg": marbleFrames, "table.html": table,
            "generated-index.html": generatedIndex, "index-section.html": indexSection, "not-found-page.html": notFoundPage,
            "search-page.html": searchPage, "sidebar-section.html": sidebarSection, "pager.html": pager, "toc.html": toc,
            "waiting.html": waiting
        ]
    }

    /// The template templates/NAME, without its file's last line break.
    static func named(_ name: String) -> PageTemplate {
        do {
            var text = try SiteAssets.text(name, in: "templates")
            if text.hasSuffix("\n") { text.removeLast() }
            return PageTemplate(text)
        } catch {
            fatalError("playbook: error: \(error.description)")
        }
    }
}
