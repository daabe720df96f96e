/// Turns a markdown chapter into its examples, applying the fence grammar:
///
///     ```swift                 run and check the output block below it
///     ```swift setup           shared by the later examples of the chapter
///     ```swift no-run          compiled, not run
///     ```swift compile-fail    must not compile; a ```compiler block follows
///     ```swift skip="reason"   shown, neither compiled nor run
///     ```swift marble          run under virtual time; output is marble strings
///     ```swift timeout=30      attribute of a run example: seconds before it is killed
///     ```swift no-compare      attribute of a run example: run, output not compared
///     ```swift skip-if=os(Linux)  skipped where the condition holds (see SkipCondition)
///     ```swift memory=512M cpu=5 file-size=1M open-files=64 processes=16
///                              resource limits of a run example (see ResourceLimits)
///     #- let bag = DisposeBag()   inside a swift block: a hidden line, compiled and
///                              run, folded on the page, restored by Copy (see HiddenLine)
///     ```output [unordered]    expected stdout of the example just above
///     ```compiler              fragment the compile-fail diagnostic must contain
///
/// Fences of other languages are left alone.
public struct ChapterExtractor: Sendable {
    /// How strictly examples must state their output.
    public var rules: ExtractionRules

    public init(rules: ExtractionRules = .strict) {
        self.rules = rules
    }

    /// Parses the markdown and extracts its examples (for text not read from
    /// a file; chapters of files come from `DocumentationLoader`).
    public func extract(source: String, path: String) -> Chapter {
        extract(document: MarkdownDocument(source: source), path: path)
    }

    /// The examples and fence errors of a parsed document, in a chapter that
    /// holds the document; `path` names and locates them.
    public func extract(document: MarkdownDocument, path: String) -> Chapter {
        extract(document: document, path: path, convention: .outputBlock)
    }

    /// How a chapter's examples state their expected output.
    enum OutputConvention: Sendable {
        /// An ```output block right after the example (markdown chapters, DocC articles).
        case outputBlock
        /// The `//` lines that end the example (doc comments; see `TrailingCommentOutput`).
        case trailingComments
    }

    /// The examples and fence errors of a parsed document whose examples
    /// state their output by `convention`, numbered after `numberedAfter`
    /// earlier examples of the same file; every example but a setup block
    /// gets `setup` before the document's own setup blocks.
    func extract(
        document: MarkdownDocument, path: String, convention: OutputConvention, numberedAfter: Int = 0, setup: [SetupBlock] = []
    ) -> Chapter {
        var state = ExtractionState(path: path, convention: convention, numberedAfter: numberedAfter, setup: setup, rules: rules)
        if let deep = document.tooDeep {
            let limit = MarkdownDocument.nestingLimit
            return Chapter(
                path: path, examples: [],
                diagnostics: [
                    Diagnostic(
                        .error, at: SourceLocation(path: path, line: deep.line, column: deep.column),
                        "markdown nests more than \(limit) levels deep here (block quotes, lists, emphasis or links); the chapter is not verified until it nests less"
                    )
                ],
                document: document)
        }
        // Under the lenient rules a doc comment's indented code and untagged
        // fences are Swift examples, as DocC reads them and rustdoc tests them.
        let docComment = convention == .trailingComments && !rules.strictOutput
        for var block in FencedBlock.all(in: document, indented: docComment) {
            if docComment && block.info.trimmingWhitespace.isEmpty { block.info = "swift" }
            state.consume(block)
        }
        state.finishPendingExample()
        // Under the lenient rules a block may use what earlier blocks of the page declared.
        // Real documentation leaves `import Foundation` out as it leaves out
        // its own module's import, and `import Testing` out of a test.
        if !rules.strictOutput {
            state.examples = PageContext.adding(to: state.examples).map { example in
                guard example.kind == .run || example.kind == .noRun else { return example }
                var example = example
                var imports = ["import Foundation"]
                if SwiftBlockKind.usesTestingWithoutImport(([example.code] + example.setup.map(\.code)).joined(separator: "\n")) {
                    imports.append("import Testing")
                }
                example.setup.insert(
                    contentsOf: imports.map { SetupBlock(code: $0, codeFirstLine: example.codeFirstLine, path: path) }, at: 0)
                return example
            }
        }
        let diagnostics = state.diagnostics.enumerated()
            .sorted { ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset) }.map(\.element)
        return Chapter(path: path, examples: state.examples, diagnostics: diagnostics, document: document)
    }
}

/// The walk over one chapter's fences: the example waiting for its output
/// or compiler block, the setup blocks so far, the problems found.
private struct ExtractionState {
    let path: String
    var examples: [Example] = []
    var diagnostics: [Diagnostic] = []
    var setup: [SetupBlock] = []
    var pending: Example?
    var pendingHasCompilerBlock = false
    /// The pending fence had an error already reported: its output or
    /// compiler block is taken without further complaint, and it is dropped.
    var pendingIsInvalid = false
    let convention: ChapterExtractor.OutputConvention
    let numberedAfter: Int
    let rules: ExtractionRules
    /// The width of the pending example's line prefix (its containers and indentation).
    var pendingPrefixWidth = 0

    init(path: String, convention: ChapterExtractor.OutputConvention, numberedAfter: Int, setup: [SetupBlock], rules: ExtractionRules) {
        self.path = path
        self.convention = convention
        self.numberedAfter = numberedAfter
        self.setup = setup
        self.rules = rules
    }

    mutating func consume(_ block: FencedBlock) {
        let location = SourceLocation(path: path, line: block.line, column: block.column)
        guard block.isClosed else {
            fail(at: location, "code fence is never closed; add a closing \(block.content.fence) line after the block's last line")
            pendingIsInvalid = true
            return
        }
        let info: FenceInfo
        do {
            info = try FenceInfo(parsing: block.info)
        } catch {
            fail(at: location, error.description)
            return
        }
        switch info.language {
        case "swift": consumeExample(block, info: info, at: location)
        case "output": consumeOutput(block, info: info, at: location)
        case "compiler": consumeCompilerBlock(block, info: info, at: location)
        default: break
        }
    }

    mutating func finishPendingExample() {
        guard var example = pending else { return }
        pending = nil
        if pendingIsInvalid { return }
        if example.isRun && example.expected == nil && example.comparesOutput {
            if rules.strictOutput {
                fail(
                    at: example.location,
                    "example has no ```output block; add one right after it (empty if it prints nothing), or mark the fence no-run or no-compare"
                )
            } else {
                statingOutputInComments(&example)
            }
        }
        if case .compileFail = example.kind, !pendingHasCompilerBlock {
            fail(
                at: example.location,
                "compile-fail example has no ```compiler block; add one after it holding part of the expected compiler error")
        }
        examples.append(example)
        if example.kind == .setup {
            setup.append(SetupBlock(code: example.code, codeFirstLine: example.codeFirstLine, path: path, hiddenLines: example.hiddenLines))
        }
    }

    private mutating func consumeExample(_ block: FencedBlock, info: FenceInfo, at location: SourceLocation) {
        finishPendingExample()
        let (limits, others, limitErrors) = FenceInfo.resourceLimits(in: info.attributes)
        for error in limitErrors { fail(at: location, error) }
        let attributes = exampleAttributes(others, at: location)
        pendingIsInvalid = attributes == nil || !limitErrors.isEmpty
        var kind = attributes?.kind ?? .run
        let timeout = attributes?.timeout
        if !limits.isEmpty && kind != .run && kind != .marble && attributes != nil {
            fail(
                at: location,
                "resource limits apply only to examples that run; remove \(limits.keys.map(\.rawValue).sorted().joined(separator: ", ")) or drop the other attribute"
            )
            pendingIsInvalid = true
        }
        var markers = HiddenLineMarkers.strip(block.text)
        // Real documentation shows a REPL's `==> value` lines under the code (see ``TranscriptLines``).
        if !rules.strictOutput { markers.code = TranscriptLines.asComments(markers.code) }
        for problem in markers.problems {
            let column = block.content.linePrefix.utf8.count + problem.column + 1
            fail(at: SourceLocation(path: path, line: block.content.firstLine + problem.line, column: column), problem.message)
        }
        if !markers.problems.isEmpty { pendingIsInvalid = true }
        let number = numberedAfter + examples.count + 1
        // Real documentation fences signatures, pseudo-code and manifests as
        // swift too: under the lenient rules they are recognised, not run.
        if !rules.strictOutput, kind == .run || kind == .noRun, markers.problems.isEmpty {
            switch SwiftBlockKind.classify(markers.code) {
            case .program: break
            case .elided: kind = .noRun
            case .manifest: kind = .manifest
            case let other: kind = .skip(reason: other.skipReason ?? "")
            }
        }
        pending = Example(
            id: Example.identifier(path: path, number: number),
            number: number, kind: kind, code: markers.code, location: location,
            codeFirstLine: block.content.firstLine, timeout: timeout, setup: kind == .setup ? [] : setup)
        pending?.hiddenLines = markers.hidden
        pending?.limits = limits
        pending?.comparesOutput = attributes?.comparesOutput ?? true
        pending?.skipConditions = attributes?.skipConditions ?? []
        pendingHasCompilerBlock = false
        pendingPrefixWidth = block.content.linePrefix.utf8.count
        if convention == .trailingComments, kind == .run || kind == .marble, !pendingIsInvalid, rules.strictOutput || kind == .marble {
            let output = TrailingCommentOutput(block)
            pending?.expected = ExpectedOutput(
                text: output.text, matcher: .exact, location: SourceLocation(path: path, line: output.line, column: output.column),
                content: output.content)
            let problems = OutputMatcher.problems(in: output.text)
            for problem in problems {
                let start = output.textColumns[problem.line]
                fail(
                    at: SourceLocation(path: path, line: output.content.firstLine + problem.line, column: start + problem.offset),
                    problem.message)
            }
            if !problems.isEmpty { pendingIsInvalid = true }
        }
    }

    /// Under the lenient rules, the output an example's comments state
    /// (``CommentOutput``), or none: then it runs and is not compared.
    private mutating func statingOutputInComments(_ example: inout Example) {
        // An example that says where it traps states the output printed before that line.
        let trap = TrapComment.line(in: example.code)
        example.trapLine = trap.map { example.codeFirstLine + $0 }
        let lines = example.code.split(separator: "\n", omittingEmptySubsequences: false)
        guard let stated = CommentOutput.find(in: lines.prefix(trap ?? lines.count).joined(separator: "\n")) else {
            example.comparesOutput = false
            example.outputNotStated = true
            return
        }
        let line = example.codeFirstLine + stated.line
        let location = SourceLocation(path: path, line: line, column: pendingPrefixWidth + stated.column + 1)
        // Comments after printing code write values loosely (`// 1, 2, 3` for three lines).
        var expected = ExpectedOutput(
            text: stated.text, matcher: stated.form == .prints ? .exact : .values, location: location,
            content: FencedContent(firstLine: line, lastLine: line - 1))
        expected.updatable = false
        // What the comments state is compared exactly: `...` and `{{name}}` are text there.
        expected.literal = true
        example.expected = expected
    }

    /// What a swift fence's attributes (other than limits) ask for.
    private struct ExampleAttributes {
        var kind: Example.Kind
        var timeout: Double?
        var comparesOutput: Bool
        var skipConditions: [SkipCondition]
    }

    private mutating func exampleAttributes(_ attributes: [FenceInfo.Attribute], at location: SourceLocation) -> ExampleAttributes? {
        var kinds: [Example.Kind] = []
        var timeout: Double?
        var comparesOutput = true
        var conditions: [SkipCondition] = []
        var valid = true
        for attribute in attributes {
            switch (attribute.name, attribute.value) {
            case ("no-compare", nil): comparesOutput = false
            case ("skip-if", let text):
                do {
                    conditions.append(try SkipCondition(parsing: text ?? ""))
                } catch {
                    fail(at: location, error.description)
                    valid = false
                }
            case ("setup", nil): kinds.append(.setup)
            case ("no-run", nil): kinds.append(.noRun)
            case ("compile-fail", nil): kinds.append(.compileFail(diagnostic: ""))
            case ("marble", nil): kinds.append(.marble)
            case ("skip", let reason):
                let trimmed = (reason ?? "").trimmingWhitespace
                if trimmed.isEmpty {
                    fail(at: location, "skip needs a reason; write skip=\"why it cannot run here\"")
                    valid = false
                }
                kinds.append(.skip(reason: trimmed))
            case ("timeout", let value):
                guard let seconds = value.flatMap(Double.init), seconds > 0, seconds.isFinite else {
                    fail(at: location, "timeout needs a positive number of seconds; write timeout=30")
                    valid = false
                    continue
                }
                timeout = seconds
            case (let name, .some) where ["setup", "no-run", "compile-fail", "marble", "no-compare"].contains(name):
                fail(at: location, "attribute '\(name)' takes no value; write it alone, as `\(name)`")
                valid = false
            default:
                fail(
                    at: location,
                    "unknown attribute '\(attribute.name)' on a swift fence; use setup, no-run, compile-fail, skip=\"reason\", marble, no-compare, skip-if=CONDITION, timeout=SECONDS or a limit (memory=, cpu=, file-size=, open-files=, processes=)"
                )
                valid = false
            }
        }
        if kinds.count > 1 {
            fail(at: location, "an example can be only one of setup, no-run, compile-fail, skip and marble; keep one")
            return nil
        }
        let kind = kinds.first ?? .run
        if timeout != nil && kind != .run && kind != .marble {
            fail(at: location, "timeout applies only to examples that run; remove it or drop the other attribute")
            return nil
        }
        if !comparesOutput && kind != .run {
            fail(
                at: location,
                "no-compare applies only to plain examples that run (not setup, no-run, compile-fail, skip or marble); remove one of them")
            return nil
        }
        if !conditions.isEmpty {
            var forbidden: String?
            if kind == .setup { forbidden = "a setup block (the examples below it need it)" }
            if case .skip = kind { forbidden = "a skipped example (it never runs)" }
            if let forbidden {
                fail(at: location, "skip-if cannot go on \(forbidden); remove skip-if")
                return nil
            }
        }
        return valid ? ExampleAttributes(kind: kind, timeout: timeout, comparesOutput: comparesOutput, skipConditions: conditions) : nil
    }

    private mutating func consumeOutput(_ block: FencedBlock, info: FenceInfo, at location: SourceLocation) {
        guard convention == .outputBlock else {
            fail(
                at: location,
                "in a doc comment an example's expected output is the // lines that end it, not an output block; move each line into the example as `// line`"
            )
            return
        }
        var matcher = ExpectedOutput.Matcher.exact
        for attribute in info.attributes {
            if attribute.name == "unordered" && attribute.value == nil {
                matcher = .unordered
            } else {
                fail(at: location, "unknown attribute '\(attribute.name)' on an output fence; the only attribute is unordered")
                if pending?.expected == nil { pendingIsInvalid = true }
                return
            }
        }
        guard var example = pending, example.isRun || pendingIsInvalid, example.expected == nil else {
            let why =
                pending.map { $0.isRun ? "its example already has one" : "the block above is not a run example" }
                ?? "there is no ```swift example above it"
            fail(at: location, "output block has no example to belong to (\(why)); put it right after a ```swift example")
            return
        }
        example.expected = ExpectedOutput(text: block.text, matcher: matcher, location: location, content: block.content)
        pending = example
        let problems = OutputMatcher.problems(in: block.text)
        for problem in problems {
            let column = block.content.linePrefix.utf8.count + problem.offset + 1
            fail(at: SourceLocation(path: path, line: block.content.firstLine + problem.line, column: column), problem.message)
        }
        if !problems.isEmpty { pendingIsInvalid = true }
    }

    private mutating func consumeCompilerBlock(_ block: FencedBlock, info: FenceInfo, at location: SourceLocation) {
        guard info.attributes.isEmpty else {
            fail(at: location, "a compiler fence takes no attributes; write ```compiler alone")
            return
        }
        if pendingIsInvalid, pending != nil { return }
        guard var example = pending, case .compileFail = example.kind, !pendingHasCompilerBlock else {
            fail(at: location, "compiler block has no compile-fail example above it; put it right after a ```swift compile-fail example")
            return
        }
        example.kind = .compileFail(diagnostic: block.text.trimmingWhitespace)
        pending = example
        pendingHasCompilerBlock = true
    }

    private mutating func fail(at location: SourceLocation, _ summary: String) {
        diagnostics.append(Diagnostic(.error, at: location, summary))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    package var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
