import ArgumentParser
import Foundation
import Playbook
import PlaybookRx
import Synchronization

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Verify the chapters, then re-verify each one as it is saved; optionally serve the site with live reload.",
        discussion: """
            Verifies every example once like `playbook test`, then looks at the chapter files \
            five times a second and re-verifies the chapters that changed once a burst of saves \
            has settled, printing their failures as `path:line:column: error: ...` and \
            `N passed, N failed, N skipped`. Unchanged examples reuse their cached result, so \
            editing an expected block costs no run. A change of the library's sources \
            re-verifies every chapter. A chapter that cannot be read, is not UTF-8 or has a \
            fence error is reported and watching goes on. Ctrl-C stops (exit status 130).

            With --serve, the site is rendered after every run (failing examples marked as \
            failing) and served on 127.0.0.1 only; a page open in a browser reloads when it \
            changed. The site is kept in memory: nothing is written, and a site written by \
            `playbook build` holds no reload script.

            The served site is also a live playground: each example gets "Edit and run", \
            which compiles and runs the edited code with the library through the same \
            harness (sandboxed, limited and timed out as every example). Only the reader \
            who opens the address printed on the terminal, which carries a secret token, \
            may run code; `playbook serve` is `playbook watch --serve`.

            Example:
              playbook watch Docs --serve --port 8000
            """)

    @Argument(
        help: ArgumentHelp(
            "Markdown files or folders (default: playbook.json's paths, else those of README.md, Docs, Documentation, Guides, Playgrounds and Sources that exist).",
            valueName: "path"))
    var paths: [String] = []

    @Flag(help: "Serve the site on 127.0.0.1, reloading a page open in a browser when it changes.")
    var serve = false

    @Option(help: ArgumentHelp("The port to serve on with --serve; 0 picks a free one (the URL is printed).", valueName: "port"))
    var port: Int = 8000

    @OptionGroup var common: VerificationArguments

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() throws {
        try Self.watch(paths: paths, serving: serve ? port : nil, common: common)
    }

    /// Watches `paths`; with a port, serves the site and its live playground there.
    static func watch(paths: [String], serving port: Int?, common: VerificationArguments) throws {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let chapterPaths = try common.defaultPaths(paths)
        guard !chapterPaths.isEmpty else {
            throw ValidationError("nothing to watch: no path given, and there is no Docs or Playgrounds folder here")
        }
        let options = try common.options(paths: chapterPaths, useCache: true)
        guard let port else {
            WatchSession(options: options).run(events: WatchPrinter().print)
            return
        }
        let served = ServedSite(assetRoot: current)
        let playground = LivePlayground(options: options)
        let server: SiteServer
        let url: URL
        do {
            server = try SiteServer(site: served, port: UInt16(port), playground: playground)
            url = try server.start()
        } catch {
            Self.printError(
                "playbook: error: could not serve on 127.0.0.1:\(port): \(error); choose another with --port (0 picks a free one)")
            throw ExitCode(1)
        }
        // Rendered in memory: the output folder is not used.
        var build = SiteBuild(
            options: options, output: options.workDirectory.appending(path: "watch-site"), allowFailures: true, allowEmpty: true,
            toolchain: SiteBuilder.toolchainVersion())
        build.flavour = try Flavours.flavour(of: options.libraryRoot)
        Self.printError("playbook: serving the site at \(url) (127.0.0.1 only)")
        Self.printError(
            "playbook: to edit and run its examples, open \(server.access.address(url)) (the token is yours: do not share it)")
        let session = WatchSession(options: options, site: build, served: served)
        session.playground = playground
        withExtendedLifetime(server) { session.run(events: WatchPrinter().print) }
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((VisibleText.escaped(text) + "\n").utf8))
    }
}

/// `playbook serve`: `playbook watch --serve`, under the name a reader looks for.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the site on 127.0.0.1 with live reload and the live playground (playbook watch --serve).",
        discussion: """
            Verifies the chapters, serves the site on 127.0.0.1 only and re-verifies each \
            chapter as it is saved, as `playbook watch --serve` does. Open the address it \
            prints with `?token=` to edit and run the examples in the page.

            Example:
              playbook serve Docs Playgrounds --port 8000
            """)

    @Argument(
        help: ArgumentHelp(
            "Markdown files or folders (default: playbook.json's paths, else those of README.md, Docs, Documentation, Guides, Playgrounds and Sources that exist).",
            valueName: "path"))
    var paths: [String] = []

    @Option(help: ArgumentHelp("The port to serve on; 0 picks a free one (the URL is printed).", valueName: "port"))
    var port: Int = 8000

    @OptionGroup var common: VerificationArguments

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, got \(port)") }
    }

    func run() throws {
        try WatchCommand.watch(paths: paths, serving: port, common: common)
    }
}

/// Prints what a watch session reports: progress on stderr while a run
/// works, its failures and summary line on stdout (unbuffered, so that a
/// reader of a pipe sees each verdict at once), the rest on stderr.
final class WatchPrinter: Sendable {
    private let progress = Mutex<ProgressPrinter?>(nil)

    func print(_ event: WatchSession.Event) {
        switch event {
        case .verifying(let chapters, let changes):
            for path in changes.removed { WatchCommand.printError("playbook: \(path) was removed") }
            if let chapters {
                if !chapters.isEmpty { WatchCommand.printError("playbook: changed: \(chapters.joined(separator: ", "))") }
            } else if changes.library {
                WatchCommand.printError("playbook: the library changed; verifying every chapter")
            } else {
                WatchCommand.printError("playbook: verifying every chapter")
            }
            progress.withLock { $0 = ProgressPrinter() }
        case .progress(let event):
            progress.withLock { $0 }?.report(event)
        case .verified(let report):
            endProgress()
            FileHandle.standardOutput.write(Data(TextReport().render(report).utf8))
        case .failed(let message):
            endProgress()
            WatchCommand.printError("playbook: error: \(message)")
        case .siteRefused(let problems):
            for problem in problems { WatchCommand.printError(problem.description) }
            WatchCommand.printError("playbook: error: the served site keeps its previous version until these are fixed")
        case .siteUpdated(let pages):
            if !pages.isEmpty {
                WatchCommand.printError("playbook: the site was rebuilt: \(pages.count) page\(pages.count == 1 ? "" : "s") changed")
            }
        case .watching(let count):
            endProgress()
            WatchCommand.printError("playbook: watching \(count) chapter\(count == 1 ? "" : "s") for changes (Ctrl-C stops)")
        }
    }

    private func endProgress() {
        let printer = progress.withLock { printer in
            defer { printer = nil }
            return printer
        }
        printer?.finish()
    }
}
