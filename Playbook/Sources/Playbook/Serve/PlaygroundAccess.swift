import Foundation

/// Who may run code on the served site: only the learner who started
/// playbook. Any local user, and any web page the browser has open, can
/// reach 127.0.0.1 and read every page of the site, so the right to run is a
/// secret they cannot read, as Jupyter's: a random token made when the
/// server starts and printed, in the site's address, on playbook's terminal
/// only (`http://127.0.0.1:PORT/?token=...`).
///
/// - A request with `?token=` and the right token is answered with a
///   redirect to the same address without it, setting an HttpOnly,
///   SameSite=Strict cookie named for the port (so two servers on two ports
///   keep theirs); the token is then in no address bar, history entry or
///   Referer. A wrong token is refused (403) and sets nothing.
/// - A run request must present the cookie, and come from the server's own
///   origin (`Origin: http://127.0.0.1:PORT` or `http://localhost:PORT`,
///   and `Sec-Fetch-Site: same-origin` if the browser sends it): another
///   site's page cannot make the learner's browser run code, even with the
///   cookie attached (SameSite=Strict already keeps it out of such requests).
/// - The token is written into no page and no response: a page served with
///   the cookie only gets the playground's script, which holds no secret.
public struct PlaygroundAccess: Sendable {
    /// The secret: 32 random bytes, as 64 hexadecimal digits.
    public let token: String

    public init(token: String = PlaygroundAccess.newToken()) {
        self.token = token
    }

    /// 32 bytes from the system's cryptographically secure generator, in hexadecimal.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// The query parameter that carries the token in the printed address.
    public static let parameter = "token"

    /// The cookie's name on `port`.
    static func cookieName(port: UInt16) -> String { "playbook-token-\(port)" }

    /// The address to print: the site's root with the token.
    public func address(_ root: URL) -> URL {
        URL(string: root.absoluteString + "?\(Self.parameter)=\(token)") ?? root
    }

    /// Whether `presented` is the token, compared in time that does not depend on where they differ.
    func matches(_ presented: String) -> Bool {
        let given = Array(presented.utf8)
        let secret = Array(token.utf8)
        var difference = UInt8(given.count == secret.count ? 0 : 1)
        for index in secret.indices { difference |= secret[index] ^ (index < given.count ? given[index] : 0) }
        return difference == 0
    }

    /// The `Set-Cookie` value that keeps the token for `port`.
    func setCookie(port: UInt16) -> String {
        "\(Self.cookieName(port: port))=\(token); Path=/; HttpOnly; SameSite=Strict"
    }

    /// Whether a `Cookie` header holds this server's cookie with the token.
    func hasCookie(_ header: String?, port: UInt16) -> Bool {
        guard let header else { return false }
        let name = Self.cookieName(port: port) + "="
        return header.split(separator: ";").contains { pair in
            let trimmed = pair.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix(name) && matches(String(trimmed.dropFirst(name.count)))
        }
    }

    /// Whether a request comes from a page of the server itself: its Origin
    /// is the server's own (as the Host it was sent to names it), and a
    /// `Sec-Fetch-Site` header, when sent, says same-origin.
    static func isSameOrigin(origin: String?, fetchSite: String?, port: UInt16) -> Bool {
        guard let origin = origin?.lowercased() else { return false }
        guard ["http://127.0.0.1:\(port)", "http://localhost:\(port)"].contains(origin) else { return false }
        return fetchSite.map { $0.lowercased() == "same-origin" } ?? true
    }

    /// The address without the token parameter, for the redirect: `/Docs/x.html`, `/?q=a`.
    static func withoutToken(path: String, query: [(name: String, value: String)]) -> String {
        // One leading slash: `//host` would lead to another site.
        let relative = "/" + path.drop(while: { $0 == "/" })
        let encoded = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "/"
        let kept = query.filter { $0.name != parameter }
        guard !kept.isEmpty else { return encoded }
        let allowed = CharacterSet.urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+#"))
        return encoded + "?"
            + kept.map { item in
                (item.name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "="
                    + (item.value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
            }.joined(separator: "&")
    }
}
