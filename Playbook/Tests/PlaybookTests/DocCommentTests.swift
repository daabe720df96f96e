import XCTest
@testable import Playbook
@testable import PlaybookRx

/// The examples of `///` and `/** */` doc comments: found by swift-syntax,
/// located at their Swift file's lines and columns, their expected output
/// the `//` lines that end them.
final class DocCommentTests: XCTestCase {
    private let fixture = "Tests/PlaybookTests/Fixtures/DocComments/Sources/Rx/Documented.swift"

    private func fixtureChapter() throws -> Chapter {
        let text = try String(contentsOf: Fixtures.toolRoot.appending(path: fixture), encoding: .utf8)
        return DocumentationLoader().chapter(source: text, path: fixture)
    }

    func testTheFixturesExamplesAreFoundAtTheirSwiftLines() throws {
        let chapter = try fixtureChapter()
        XCTAssertEqual(chapter.origin.kind, .docComments)
        XCTAssertEqual(chapter.diagnostics, [])
        // Neither string literal's `///` lines nor the prose's fences are examples.
        XCTAssertEqual(
            chapter.examples.map(\.location.description),
            ["6:5", "15:5", "23:5", "31:5", "46:2", "56:4", "65:5", "69:5", "76:5", "85:9"].map { "\(fixture):\($0)" })
        XCTAssertEqual(chapter.examples.map(\.number), Array(1...10))
        XCTAssertEqual(chapter.examples.map(\.codeFirstLine), [7, 16, 24, 32, 47, 57, 66, 70, 77, 86])
        XCTAssertEqual(
            chapter.examples.map(\.expected?.text), ["2\n4\n", "", "3\n", "", "block\n", "decorated\n", nil, "hi\n", nil, "indented\n"])
        XCTAssertEqual(chapter.examples[0].code, "_ = Observable.of(1, 2).map { $0 * 2 }.subscribe(onNext: { print($0) })\n// 2\n// 4\n")
        XCTAssertEqual(chapter.examples[4].code, "print(\"block\")\n// block\n")
        XCTAssertEqual(chapter.examples[5].code, "print(\"decorated\")\n// decorated\n")
        XCTAssertEqual(chapter.examples[6].kind, .setup)
        XCTAssertEqual(chapter.examples[8].kind, .skip(reason: "needs a server on 127.0.0.1:8080"))
        // The expected output is at its comment lines, its first `//` at its column.
        XCTAssertEqual(chapter.examples[0].expected?.location.description, "\(fixture):8:5")
        XCTAssertEqual(chapter.examples[0].expected?.content, FencedContent(firstLine: 8, lastLine: 9, linePrefix: "/// // ", fence: ""))
        XCTAssertEqual(chapter.examples[9].expected?.location.description, "\(fixture):87:9")
        // Printing nothing: an empty expectation at the closing fence, written before it by --update.
        XCTAssertEqual(chapter.examples[1].expected?.location.description, "\(fixture):18:5")
        XCTAssertEqual(chapter.examples[1].expected?.content, FencedContent(firstLine: 18, lastLine: 17, linePrefix: "/// // ", fence: ""))
    }

    func testEveryExampleImportsItsModuleAndSetupStaysInItsComment() throws {
        let chapter = try fixtureChapter()
        let imports = chapter.examples.map { $0.setup.first?.code }
        XCTAssertEqual(Set(imports.compactMap { $0 }), ["import Rx"])
        XCTAssertEqual(chapter.examples[7].setup.map(\.code), ["import Rx", "let greeting = \"hi\"\n"])
        XCTAssertEqual(chapter.examples[8].setup.map(\.code), ["import Rx", "let greeting = \"hi\"\n"])
        XCTAssertEqual(chapter.examples[9].setup.map(\.code), ["import Rx"], "a setup block reached past its comment")
        XCTAssertEqual(DocCommentExtractor.moduleName(of: "Pkg/Sources/My-Lib/Sub/File.swift"), "My_Lib")
        XCTAssertEqual(DocCommentExtractor.moduleName(of: "Sources/File.swift"), nil)
        XCTAssertEqual(DocCommentExtractor.moduleName(of: "Scripts/tool.swift"), nil)
    }

    func testCRLFAndCRSourcesGiveTheSameExamplesAtTheSameLines() throws {
        let text = try String(contentsOf: Fixtures.toolRoot.appending(path: fixture), encoding: .utf8)
        let lf = DocumentationLoader().chapter(source: text, path: fixture)
        for ending in ["\r\n", "\r"] {
            let other = DocumentationLoader().chapter(source: text.replacingOccurrences(of: "\n", with: ending), path: fixture)
            XCTAssertEqual(other.examples, lf.examples, "line ending \(ending.debugDescription)")
            XCTAssertEqual(other.diagnostics, [])
        }
    }

    func testAnUnterminatedFenceIsAnErrorInItsOwnCommentOnly() {
        let source = """
            /// Broken:
            ///
            ///   ```swift
            ///   print(1)
            func broken() {}

            /// Fine:
            ///
            /// ```swift
            /// print(2)
            /// // 2
            /// ```
            func fine() {}

            """
        let chapter = DocumentationLoader().chapter(source: source, path: "Sources/M/F.swift")
        XCTAssertEqual(
            chapter.diagnostics.map(\.headline),
            [
                "Sources/M/F.swift:3:7: error: code fence is never closed; add a closing ``` line after the block's last line"
            ])
        XCTAssertEqual(chapter.examples.map(\.location.line), [9])
        XCTAssertEqual(chapter.examples.first?.expected?.text, "2\n")
    }

    func testGrammarErrorsInACommentPointAtTheSwiftFile() {
        let source = """
            struct S {
                /// ```swift
                /// print(1)
                /// ```
                ///
                /// ```output
                /// 1
                /// ```
                func a() {}

                /// ```swift bogus
                /// print(2)
                /// ```
                func b() {}

                /// ```swift
                /// print("x")
                /// // {{/[/}}
                /// ```
                func c() {}
            }
            """
        let chapter = DocumentationLoader().chapter(source: source, path: "Sources/M/S.swift")
        XCTAssertEqual(
            chapter.diagnostics.map(\.location.description), ["Sources/M/S.swift:6:9", "Sources/M/S.swift:11:9", "Sources/M/S.swift:18:12"])
        XCTAssertTrue(
            chapter.diagnostics[0].summary.hasPrefix("in a doc comment an example's expected output is the // lines that end it"),
            chapter.diagnostics[0].summary)
        XCTAssertTrue(chapter.diagnostics[1].summary.hasPrefix("unknown attribute 'bogus'"), chapter.diagnostics[1].summary)
        XCTAssertTrue(chapter.diagnostics[2].summary.contains("regular expression"), chapter.diagnostics[2].summary)
    }

    func testCommentsThatDocumentNothingOrAreNotDocCommentsAreIgnored() {
        let source = """
            let a = 1 /// ```swift
            // ```swift
            // print("ordinary comment")
            // ```
            /* ```swift
            print("ordinary block comment")
            ``` */
            let raw = #\"\"\"
                /// ```swift
                /// print("raw string")
                /// ```
                \"\"\"#
            /// Ends the file without a declaration:
            ///
            /// ```swift
            /// print("last")
            /// // last
            /// ```

            """
        let chapter = DocumentationLoader().chapter(source: source, path: "Sources/M/T.swift")
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples.map(\.location.line), [15])
        XCTAssertEqual(chapter.examples.map(\.expected?.text), ["last\n"])
    }

    /// Trailing `//` lines: blank lines after them are ignored, a blank line
    /// or code ends the run, a comment at the end of a code line is code.
    func testTheTrailingCommentRunIsTheOutput() {
        func expected(_ body: String) -> String? {
            let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "///" : "/// " + $0 }
            let source = (["/// ```swift"] + lines + ["/// ```", "func f() {}", ""]).joined(separator: "\n")
            return DocumentationLoader().chapter(source: source, path: "Sources/M/U.swift").examples.first?.expected?.text
        }
        XCTAssertEqual(expected("print(1) // 1"), "")
        XCTAssertEqual(expected("print(1)\n// 1\n\n"), "1\n")
        XCTAssertEqual(expected("// why\nprint(1)\n//\n//  two spaces\n//no space"), "\n two spaces\nno space\n")
        XCTAssertEqual(expected("print(1)\n// one\n\n// two"), "two\n")
        XCTAssertEqual(expected("if true {\n    print(1)\n    // 1\n}"), "")
        XCTAssertEqual(expected("print(1)\n    // 1"), "1\n")
    }

    /// `--update` writes a doc comment's output as `//` lines, with the
    /// comment's prefix and the file's line ends, and leaves every other byte.
    func testUpdateRewritesTheTrailingCommentLines() {
        for ending in ["\n", "\r\n"] {
            let source = [
                "enum E {", "    /// ```swift", "    /// print(1)", "    /// // 3", "    /// ```", "    func wrong() {}", "",
                "    /// ```swift", "    /// print(2)", "    /// ```", "    func silent() {}", "}", ""
            ].joined(separator: ending)
            let chapter = DocumentationLoader().chapter(source: source, path: "Sources/M/E.swift")
            let replacements = chapter.examples.map { ($0.expected!.content, $0.number == 1 ? "1\n\nlast\n" : "2\n") }
            let updated = ExpectedBlockUpdater.replacing(replacements, in: source)
            let lines = [
                "enum E {", "    /// ```swift", "    /// print(1)", "    /// // 1", "    /// //", "    /// // last", "    /// ```",
                "    func wrong() {}", "", "    /// ```swift", "    /// print(2)", "    /// // 2", "    /// ```", "    func silent() {}",
                "}", ""
            ]
            XCTAssertEqual(updated, lines.joined(separator: ending))
            let reread = DocumentationLoader().chapter(source: updated, path: "Sources/M/E.swift")
            XCTAssertEqual(reread.examples.map(\.expected?.text), ["1\n\nlast\n", "2\n"])
        }
    }

    /// Deeply nested code before a comment and thousands of comments: every
    /// example found, at its line (each comment's markdown is parsed alone,
    /// not padded to its line).
    func testHostileSourcesStillYieldTheirExamples() {
        let deep = "let x = " + String(repeating: "(", count: 50_000) + String(repeating: ")", count: 50_000) + "\n"
        let comments = (0..<2000).map { "/// ```swift\n/// print(\($0))\n/// // \($0)\n/// ```\nfunc f\($0)() {}\n" }.joined()
        let chapter = DocumentationLoader().chapter(source: deep + comments, path: "Sources/M/Hostile.swift")
        XCTAssertEqual(chapter.diagnostics, [])
        XCTAssertEqual(chapter.examples.count, 2000)
        XCTAssertEqual(chapter.examples.last?.location.line, 2 + 1999 * 5)
        XCTAssertEqual(chapter.examples.last?.expected?.text, "1999\n")
    }
}
