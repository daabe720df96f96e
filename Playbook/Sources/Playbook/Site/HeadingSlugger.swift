/// Turns heading text into stable, unique anchors, the way GitHub does:
/// `Sharing a subscription` → `sharing-a-subscription`, a second
/// `Example` → `example-1`.
struct HeadingSlugger {
    private var used: [String: Int] = [:]

    /// - Parameter reserved: ids the page uses for other things.
    init(reserved: [String] = []) {
        for id in reserved { used[id] = 1 }
    }

    /// The slug of the text alone, without making it unique.
    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// A slug not handed out before by this slugger.
    mutating func uniqueSlug(_ text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        while let count = used[candidate] {
            used[candidate] = count + 1
            candidate = "\(base)-\(count)"
        }
        used[candidate] = 1
        return candidate
    }
}
