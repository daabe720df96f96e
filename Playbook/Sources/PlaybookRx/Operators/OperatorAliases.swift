import Foundation
import Playbook

/// The other names a reader may bring for an operator: the names other
/// ReactiveX libraries give it (RxJS's `switchMap` is `flatMapLatest`), and
/// RxSwift's older spellings the library still accepts (read from its
/// sources by ``OperatorCatalog``: `takeUntil` is now `take(until:)`). The
/// site's search finds the operator's section by any of them, and the
/// operator index lists them.
enum OperatorAliases {
    /// Names of other ReactiveX libraries, the name the pages use, and where they come from.
    static let otherLibraries: [(alias: String, name: String, from: String)] = [
        ("switchMap", "flatMapLatest", "RxJS, RxJava"),
        ("mergeMap", "flatMap", "RxJS"),
        ("exhaustMap", "flatMapFirst", "RxJS"),
        ("switchAll", "switchLatest", "RxJS"),
        ("catchError", "catch", "RxJS"),
        ("onErrorResumeNext", "catch", "RxJava"),
        ("onErrorReturnItem", "catchAndReturn", "RxJava"),
        ("retryWhen", "retry(when:)", "RxJS, RxJava"),
        ("takeUntil", "take(until:)", "RxJS, RxJava"),
        ("takeWhile", "take(while:)", "RxJS, RxJava"),
        ("skipUntil", "skip(until:)", "RxJS, RxJava"),
        ("skipWhile", "skip(while:)", "RxJS, RxJava"),
        ("elementAt", "element(at:)", "RxJS, RxJava"),
        ("defaultIfEmpty", "ifEmpty", "RxJS, RxJava"),
        ("switchIfEmpty", "ifEmpty", "RxJava"),
        ("observeOn", "observe(on:)", "RxJava"),
        ("subscribeOn", "subscribe(on:)", "RxJava"),
        ("debounceTime", "debounce", "RxJS"),
        ("throttleTime", "throttle", "RxJS"),
        ("shareReplay", "share", "RxJS"),
        ("race", "amb", "RxJS"),
        ("tap", "do", "RxJS"),
        ("doOnNext", "do", "RxJava"),
        ("bufferTime", "buffer", "RxJS"),
        ("windowTime", "window", "RxJS")
    ]

    /// By the name the pages use, every other name: those of other libraries,
    /// and the deprecated spellings in `Sources/Rx/Observables` of `libraryRoot` when it has that folder.
    static func byName(libraryRoot: URL) -> [String: [String]] {
        var aliases: [String: [String]] = [:]
        func add(_ alias: String, _ name: String) {
            if !(aliases[name] ?? []).contains(alias) { aliases[name, default: []].append(alias) }
        }
        for entry in otherLibraries { add(entry.alias, entry.name) }
        let folder = libraryRoot.appending(path: "Sources/Rx/Observables")
        if let catalog = try? OperatorCatalog(scanning: folder) {
            for old in catalog.deprecated {
                let current = OperatorPages.key(fromRenamed: old.renamed ?? "")
                if !current.isEmpty, current != old.key { add(old.key, current) }
            }
        }
        return aliases
    }
}
