import Foundation
import Playbook
import PlaybookWire

/// The Rx flavour of a site (playbook.json's `"flavour": "rx"`): what only a
/// reactive library's documentation wants, kept out of the engine.
///
/// - Copy gives a plain RxSwift program (``CopyableCode``): this
///   repository's `Rx` imports written as RxSwift's, a marble example as
///   RxTest code (``MarbleRxTestForm``).
/// - The guide's prose links "chapter 5", "the Playgrounds page on subjects"
///   and operator names in code spans to their pages (``GuideReferences``).
/// - The marble examples of the operator pages get "what if" states
///   (``MarbleWhatIf``), run through the engine's ``VariantRuns``.
///
/// The operator pages (``OperatorPagesUpdate``) and the Xcode playground
/// export (``PlaygroundExporter``) are the flavour's too; the `playbook
/// operators` and `playbook playground` commands use them.
package struct RxFlavour: SiteFlavour {
    package init() {}

    package func copy(_ example: Example, implicitModules: [String]) -> (text: String, title: String) {
        let title: String
        switch example.kind {
        case .marble: title = "Copy as RxTest code (TestScheduler and recorded events) for a plain RxSwift project"
        case .skip, .compileFail, .manifest: title = "Copy the code as shown, hidden lines included"
        default: title = "Copy as a main.swift for a plain RxSwift project: the setup code, the hidden lines, RxSwift's imports"
        }
        return (CopyableCode.text(for: example), title)
    }

    package func proseReferences(pages: [SitePage], resolve: @escaping @Sendable (String, SitePage) -> LinkTarget?) -> (
        any ProseReferences
    )? {
        GuideReferences(pages: pages, resolve: resolve)
    }

    package func whatIf(
        _ documentation: Documentation, options: VerificationOptions, timelines: [String: MarbleTimeline], verdicts: [ExampleVerdict],
        starting: (Int) -> Void
    ) throws(PlaybookError) -> [String: [String: MarbleTimeline]] {
        try MarbleWhatIf(options: options).run(documentation, timelines: timelines, verdicts: verdicts, starting: starting)
    }
}

extension GuideReferences: ProseReferences {
    func references(inText text: String, on page: SitePage) -> [ProseReference] {
        foundReferences(inText: text, on: page).map { ProseReference(range: $0.range, target: $0.target) }
    }

    func problems(on page: SitePage) -> [(location: SourceLocation, summary: String)] {
        unresolved(on: page).map { ($0.location, $0.problem.summary) }
    }

    func codeTarget(_ code: String, on page: SitePage) -> LinkTarget? {
        operatorTarget(code: code, on: page)
    }
}
