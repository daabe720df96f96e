import Foundation
import PlaybookTestSupport

/// The end-to-end tests' fixtures, Fixtures/ beside this file: chapters that
/// playbook runs (Failing, the hostile corpus of Hostile and
/// HostileProcesses) and folders it builds into sites (Broken, Refused).
/// The chapters they share with the unit tests (Passing, DocComments) are
/// the unit tests' (``UnitFixtures``).
enum Fixtures: FixtureFolder {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")
}

/// The same folder, read as a site's.
typealias SiteFixtures = Fixtures

/// PlaybookTests' fixtures, for the chapters both targets use: the unit
/// tests parse them, these run them.
enum UnitFixtures: FixtureFolder {
    static let directory = Fixtures.toolRoot.appending(path: "Tests/PlaybookTests/Fixtures")
}
