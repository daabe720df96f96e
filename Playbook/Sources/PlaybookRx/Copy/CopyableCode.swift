import Playbook
import PlaybookWire
import SwiftParser
import SwiftSyntax

/// What an example's Copy button gives: a `main.swift` for a plain RxSwift
/// project. It holds the chapter's setup code and the example's code with
/// its hidden lines, the imports gathered at the top under RxSwift's module
/// names (`Rx` becomes `RxSwift`, with `RxRelay`, `RxCocoa` or `RxBlocking`
/// beside it when the code uses their names; `RxTesting` becomes `RxTest`).
/// A marble example is given in its RxTest form (``MarbleRxTestForm``), or,
/// if it cannot be rewritten, as written with a note naming its helpers.
/// `CopyableCodeTests` type-checks the copy of every example of Docs/ and
/// Playgrounds/ against the RxSwift-named modules.
enum CopyableCode {
    static func text(for example: Example) -> String {
        switch example.kind {
        case .skip, .compileFail, .manifest:
            // Shown for what they are (they do not compile here, or must not, or are manifests): as written.
            return example.readableCode.trimmingBlankLines + "\n"
        default: break
        }
        var bodies = example.setup.map(\.readableCode)
        var declarations: [String] = []

        var notes: [String] = []
        var marbleImports: [String] = []
        switch example.kind {
        case .marble:
            if let converted = MarbleRxTestForm.convert(example.readableCode) {
                declarations = converted.declarations
                bodies.append(converted.code)
                marbleImports = ["RxSwift", "RxTest"]
            } else {
                notes.append("// hot, cold, result and frames are playbook's marble helpers (Playbook/PlaybookRuntime/PlaybookMarbles).")
                bodies.append(example.readableCode)
                marbleImports = ["RxSwift", "RxTest", HarnessNames.marbleModule]
            }
        case .setup:
            bodies = [example.readableCode]
        default:
            bodies.append(example.readableCode)
        }
        var modules: [String] = []
        var lines: [String] = []
        var names = Set<String>()
        var seenFoundationNetworking = false
        for body in bodies {
            let (rest, imported, used) = PlainCopy.withoutImports(body)
            names.formUnion(used)
            for module in imported {
                if module == "FoundationNetworking" { seenFoundationNetworking = true; continue }
                for renamed in RxSwiftModules.renamed(module) where !modules.contains(renamed) { modules.append(renamed) }
            }
            let trimmed = rest.trimmingBlankLines
            if !trimmed.isEmpty { lines.append(trimmed) }
        }
        for module in marbleImports where !modules.contains(module) { modules.append(module) }
        if modules.contains("RxSwift") {
            for module in RxSwiftModules.needed(by: names) where !modules.contains(module) { modules.append(module) }
        }
        var imports = modules.map { "import " + $0 }
        if seenFoundationNetworking {
            imports += ["#if canImport(FoundationNetworking)", "import FoundationNetworking  // URLSession on Linux", "#endif"]
        }
        if names.contains("Resources") {
            notes.append("// Resources.total exists when RxSwift is built with TRACE_RESOURCES.")
        }
        let parts = [imports.joined(separator: "\n"), notes.joined(separator: "\n")] + declarations + lines
        return parts.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }
}

/// RxSwift's module names for the library's, and which of RxSwift's other
/// modules declare a name (from RxSwift 6's public API).
enum RxSwiftModules {
    /// `Rx` is `RxSwift`, `RxTesting` is `RxTest` (which needs RxSwift beside it).
    static func renamed(_ module: String) -> [String] {
        switch module {
        case "Rx": return ["RxSwift"]
        case "RxTesting": return ["RxSwift", "RxTest"]
        case HarnessNames.marbleModule: return []
        default: return [module]
        }
    }

    static let relayNames: Set<String> = ["PublishRelay", "BehaviorRelay", "ReplayRelay"]
    static let cocoaNames: Set<String> = [
        "Driver", "Signal", "SharedSequence", "SharedSequenceConvertibleType", "SharingScheduler", "SharingStrategyProtocol",
        "DriverSharingStrategy", "SignalSharingStrategy", "ControlEvent", "ControlEventType", "ControlProperty",
        "ControlPropertyType", "SectionedViewDataSourceType", "RxCocoaURLError", "asDriver", "asSignal", "drive", "emit",
        // ObservableType.bind(to:) and bind(onNext:) are RxCocoa's; the
        // extensions of Foundation types behind `.rx` too.
        "bind", "rx"
    ]
    static let blockingNames: Set<String> = ["toBlocking", "BlockingObservable"]
    static let testNames: Set<String> = ["TestScheduler", "TestableObservable", "TestableObserver", "Recorded"]

    /// The modules besides RxSwift that declare some of `names`.
    static func needed(by names: Set<String>) -> [String] {
        var modules: [String] = []
        if !names.isDisjoint(with: relayNames) { modules.append("RxRelay") }
        if !names.isDisjoint(with: cocoaNames) { modules.append("RxCocoa") }
        if !names.isDisjoint(with: blockingNames) { modules.append("RxBlocking") }
        if !names.isDisjoint(with: testNames) { modules.append("RxTest") }
        return modules
    }
}
