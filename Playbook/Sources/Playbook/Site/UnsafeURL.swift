/// URLs a browser would run as script from an `href` or `src`: `javascript:`,
/// `vbscript:`, and `data:` (except, for an image, a `data:image/...` that
/// is not SVG, which cannot carry script).
///
/// The scheme is read the way browsers read it: leading and trailing C0
/// controls and spaces dropped, every tab, CR and LF removed, letters
/// compared without case. cmark has already decoded entities (`&#106;`) and
/// backslash escapes in the destination; a percent-escape in a scheme
/// (`java%73cript:`) makes no scheme for a browser either.
enum UnsafeURL {
    /// The lowercased scheme when the URL is unsafe, nil when it is harmless.
    static func scheme(of url: String, image: Bool) -> String? {
        var scalars = Substring(url).unicodeScalars.drop(while: isControlOrSpace)
        while let last = scalars.last, isControlOrSpace(last) { scalars = scalars.dropLast() }
        let cleaned = String(String.UnicodeScalarView(scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })).lowercased()
        guard let colon = cleaned.firstIndex(of: ":") else { return nil }
        let scheme = String(cleaned[..<colon])
        switch scheme {
        case "javascript", "vbscript":
            return scheme
        case "data":
            let rest = cleaned[cleaned.index(after: colon)...]
            if image && rest.hasPrefix("image/") && !rest.hasPrefix("image/svg") { return nil }
            return scheme
        default:
            return nil
        }
    }

    private static func isControlOrSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20
    }
}
