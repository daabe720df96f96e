import Foundation

/// What a site is called and how it is laid out, from the documented
/// package's playbook.json (see ``PlaybookConfiguration``) and its manifest:
/// the site's name (`title`, else the package's name) and the section of
/// each top folder (`sections`, else ``SitePlan/defaultSections``), where
/// pages link to the repository and their sources (``SourceLinks``). Its
/// flavour (`"flavour": "rx"`) is chosen by the command line (see ``SiteFlavour``).
public struct SiteSettings: Sendable, Equatable {
    public var title: String
    public var sections: [String: String]
    /// The modules a copied example imports without saying so (the
    /// documented package's, as the harness imports them).
    public var implicitModules: [String]
    /// Where pages link to the repository and to their sources.
    public var sources = SourceLinks()

    public init(
        title: String = "Documentation", sections: [String: String] = SitePlan.defaultSections, implicitModules: [String] = []
    ) {
        self.title = title
        self.sections = sections
        self.implicitModules = implicitModules
    }

    /// The settings of the package at `root`: its playbook.json, and its
    /// name and modules as SwiftPM describes it (remembered in `memo`, as
    /// verification remembers them).
    public static func load(root: URL, memo: URL?) throws(PlaybookError) -> SiteSettings {
        let configuration = try PlaybookConfiguration.load(root: root)
        let package = try? DocumentedPackage.load(root: root, memo: memo)
        var settings = SiteSettings(
            title: configuration?.title ?? package?.name ?? root.lastPathComponent,
            sections: configuration?.sections ?? SitePlan.defaultSections,
            implicitModules: package?.modules ?? [])
        settings.sources = SourceLinks.load(root: root, repository: configuration?.repository, sourceURL: configuration?.sourceURL)
        return settings
    }
}
