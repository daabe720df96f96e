/// Escaping for text placed in HTML. Every piece of text the site shows
/// (prose, code, example output, titles) goes through one of these.
package enum HTML {
    /// Text content: `&`, `<` and `>` become entities.
    package static func escape(_ text: some StringProtocol) -> String {
        escaping(text, quotes: false)
    }

    /// An attribute value between double quotes: quotes are escaped too.
    package static func attribute(_ text: some StringProtocol) -> String {
        escaping(text, quotes: true)
    }

    private static func escaping(_ text: some StringProtocol, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
