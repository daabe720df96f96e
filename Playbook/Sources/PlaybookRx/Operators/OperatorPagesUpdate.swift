import Playbook
import Foundation

/// One run of `playbook operators` on loaded documentation: finds where the
/// chapters' examples use each operator of the catalogue, writes the two
/// operator pages into a folder (or, when `checkOnly`, compares them with the
/// files there and writes nothing), and reports every operator without an example.
public struct OperatorPagesUpdate: Sendable {
    public var catalog: OperatorCatalog
    /// The catalogue's folder as errors name it (`Sources/Rx/Observables`).
    public var sourceFolder: String
    /// The folder the pages are written into (or compared with); it must exist unless `checkOnly`.
    public var outputFolder: String
    public var checkOnly: Bool

    public init(catalog: OperatorCatalog, sourceFolder: String, outputFolder: String, checkOnly: Bool = false) {
        self.catalog = catalog
        self.sourceFolder = sourceFolder
        self.outputFolder = outputFolder
        self.checkOnly = checkOnly
    }

    /// What a run found.
    public struct Result: Sendable, Equatable {
        /// One line each, `path: error: ...`: an operator with no example, a page out of date (when checking).
        public var problems: [String]
        public var operators: Int
        public var deprecated: Int
        public var withoutExample: Int

        /// `120 operators, 14 deprecated spellings, 0 without an example`.
        public var summary: String {
            "\(operators) operators, \(deprecated) deprecated spellings, \(withoutExample) without an example"
        }
    }

    /// Writes or checks the pages; reads no chapter.
    public func run(_ documentation: Documentation) throws(PlaybookError) -> Result {
        var isFolder: ObjCBool = false
        guard checkOnly || (FileManager.default.fileExists(atPath: outputFolder, isDirectory: &isFolder) && isFolder.boolValue) else {
            throw .pathNotFound(outputFolder)
        }
        let usage = OperatorUsage(catalog: catalog, chapters: documentation.chapters)
        let pages = OperatorPages(catalog: catalog, usage: usage, outputDirectory: outputFolder)
        let missing = usage.missing(catalog.operators)
        var problems = missing.map { "\(sourceFolder)/\($0.file): error: operator \($0.key) has no example in the pages" }
        for (name, text) in [(OperatorPages.decisionTreeFile, pages.decisionTree), (OperatorPages.indexFile, pages.index)] {
            let path = URL(fileURLWithPath: outputFolder).appending(path: name).path
            if checkOnly {
                if (try? String(contentsOfFile: path, encoding: .utf8)) != text {
                    problems.append("\(path): error: out of date; run playbook operators to rewrite it")
                }
            } else {
                do { try text.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                    throw .unwritableFile(path: path, reason: error.localizedDescription)
                }
            }
        }
        return Result(
            problems: problems, operators: catalog.operators.count, deprecated: catalog.deprecated.count, withoutExample: missing.count)
    }
}
