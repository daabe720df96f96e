import Foundation
import XCTest
@testable import Playbook
@testable import PlaybookRx

/// Links to the repository and to each page's source: the repository named
/// by playbook.json or inferred from the checkout's origin remote, a page's
/// file at the repository, and otherwise the copy of its markdown the site holds.
final class SiteSourceLinksTests: XCTestCase {
    private static let sources: [(path: String, text: String)] = [
        ("Docs/01-start.md", "# Start\n\nSee [more](02-more.md).\r\n"),
        ("Docs/02-more.md", "# More\n\nNothing else.\n")
    ]

    private func render(_ links: SourceLinks) throws -> [String: String] {
        var builder = SiteFixtures.builder(SitePlan(sources: Self.sources))
        builder.sources = links
        return Dictionary(try builder.render().map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    func testRemoteAddressesBecomeTheRepositorysWebPage() {
        let cases: [(String, String?)] = [
            ("https://github.com/owner/name.git", "https://github.com/owner/name"),
            ("https://github.com/owner/name", "https://github.com/owner/name"),
            ("git@github.com:owner/name.git", "https://github.com/owner/name"),
            ("ssh://git@gitlab.com/group/sub/name.git", "https://gitlab.com/group/sub/name"),
            ("ssh://git@git.example.org:2222/owner/name.git\n", "https://git.example.org/owner/name"),
            ("https://x-access-token:secret@github.com/owner/name.git", "https://github.com/owner/name"),
            ("/work/main", nil),
            ("../main", nil),
            ("file:///work/main", nil),
            ("https://github.com/name", nil),
            ("git@github.com:../name.git", nil)
        ]
        for (remote, expected) in cases { XCTAssertEqual(SourceLinks.webURL(fromRemote: remote), expected, remote) }
        XCTAssertEqual(
            SourceLinks.fileTemplate(repository: "https://github.com/o/n", branch: "HEAD"), "https://github.com/o/n/blob/HEAD/{path}")
        XCTAssertEqual(
            SourceLinks.fileTemplate(repository: "https://gitlab.com/g/n", branch: "main"), "https://gitlab.com/g/n/-/blob/main/{path}")
    }

    func testWithoutARepositoryEveryPageLinksToTheCopyOfItsMarkdown() throws {
        let files = try render(SourceLinks())
        let page = try XCTUnwrap(files["Docs/01-start.html"])
        XCTAssertTrue(
            page.contains(
                "<p class=\"page-source\">Source of this page: <a href=\"../_source/Docs/01-start.md\"><code>Docs/01-start.md</code></a></p>"
            ),
            page)
        XCTAssertFalse(page.contains("repository"), "no repository link when none is known")
        XCTAssertEqual(files["_source/Docs/01-start.md"], Self.sources[0].text, "the markdown as written, CRLF and all")
        XCTAssertEqual(files["_source/Docs/02-more.md"], Self.sources[1].text)
        XCTAssertFalse(try XCTUnwrap(files["404.html"]).contains("page-source"), "a generated page has no source")
    }

    func testWithARepositoryPagesLinkToItAndToTheirFileThere() throws {
        let links = SourceLinks(
            repository: "https://github.com/owner/name", template: "https://github.com/owner/name/blob/HEAD/{path}",
            base: FileManager.default.currentDirectoryPath)
        let page = try XCTUnwrap(try render(links)["Docs/01-start.html"])
        XCTAssertTrue(
            page.contains(
                "<a class=\"repository-link\" href=\"https://github.com/owner/name\" title=\"The repository of RxPlaybook\">"), page)
        XCTAssertTrue(
            page.contains(
                "Source of this page: <a href=\"https://github.com/owner/name/blob/HEAD/Docs/01-start.md\"><code>Docs/01-start.md</code></a> in <a href=\"https://github.com/owner/name\">the repository</a></p>"
            ), page)
        // A file outside the checkout links to the site's copy.
        let outside = SourceLinks(repository: links.repository, template: links.template, base: "/nonexistent-checkout")
        XCTAssertTrue(try XCTUnwrap(try render(outside)["Docs/01-start.html"]).contains("href=\"../_source/Docs/01-start.md\""))
    }

    func testTheRepositoryIsInferredFromTheCheckoutsOriginUnlessPlaybookJSONNamesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "source-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appending(path: "Docs"), withIntermediateDirectories: true)
        func git(_ arguments: String...) throws {
            let result = try ChildProcess(program: "git", arguments: ["-C", folder.path] + arguments, deadline: 30).run()
            XCTAssertEqual(result.termination, .exited(0), result.stderr)
        }
        try git("init", "-q")
        let bare = SourceLinks.load(root: folder, repository: nil, sourceURL: nil)
        XCTAssertNil(bare.repository, "no remote")
        XCTAssertNil(bare.template)

        try git("remote", "add", "origin", "git@github.com:owner/name.git")
        let inferred = SourceLinks.load(root: folder, repository: nil, sourceURL: nil)
        XCTAssertEqual(inferred.repository, "https://github.com/owner/name")
        XCTAssertEqual(inferred.template, "https://github.com/owner/name/blob/HEAD/{path}", "no branch tracked: the default one")
        XCTAssertEqual(
            inferred.base.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }, folder.resolvingSymlinksInPath().path)

        let named = SourceLinks.load(root: folder, repository: "https://example.org/docs", sourceURL: "https://example.org/src/{path}")
        XCTAssertEqual(named.repository, "https://example.org/docs")
        XCTAssertEqual(named.template, "https://example.org/src/{path}")

        try git("remote", "set-url", "origin", "/work/main")
        XCTAssertNil(SourceLinks.load(root: folder, repository: nil, sourceURL: nil).repository, "a local path is no web page")
    }

    func testPlaybookJSONsRepositoryAndSourceURLAreAddresses() throws {
        let good = try PlaybookConfiguration(
            decoding: Data(#"{"repository": "https://github.com/o/n", "sourceURL": "https://github.com/o/n/edit/main/{path}"}"#.utf8),
            path: "playbook.json")
        XCTAssertEqual(good.repository, "https://github.com/o/n")
        XCTAssertEqual(good.sourceURL, "https://github.com/o/n/edit/main/{path}")
        for (text, message) in [
            (#"{"repository": "javascript:alert(1)"}"#, #""repository" must be an http(s) address;"#),
            (
                #"{"sourceURL": "https://github.com/o/n/blob/main/"}"#,
                #""sourceURL" must be an http(s) address, with {path} where a file's path goes;"#
            )
        ] {
            XCTAssertThrowsError(try PlaybookConfiguration(decoding: Data(text.utf8), path: "playbook.json")) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
            }
        }
    }

    /// The written site holds each page's markdown, byte for byte, and says so to GitHub Pages (no Jekyll, which hides _ folders).
    func testTheWrittenSiteHoldsACopyOfEachPagesMarkdown() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "source-copies-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try SiteFixtures.builder(SitePlan(sources: Self.sources)).write(to: folder)
        for (path, text) in Self.sources {
            XCTAssertEqual(try Data(contentsOf: folder.appending(path: "_source/" + path)), Data(text.utf8), path)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appending(path: ".nojekyll").path))
    }
}
