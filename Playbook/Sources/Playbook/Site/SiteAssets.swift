import Foundation

/// The files of the package's Site/Resources folder: the page template,
/// the style sheet and the script, copied into every site (no CDN), and
/// the templates of the pages' parts (templates/, see ``SiteTemplates``).
enum SiteAssets {
    /// Files copied verbatim into `site/assets/`.
    static let copied = ["playbook.css", "playbook.js", "theme.js", "marble.js", "favicon.svg"]

    /// The text of Resources/NAME, or of Resources/FOLDER/NAME.
    static func text(_ name: String, in folder: String? = nil) throws(PlaybookError) -> String {
        // The copied folder is the bundle's resource folder on Linux and a
        // subfolder of it on macOS.
        guard
            let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: folder)
                ?? Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources" + (folder.map { "/" + $0 } ?? ""))
        else {
            throw .unreadableFile(path: name, reason: "playbook's site resources are missing from \(Bundle.module.bundlePath)")
        }
        do { return try String(contentsOf: url, encoding: .utf8) } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}

/// A template with `{{name}}` slots; values are inserted as given (already
/// HTML): page.html, and the parts of a page (``SiteTemplates``).
struct PageTemplate: Sendable {
    private let pieces: [Piece]

    private enum Piece: Sendable {
        case text(String)
        case slot(String)
    }

    init(_ source: String) {
        var pieces: [Piece] = []
        var rest = source[...]
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            pieces.append(.slot(String(rest[open.upperBound..<close.lowerBound])))
            rest = rest[close.upperBound...]
        }
        pieces.append(.text(String(rest)))
        self.pieces = pieces
    }

    /// The slots the template has, for checking that every one is filled.
    var slots: Set<String> {
        Set(pieces.compactMap { if case .slot(let name) = $0 { return name } else { return nil } })
    }

    func fill(_ values: [String: String]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .slot(let name): return values[name] ?? ""
            }
        }.joined()
    }
}
