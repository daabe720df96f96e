import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base == URLSession {
    /// Decides, for each `URLSession.rx` request, whether it is logged: when
    /// it returns `true`, the request is printed as a curl command and its
    /// outcome as a line such as `Success (12ms): Status 200`. By default
    /// every request is logged in debug builds and none in release builds.
    ///
    /// ```swift skip-if=!os(Linux)
    /// import Foundation
    /// import FoundationNetworking // Linux only: Foundation has URLSession on Apple platforms
    ///
    /// URLSession.rx.shouldLogRequest = { _ in false } // silence request logging
    /// ```
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { URLRequestLogging.lock.performLocked { URLRequestLogging.shouldLog } }
        set { URLRequestLogging.lock.performLocked { URLRequestLogging.shouldLog = newValue } }
    }
}

/// The storage behind `URLSession.rx.shouldLogRequest` and the log line
/// formats.
enum URLRequestLogging {
    static let lock = RecursiveLock.make()
    static var shouldLog: (URLRequest) -> Bool = { _ in
        #if DEBUG
            return true
        #else
            return false
        #endif
    }

    /// `request` as a curl command line, as RxCocoa prints it.
    static func curlCommand(for request: URLRequest) -> String {
        let method = request.httpMethod ?? "GET"
        var command = "curl -X \(method) "
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        for (key, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            command += "\n    -H \"\(escaped(key)): \(escaped(value))\" "
        }
        let url = request.url?.absoluteString ?? "<unknown url>"
        command += "\n\"\(escaped(url))\""
        command += " -i -v"
        return command
    }

    /// The outcome of a request: `Success (12ms): Status 200`,
    /// `Failure (3ms): Status 404`, `Canceled (5ms)` or the error.
    static func outcome(response: URLResponse?, error: Swift.Error?, interval: TimeInterval) -> String {
        let milliseconds = Int(interval * 1000)
        if let response = response as? HTTPURLResponse {
            if 200..<300 ~= response.statusCode {
                return "Success (\(milliseconds)ms): Status \(response.statusCode)"
            }
            return "Failure (\(milliseconds)ms): Status \(response.statusCode)"
        }
        if let error = error.map({ $0 as NSError }) {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                return "Canceled (\(milliseconds)ms)"
            }
            return "Failure (\(milliseconds)ms): NSError > \(error)"
        }
        return "<Unhandled response from server>"
    }

    private static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
