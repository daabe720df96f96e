import Foundation
import PlaybookTestSupport

/// The unit tests' fixtures, Fixtures/ beside this file: chapters read and
/// parsed (Grammar, Passing, Coverage, the DocComments package), sites
/// rendered in process (Golden, the source of `make site-fixture`) and golden
/// files (Golden/Expected, Marble, Reports). Nothing here is compiled or run
/// by these tests; PlaybookEndToEndTests runs Passing and DocComments.
enum Fixtures: FixtureFolder {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
}

/// The same folder, read as a site's.
typealias SiteFixtures = Fixtures
