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
/// HTML): page.html, and the parts of a page (``SiteTemplates``). A part
/// between `{{#name}}` and `{{/name}}` is kept only when the value of `name`
/// is not empty, so markup that is there only sometimes (a link to the
/// repository) stays in the template.
struct PageTemplate: Sendable {
    private let pieces: [Piece]

    private indirect enum Piece: Sendable {
        case text(String)
        case slot(String)
        case section(String, [Piece])
    }

    init(_ source: String) {
        var rest = source[...]
        pieces = Self.pieces(&rest, until: nil)
    }

    /// The pieces up to `{{/end}}` (consumed), or to the end of the text.
    private static func pieces(_ rest: inout Substring, until end: String?) -> [Piece] {
        var pieces: [Piece] = []
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            pieces.append(.text(String(rest[..<open.lowerBound])))
            let name = String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            if name.hasPrefix("#") {
                let section = String(name.dropFirst())
                pieces.append(.section(section, Self.pieces(&rest, until: section)))
            } else if name.hasPrefix("/"), name.dropFirst() == end ?? "" {
                return pieces
            } else {
                pieces.append(.slot(name))
            }
        }
        pieces.append(.text(String(rest)))
        rest = rest[rest.endIndex...]
        return pieces
    }

    /// The slots the template has, for checking that every one is filled.
    var slots: Set<String> { Self.slots(pieces) }

    private static func slots(_ pieces: [Piece]) -> Set<String> {
        pieces.reduce(into: []) { found, piece in
            switch piece {
            case .text: break
            case .slot(let name): found.insert(name)
            case .section(let name, let inner): found.formUnion(slots(inner).union([name]))
            }
        }
    }

    func fill(_ values: [String: String]) -> String {
        Self.fill(pieces, values)
    }

    private static func fill(_ pieces: [Piece], _ values: [String: String]) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .slot(let name): return values[name] ?? ""
            case .section(let name, let inner): return (values[name] ?? "").isEmpty ? "" : fill(inner, values)
            }
        }.joined()
    }
}
